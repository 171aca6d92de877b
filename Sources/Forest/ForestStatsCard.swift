import Foundation
import Terrarium

/// The `stats` scene: total trees, total focus time, today's count and the daily streak as a
/// card, in the small, medium and large widget families.
struct ForestStatsCard {
    let state: ForestState
    let style: ForestStyle
    let art: ForestArt
    let size: Size
    let measurer: any TextMeasurer

    /// The four stats in reading order: value and label; the small family's focus time in
    /// whole hours once it reaches ten.
    func cells(_ family: WidgetFamily) -> [(value: String, label: String)] {
        let s = state.stats
        let focus = family == .small ? ForestRules.compactDuration(s.totalFocusSeconds) : ForestRules.duration(s.totalFocusSeconds)
        return [
            (ForestRules.groupThousands(s.totalTrees), s.totalTrees == 1 ? "tree" : "trees"),
            (focus, "focused"),
            (ForestRules.groupThousands(s.todayCount), "today"),
            (ForestRules.groupThousands(s.streak), "day streak"),
        ]
    }

    func scene(_ family: WidgetFamily) throws -> Scene {
        var scene = Scene(size: size)
        let bounds = Rect(size: size)
        scene.fill(.rect(bounds), .vertical(bounds, style.color(.backgroundTop), style.color(.backgroundBottom)))
        switch family {
        case .small:
            scene.text(TextBlock("Forest", font: style.font(.headline), color: style.color(.accent),
                                 frame: Rect(x: 16, y: 14, width: size.width - 32, height: 22)))
            grid(&scene, cells(family), in: Rect(x: 12, y: 42, width: size.width - 24, height: size.height - 54), columns: 2)
        case .medium:
            scene.add(try treeTile(in: Rect(x: 16, y: 16, width: 112, height: size.height - 32), pixel: 2))
            scene.text(TextBlock("Forest", font: style.font(.headline), color: style.color(.accent),
                                 frame: Rect(x: 144, y: 14, width: size.width - 160, height: 22)))
            grid(&scene, cells(family), in: Rect(x: 138, y: 42, width: size.width - 150, height: size.height - 54), columns: 2)
        case .large:
            scene.text(TextBlock("Forest", font: style.font(.title), color: style.color(.textPrimary),
                                 frame: Rect(x: 20, y: 18, width: size.width - 40, height: 34)))
            scene.add(try treeTile(in: Rect(x: size.width - 16 - 40, y: 6, width: 40, height: 62), pixel: 1))
            grid(&scene, cells(family), in: Rect(x: 14, y: 70, width: size.width - 28, height: 140), columns: 2)
            week(&scene, in: Rect(x: 14, y: 222, width: size.width - 28, height: size.height - 222 - 14))
        }
        return scene
    }

    /// The stats in cards, `columns` across.
    private func grid(_ scene: inout Scene, _ cells: [(value: String, label: String)], in rect: Rect, columns: Int) {
        let rows = (cells.count + columns - 1) / columns
        let gap = 6.0
        let w = (rect.width - gap * Double(columns - 1)) / Double(columns)
        let h = (rect.height - gap * Double(rows - 1)) / Double(rows)
        let big = h >= 56
        for (i, cell) in cells.enumerated() {
            let x = rect.minX + Double(i % columns) * (w + gap), y = rect.minY + Double(i / columns) * (h + gap)
            let card = Rect(x: x, y: y, width: w, height: h)
            scene.fill(.roundedRect(card, radius: 12), .solid(style.color(.card)))
            let valueFont = fitting(cell.value, big ? style.font(.statValue).withSize(28) : style.font(.statValue),
                                    width: w - 16)
            let valueHeight = valueFont.size * 1.25
            let labelHeight = 14.0
            let top = card.minY + (h - valueHeight - labelHeight) / 2
            scene.text(TextBlock(cell.value, font: valueFont, color: style.color(.textPrimary),
                                 frame: Rect(x: x + 8, y: top, width: w - 16, height: valueHeight), alignment: .center))
            scene.text(TextBlock(cell.label, font: style.font(.statLabel), color: style.color(.textSecondary),
                                 frame: Rect(x: x + 6, y: top + valueHeight, width: w - 12, height: labelHeight), alignment: .center))
        }
    }

    /// `font`, made smaller in whole points (to 60% at most) until `string` fits `width`.
    private func fitting(_ string: String, _ font: Font, width: Double) -> Font {
        var size = font.size
        while size > font.size * 0.6, let measured = try? measurer.size(of: string, font: font.withSize(size)),
              measured.width > width {
            size -= 1
        }
        return font.withSize(size)
    }

    /// The last seven days, a tree for each completed session (up to four drawn, then a number).
    private func week(_ scene: inout Scene, in rect: Rect) {
        scene.fill(.roundedRect(rect, radius: 12), .solid(style.color(.card)))
        scene.text(TextBlock("Last 7 days", font: style.font(.caption), color: style.color(.textSecondary),
                             frame: Rect(x: rect.minX + 14, y: rect.minY + 10, width: rect.width - 28, height: 18)))
        let counts = ForestRules.dailyCounts(state.trees, endingOn: state.today, days: 7, zone: state.input.timeZone)
        let column = (rect.width - 28) / 7
        let letters = ["S", "M", "T", "W", "T", "F", "S"]
        let maxCount = max(1, counts.map(\.count).max() ?? 1)
        let barTop = rect.minY + 34, barBottom = rect.maxY - 44
        for (i, day) in counts.enumerated() {
            let x = rect.minX + 14 + Double(i) * column
            let barWidth = min(18, column - 16)
            let height = (barBottom - barTop) * Double(day.count) / Double(maxCount)
            let bar = Rect(x: x + (column - barWidth) / 2, y: barBottom - max(4, height), width: barWidth, height: max(4, height))
            scene.fill(.roundedRect(bar, radius: min(barWidth / 2, bar.height / 2, 6)),
                       .solid(style.color(day.count > 0 ? .accent : .ringTrack)))
            let isToday = i == counts.count - 1
            scene.text(TextBlock(String(day.count), font: style.font(.statLabel), color: style.color(.textPrimary),
                                 frame: Rect(x: x, y: barBottom + 4, width: column, height: 14), alignment: .center))
            scene.text(TextBlock(letters[day.date.weekday - 1], font: style.font(isToday ? .headline : .caption).withSize(12),
                                 color: style.color(isToday ? .accent : .textSecondary),
                                 frame: Rect(x: x, y: barBottom + 20, width: column, height: 16), alignment: .center))
        }
    }

    /// A grown tree on its tile, as large as fits `rect` at a whole number of points per pixel.
    private func treeTile(in rect: Rect, pixel: Double) throws -> DrawCommand {
        let rise = ForestArt.treeRise, tileTop = rise - 8
        let width = IsometricGrid.tileWidth, height = tileTop + 16 + ForestArt.sideDepth
        let grid = IsometricGrid(columns: 1, rows: 1, originX: width / 2, originY: tileTop)
        var commands = try art.ground(grid)
        let (x, y) = grid.center(col: 0, row: 0)
        commands.append(try art.stand("tree-5", x: x, y: y))
        let origin = Point((rect.midX - Double(width) * pixel / 2).rounded(.down),
                           (rect.midY - Double(height) * pixel / 2).rounded(.down))
        return .pixelArt(PixelArtLayer(width: width, height: height, origin: origin, pixelSize: pixel, commands: commands))
    }
}
