import Terrarium
import TerrariumLayout

/// The lock screen's platter and the expanded island at the accessibility text sizes
/// (`ForestActivityTypeRules`): a row of the title or the tree and the countdown, the status
/// on a line of its own across the width, and the bar. A text shrinks to fit its line, never
/// below its xxxLarge size (`TypeSize.fitGrowth`) nor a word broken.
extension ForestLiveActivity {
    func largeTextLayout(_ family: WidgetFamily, parts: [ForestActivityTypeRules.Part]) throws -> LayoutNode {
        let clock = ForestActivityRules.clock(session)
        let island = family == .islandExpanded
        let text = style.color(island ? .islandText : .textPrimary)
        let statusColor = style.color(island ? islandTint : tint)
        let leading: LayoutNode = parts.contains(.tree)
            ? picture(try tileArt(), maxPixel: 1).frame(width: 44, height: 64).id("tree")
            : Text(ForestActivityTypeRules.title(session.status), font: style.font(.headline), color: text)
                .minimumScaleFactor(0.6).id("title")
        let body = VStack(alignment: 0, spacing: 8) {
            HStack(alignment: 0.5, spacing: 0) {
                leading
                Spacer(minLength: island ? LiveActivitySizes.sensorWidth + 24 : 12)
                if parts.contains(.clock) {
                    Text(clock.value, font: style.font(.countdown).withSize(island ? 36 : 40), color: text, alignment: .trailing)
                        .minimumScaleFactor(0.7).id("clock")
                }
            }
            Text(ForestActivityRules.status(session), font: style.font(.caption), color: statusColor)
                .minimumScaleFactor(0.6).id("status")
            bar(track: style.color(island ? .islandTrack : .ringTrack), fill: statusColor).id("progress")
        }
        if island {
            return body.padding(EdgeInsets(top: 10, leading: 22, bottom: 18, trailing: 22))
                .frame(width: size.width)
                .background { rect in [.fill(.rect(rect), .solid(dynamicIslandColor))] }
        }
        let background = Paint.vertical(Rect(size: size), style.color(.backgroundTop), style.color(.backgroundBottom))
        return body.padding(Self.margin)
            .frame(width: size.width)
            .background { rect in [.fill(.rect(rect), background)] }
    }
}
