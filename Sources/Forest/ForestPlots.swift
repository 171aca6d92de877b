import Foundation
import Terrarium

/// The `forest` scene: every tree, grown and withered, planted in order on isometric plots of
/// land, as tall as it needs to be, a page at a time.
///
/// A small forest (up to 36 trees) is one plot drawn at 2 points per art pixel; a larger one is
/// plots of 10 x 10 trees at 1 point per art pixel, oldest first. A page holds 1,000 trees (ten
/// plots, about 2,700 pt tall, 8,000 px at 3x), so memory stays bounded however large the forest.
struct ForestPlots {
    let state: ForestState
    let style: ForestStyle
    let art: ForestArt
    let width: Double
    let page: Int

    static let treesPerPage = 1_000
    static let plotSide = 10
    static let smallForest = 36

    /// How many pages a forest of `trees` takes (an empty forest is one page).
    static func pages(trees: Int) -> Int { max(1, (trees + treesPerPage - 1) / treesPerPage) }

    /// The plots of one page: each plot's side in tiles, its points per art pixel and its trees'
    /// indices in the whole forest.
    static func plots(trees: Int, page: Int) -> [(side: Int, pixel: Double, trees: Range<Int>)] {
        let first = (page - 1) * treesPerPage
        let last = min(trees, first + treesPerPage)
        if trees <= smallForest {
            let side = max(4, Int(Double(trees).squareRoot().rounded(.up)))
            return [(side, 2, 0..<trees)]
        }
        return stride(from: first, to: last, by: plotSide * plotSide).map { start in
            (plotSide, 1, start..<min(last, start + plotSide * plotSide))
        }
    }

    func scene() throws -> Scene {
        let trees = state.trees
        let pages = Self.pages(trees: trees.count)
        guard page <= pages else {
            throw RenderError.pageOutOfRange(page, pages: pages, perPage: Self.treesPerPage, what: "trees")
        }
        var commands: [DrawCommand] = []
        var y = 56.0
        commands.append(.text(TextBlock("Your forest", font: style.font(.title), color: style.color(.textPrimary),
                                        frame: Rect(x: 20, y: y, width: width - 40, height: 36))))
        y += 40
        let withered = trees.lazy.filter { !$0.completed }.count
        let grown = trees.count - withered
        var summary = trees.isEmpty ? "No trees yet"
            : "\(ForestRules.groupThousands(grown)) \(grown == 1 ? "tree" : "trees") grown"
        if withered > 0 { summary += " · \(ForestRules.groupThousands(withered)) withered" }
        commands.append(.text(TextBlock(summary, font: style.font(.headline), color: style.color(.accent),
                                        frame: Rect(x: 20, y: y, width: width - 40, height: 24))))
        y += 26
        if pages > 1 {
            let plots = Self.plots(trees: trees.count, page: page)
            let from = (plots.first?.trees.lowerBound ?? 0) + 1, to = plots.last?.trees.upperBound ?? 0
            commands.append(.text(TextBlock(
                "Page \(page) of \(pages) · trees \(ForestRules.groupThousands(from))–\(ForestRules.groupThousands(to))",
                font: style.font(.caption), color: style.color(.textSecondary),
                frame: Rect(x: 20, y: y, width: width - 40, height: 20))))
            y += 22
        }
        y += 16
        let plots = Self.plots(trees: trees.count, page: page)
        for plot in plots {
            if plots.count > 1 || pages > 1 {
                let label = "Trees \(ForestRules.groupThousands(plot.trees.lowerBound + 1))–\(ForestRules.groupThousands(plot.trees.upperBound))"
                commands.append(.text(TextBlock(label, font: style.font(.caption), color: style.color(.textSecondary),
                                                frame: Rect(x: 20, y: y, width: width - 40, height: 20))))
                y += 16
            }
            let layer = try plotLayer(side: plot.side, pixel: plot.pixel, trees: plot.trees, top: y)
            commands.append(.pixelArt(layer))
            y = layer.frame.maxY + 20
        }
        if trees.isEmpty {
            commands.append(.text(TextBlock("Finish a 25-minute focus session to plant your first tree.",
                                            font: style.font(.body), color: style.color(.textSecondary),
                                            frame: Rect(x: 40, y: y, width: width - 80, height: 44),
                                            alignment: .center, maxLines: 2)))
            y += 48
        }
        let size = Size(width, (y + 20).rounded(.up))
        let bounds = Rect(size: size)
        return Scene(size: size, commands: [.fill(.rect(bounds), .vertical(bounds, style.color(.backgroundTop),
                                                                            style.color(.backgroundBottom)))] + commands)
    }

    /// One plot: its ground, then its trees back to front, filling rows from the back corner.
    private func plotLayer(side: Int, pixel: Double, trees range: Range<Int>, top: Double) throws -> PixelArtLayer {
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
        let x = ((width - Double(artWidth) * pixel) / 2).rounded(.down)
        return PixelArtLayer(width: artWidth, height: artHeight, origin: Point(x, top.rounded(.down)), pixelSize: pixel,
                             commands: commands)
    }
}
