import Terrarium
import TerrariumLayout

/// The `audio` scene: the hot chocolate audio guide's player (seed/003, Premium Audio
/// Experience, full player): the warm brown gradient with its swirling circles, the guide's
/// title, a large play/pause button, the time as current / total and the progress.
///
/// The document gives the guide's file (hot_chocolate_guide.mp3, under 5 MB) but not its
/// length; `AudioGuideScreen.length`, 5:00, stands in for it.
struct AudioGuideScreen {
    /// The guide's length in seconds.
    static let length = 300
    let elapsed: Double
    let playing: Bool
    let size: Size
    /// The reader's text size: at the accessibility sizes the words wrap and the screen scrolls.
    var typeSize: TypeSize = .large

    /// Whole seconds heard, at most the guide's length.
    var heard: Int { min(Self.length, Int(elapsed.rounded(.down))) }
    var finished: Bool { heard >= Self.length }

    /// The line under the title: the guide's length, or, once heard, a send-off.
    private var subtitle: String { finished ? Self.subtitles[1] : Self.subtitles[0] }
    static let subtitles = ["Audio guide · \(MeditationPlan.clock(length))", "Guide complete. Enjoy your cocoa."]

    /// The player's inline title, 44 pt; at an accessibility size it may wrap, and grows.
    private func titleBar(_ ui: CalmLayout) -> LayoutNode {
        let title = ui.text("HC Audio", .headline, .onAudio, alignment: .center, shrink: 0.8).id("navigation-title")
            .frame(maxWidth: .infinity)
        return ui.accessible ? title.frame(minHeight: 44) : title.frame(height: 44)
    }

    func layout(style: CalmStyle, safeArea: ScreenInsets) -> LayoutNode {
        let ui = CalmLayout(style: style, accessible: typeSize.isAccessibilitySize)
        let on = style.color(.onAudio), track = style.color(.onAudio).withAlpha(0.25)
        let swirl = style.color(.audioSwirl)
        let elapsed = self.elapsed
        let fraction = Double(heard) / Double(Self.length)
        let showsPause = playing && !finished
        return VStack(alignment: 0.5, spacing: 0) {
            titleBar(ui)
            Spacer(minLength: 16)
            ui.icon(.hotChocolate, side: 56, .onAudio).padding(EdgeInsets(bottom: 16))
            ui.text(RecipeStep.title, .largeTitle, .onAudio, alignment: .center, lines: 2, shrink: 0.7, balanced: true)
                .id("title")
            // At an accessibility size the line takes the room of either, so the screen keeps
            // its height when the guide ends.
            ui.reserving(ui.text(subtitle, .body, .onAudioSecondary, alignment: .center, lines: 2, shrink: 0.85, balanced: true).id("subtitle"),
                         for: Self.subtitles.map { ui.text($0, .body, .onAudioSecondary, alignment: .center, lines: 2, shrink: 0.85) })
                .padding(EdgeInsets(top: 8))
            // The player is one group, centred: only the space above and below it grows.
            Spacer(minLength: 16).frame(maxHeight: 40)
            Shape(ideal: Size(120, 120)) { rect in
                let center = Point(rect.midX, rect.midY), radius = min(rect.width, rect.height) / 2
                var commands: [DrawCommand] = [.fill(.circle(center: center, radius: radius), .solid(on))]
                let glyph = radius * 0.34
                let brown = style.color(.audioBottom)
                if showsPause {
                    let bar = glyph * 0.36, gap = glyph * 0.42
                    for x in [center.x - gap - bar, center.x + gap] {
                        commands.append(.fill(.roundedRect(Rect(x: x, y: center.y - glyph, width: bar, height: glyph * 2), radius: bar / 3),
                                              .solid(brown)))
                    }
                } else {
                    // The play triangle sits a little right of centre, as its visual weight does.
                    let left = center.x - glyph * 0.7, right = center.x + glyph * 1.05
                    commands.append(.fill(Path { path in
                        path.move(to: Point(left, center.y - glyph))
                        path.line(to: Point(right, center.y))
                        path.line(to: Point(left, center.y + glyph))
                        path.close()
                    }, .solid(brown)))
                }
                return commands
            }
            .aspectRatio(1).frame(maxWidth: 120, maxHeight: 120).layoutPriority(1).id("play-pause")
            Spacer(minLength: 16).frame(maxHeight: 32)
            ui.text("\(MeditationPlan.clock(heard)) / \(MeditationPlan.clock(Self.length))", .headline, .onAudio, alignment: .center,
                    wraps: false, steady: true)
                .id("time")
            Shape(ideal: Size(300, 6)) { rect in
                let bar = Rect(x: rect.minX, y: rect.midY - 3, width: rect.width, height: 6)
                var commands: [DrawCommand] = [.fill(.roundedRect(bar, radius: 3), .solid(track))]
                if fraction > 0 {
                    let done = Rect(x: bar.minX, y: bar.minY, width: max(6, bar.width * fraction), height: bar.height)
                    commands.append(.fill(.roundedRect(done, radius: 3), .solid(on)))
                }
                return commands
            }
            .frame(maxWidth: .infinity).frame(height: 6).padding(EdgeInsets(top: 12, leading: 12, trailing: 12)).id("progress")
            ui.text(showsPause ? "Playing" : finished ? "Finished" : "Paused", .footnote, .onAudioSecondary, alignment: .center,
                    wraps: false, steady: true)
                .id("status").padding(EdgeInsets(top: 10))
            Spacer(minLength: 16)
        }
        .padding(EdgeInsets(top: safeArea.top, leading: CalmStyle.padding, bottom: max(20, safeArea.bottom + 8),
                            trailing: CalmStyle.padding))
        // The whole screen, or the whole content when a large text size makes it scroll; the
        // circles stand where the clock is (paused, neither moves).
        .background { rect in
            let circles = AudioSwirl.circles(at: elapsed, in: rect.size)
            return [.fill(.rect(rect), .linear(from: Point(rect.midX, rect.minY), to: Point(rect.midX, rect.maxY),
                                        stops: [GradientStop(0, style.color(.audioTop)), GradientStop(1, style.color(.audioBottom))]))]
                // Clipped to the screen: the circles roam past its edges.
                + [.group(circles.map { .fill(.circle(center: $0.center, radius: $0.radius), .solid(swirl)) },
                          clip: .rect(rect), opacity: 1)]
        }
    }
}
