import Terrarium
import TerrariumLayout

/// The lock screen's platter and the expanded island at the accessibility text sizes
/// (`CalmActivityTypeRules`): the phase's name over the countdown on the platter, the badge
/// and the countdown either side of the sensors over the name in the island, and the eight
/// phases along the bottom. A text shrinks to fit its line no further than its xxxLarge size
/// (`TypeSize.fitGrowth`), nor breaks a word.
extension CalmLiveActivity {
    func largeTextLayout(_ family: WidgetFamily, parts: [CalmActivityTypeRules.Part]) -> LayoutNode {
        let island = family == .islandExpanded
        let title = ui.text(CalmActivityRules.title(moment), .headline, .onAudio, alignment: island ? .center : .leading,
                            shrink: CalmActivityTypeRules.titleShrink)
            .id("title")
        let timer = Text(MeditationPlan.clock(moment.remaining), font: style.font(.timer).withSize(32), color: style.color(.onAudio),
                         alignment: .trailing).minimumScaleFactor(0.7).id("timer")
        let phases = phaseBar(track: style.color(.onAudio).withAlpha(0.25), fill: style.color(.onAudio)).id("phases")
        let swirl = swirlCommands(color: style.color(.audioSwirl))
        if island {
            return VStack(alignment: 0.5, spacing: 8) {
                HStack(alignment: 0.5, spacing: 0) {
                    if parts.contains(.badge) { badge(side: 44) }
                    Spacer(minLength: LiveActivitySizes.sensorWidth + 24)
                    timer
                }
                title.frame(maxWidth: .infinity)
                phases
            }
            .padding(EdgeInsets(top: 10, leading: 22, bottom: 18, trailing: 22))
            .frame(width: size.width)
            .background { rect in [.fill(.rect(rect), .solid(dynamicIslandColor)), .group(swirl, clip: .rect(rect), opacity: 0.6)] }
        }
        let background = Paint.vertical(Rect(size: size), style.color(.audioTop), style.color(.audioBottom))
        return VStack(alignment: 0, spacing: 8) {
            title.frame(maxWidth: .infinity, alignment: .leading)
            timer
            phases
        }
        .padding(Self.margin)
        .frame(width: size.width)
        .background { rect in [.fill(.rect(rect), background), .group(swirl, clip: .rect(rect), opacity: 1)] }
    }
}
