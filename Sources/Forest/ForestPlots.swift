import Foundation
import Terrarium
import TerrariumLayout

/// The `forest` scene: every tree, grown and withered, planted in order on isometric plots of
/// land, as tall as it needs to be, a page at a time.
///
/// A small forest (up to 36 trees) is one plot drawn at up to 2 points per art pixel; a larger
/// one is plots of 10 x 10 trees at 1 point per art pixel (8 x 8 on a screen too narrow for a
/// 320-point plot and its margins), oldest first. A page holds 1,000 trees (ten plots, about
/// 2,700 pt tall, 8,000 px at 3x), so memory stays bounded however large the forest.
struct ForestPlots {
    let state: ForestState
    let style: ForestStyle
    let art: ForestArt
    let page: Int
    /// The reader's text size: at the accessibility sizes the heading's lines wrap.
    var typeSize: TypeSize = .large

    static let treesPerPage = 1_000
    static let plotSide = 10
    static let narrowPlotSide = 8
    static let smallForest = 36
    /// The least space, in points, left of and right of a plot.
    static let margin = 20.0

    /// How many pages a forest of `trees` takes (an empty forest is one page).
    static func pages(trees: Int) -> Int { max(1, (trees + treesPerPage - 1) / treesPerPage) }

    /// The plots of one page on a screen `width` points wide at `scale`: each plot's side in
    /// tiles, its points per art pixel (a whole number of device pixels) and its trees' indices
    /// in the whole forest. Every plot keeps `margin` clear on both sides.
    static func plots(trees: Int, page: Int, width: Double = 430, scale: Int = 3)
        -> [(side: Int, pixel: Double, trees: Range<Int>)] {
        let first = (page - 1) * treesPerPage
        let last = min(trees, first + treesPerPage)
        let room = (width - 2 * margin) * Double(scale)
        if trees <= smallForest {
            let side = max(4, Int(Double(trees).squareRoot().rounded(.up)))
            let art = Double(side * IsometricGrid.tileWidth)
            let devicePixels = max(1, min(2 * scale, Int((room / art).rounded(.down))))
            return [(side, Double(devicePixels) / Double(scale), 0..<trees)]
        }
        let side = room >= Double(plotSide * IsometricGrid.tileWidth * scale) ? plotSide : narrowPlotSide
        return stride(from: first, to: last, by: side * side).map { start in
            (side, 1, start..<min(last, start + side * side))
        }
    }

    /// Top to bottom under the safe area: the title, what the forest holds (and which page),
    /// then each plot under its label, centred, at whole device pixels per art pixel; or, with
    /// no trees, an invitation to plant one. As tall as its plots.
    func layout(safeArea: ScreenInsets, width: Double, scale: Int) throws -> LayoutNode {
        let trees = state.trees
        let pages = Self.pages(trees: trees.count)
        guard page <= pages else {
            throw RenderError.pageOutOfRange(page, pages: pages, perPage: Self.treesPerPage, what: "trees")
        }
        let withered = trees.lazy.filter { !$0.completed }.count
        let grown = trees.count - withered
        var summary = trees.isEmpty ? "No trees yet"
            : "\(ForestRules.groupThousands(grown)) \(grown == 1 ? "tree" : "trees") grown"
        if withered > 0 { summary += " · \(ForestRules.groupThousands(withered)) withered" }
        let plots = Self.plots(trees: trees.count, page: page, width: width, scale: scale)
        let layers = try plots.map { try plotLayer(side: $0.side, pixel: $0.pixel, trees: $0.trees) }
        let top = style.color(.backgroundTop), bottom = style.color(.backgroundBottom)
        func text(_ string: String, _ font: ForestStyle.FontToken, _ role: ForestStyle.Role, _ id: String) -> LayoutNode {
            let line = Text(string, font: style.font(font), color: style.color(role)).minimumScaleFactor(0.8)
            return (typeSize.isAccessibilitySize ? line.lineLimit(nil) : line).id(id)
        }
        return VStack(alignment: 0.5, spacing: 0) {
            VStack(alignment: 0, spacing: 4) {
                text("Your forest", .title, .textPrimary, "title")
                text(summary, .headline, .accent, "summary")
                if pages > 1 {
                    let from = (plots.first?.trees.lowerBound ?? 0) + 1, to = plots.last?.trees.upperBound ?? 0
                    text("Page \(page) of \(pages) · trees \(ForestRules.groupThousands(from))–\(ForestRules.groupThousands(to))",
                         .caption, .textSecondary, "page")
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(EdgeInsets(top: 0, leading: 20, bottom: 16, trailing: 20))
            for (index, plot) in plots.enumerated() {
                if plots.count > 1 || pages > 1 {
                    let label = "Trees \(ForestRules.groupThousands(plot.trees.lowerBound + 1))–\(ForestRules.groupThousands(plot.trees.upperBound))"
                    text(label, .caption, .textSecondary, "plot-\(index + 1)-label")
                        .frame(maxWidth: .infinity, alignment: .leading).padding(EdgeInsets(top: index == 0 ? 0 : 4, leading: 20, trailing: 20))
                }
                plotBox(layers[index], pixel: plot.pixel).id("plot-\(index + 1)").padding(EdgeInsets(bottom: 20))
            }
            if trees.isEmpty {
                Text("Finish a 25-minute focus session to plant your first tree.", font: style.font(.body),
                     color: style.color(.textSecondary), alignment: .center)
                    .lineLimit(typeSize.isAccessibilitySize ? nil : 2).minimumScaleFactor(0.9).balanced().id("empty").padding(EdgeInsets(top: 4, leading: 40, trailing: 40))
            }
        }
        .padding(EdgeInsets(top: safeArea.top + 16, bottom: 20))
        .frame(maxWidth: .infinity)
        .background { rect in [.fill(.rect(rect), .vertical(rect, top, bottom))] }
    }

    /// A plot as one box of its art's size, its art placed on whole device pixels.
    private func plotBox(_ layer: PixelArtLayer, pixel: Double) -> LayoutNode {
        let size = Size(Double(layer.width) * pixel, Double(layer.height) * pixel)
        return Picture(ideal: size) { rect in
            var placed = layer
            placed.origin = Point(rect.minX, rect.minY)
            return [.pixelArt(placed)]
        }
        .frame(width: size.width, height: size.height)
    }

    /// One plot: its ground, then its trees back to front, filling rows from the back corner.
    private func plotLayer(side: Int, pixel: Double, trees range: Range<Int>) throws -> PixelArtLayer {
        let originY = ForestArt.treeRise - 8
        let grid = IsometricGrid(columns: side, rows: side, originX: side * IsometricGrid.tileWidth / 2, originY: originY)
        var commands = try art.ground(grid)
        let count = range.count
        for (col, row) in grid.tilesBackToFront {
            let index = row * side + col
            guard index < count else { continue }
            let tree = state.trees[range.lowerBound + index]
            let (x, y) = grid.center(col: col, row: row)
            commands.append(try art.stand(tree.completed ? "tree-5" : "tree-withered", x: x, y: y))
        }
        let artWidth = grid.floorWidth, artHeight = originY + grid.floorHeight + ForestArt.sideDepth
        return PixelArtLayer(width: artWidth, height: artHeight, origin: Point(0, 0), pixelSize: pixel, commands: commands)
    }
}
