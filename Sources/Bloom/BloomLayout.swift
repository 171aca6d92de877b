import Terrarium
import TerrariumLayout

/// Lays out Bloom's widgets and dashboard with TerrariumLayout: nothing has a fixed y, the
/// plant takes the room the text leaves, and text shrinks a little before a widget gives up
/// a line.
struct BloomLayout {
    let display: BloomDisplay
    let style: BloomStyle
    let size: Size
    let sprites: any SpriteCatalog
    /// The screen's safe area, for the dashboard.
    var safeArea = ScreenInsets(top: 59, bottom: 34)
    /// The plant sprite's name in the sprite catalogue.
    var plantSprite: String { "bloom/\(display.asset)" }
    /// Seconds into the stage change (`StageChange`), for a frame of the dashboard's animation;
    /// nil for the still, the new stage alone.
    var time: Double? = nil
    /// The reader's text size: at the accessibility sizes the dashboard's lines wrap and the
    /// screen scrolls rather than cut them.
    var typeSize: TypeSize = .large
    /// Whether the count is written compact ("12.4K") however much room this widget has: the
    /// small widget on this screen and text size could not hold the whole number, and a
    /// screen's home-screen widgets write one number one way (issue 35.6).
    var compactCount = false

    var background: Paint { .vertical(Rect(size: size), style.gradientTop, style.gradientBottom) }

    /// The plant image, as large as its box allows. Every stage shares one canvas and one
    /// content box, so the pot stays in place as the plant grows; the sparkles of the last
    /// stage lie outside that box, within the image.
    func plant() throws -> LayoutNode {
        let info = try sprites.info(plantSprite)
        let name = plantSprite
        // During a stage change the stage before dissolves into this one (seed 000: no hard
        // cuts); every stage shares one canvas, so the two frames lie on each other, and a
        // cross-dissolve keeps the pot and soil the two stages share still (issue 35.4).
        if let time, let previous = StageChange.previousAsset(display), previous != display.asset {
            let incoming = StageChange.opacity(at: time)
            if incoming < 1 {
                let old = "bloom/\(previous)"
                let oldInfo = try sprites.info(old)
                return Shape { rect in
                    [.crossFade(from: [.sprite(name: old, frame: oldInfo.frame(fittingContentIn: rect), sampling: .smooth)],
                                to: [.sprite(name: name, frame: info.frame(fittingContentIn: rect), sampling: .smooth)],
                                progress: incoming)]
                }.frame(maxWidth: .infinity, maxHeight: .infinity).id("plant")
            }
        }
        return Shape { rect in [.sprite(name: name, frame: info.frame(fittingContentIn: rect), sampling: .smooth)] }
            .frame(maxWidth: .infinity, maxHeight: .infinity).id("plant")
    }

    func progressBar(height: Double) -> LayoutNode {
        let progress = display.progress
        let track = style.track, fill = progress >= 1 ? style.complete : style.fill
        return Shape { frame in
            let radius = frame.height / 2
            var commands: [DrawCommand] = [.fill(.roundedRect(frame, radius: radius), .solid(track))]
            guard progress > 0 else { return commands }
            // A sliver narrower than the bar's height would draw as a squashed dot.
            let bar = Rect(x: frame.minX, y: frame.minY, width: max(frame.height, frame.width * progress), height: frame.height)
            commands.append(.fill(.roundedRect(bar, radius: radius), .solid(fill)))
            return commands
        }
        .frame(height: height).id("progress")
    }

    func button(_ title: String, height: Double, font: Font) -> LayoutNode {
        let fill = style.buttonFill
        return Text(title, font: font, color: style.buttonText, alignment: .center).minimumScaleFactor(0.8).id("button")
            .padding(EdgeInsets(horizontal: height / 2))
            .frame(height: height)
            .background { rect in [.fill(.roundedRect(rect, radius: rect.height / 2), .solid(fill))] }
    }

    func text(_ string: String, _ font: Font, _ color: Color, alignment: TextAlignment = .center,
                      minimumScale: Double = 0.8) -> LayoutNode {
        Text(string, font: font, color: color, alignment: alignment).minimumScaleFactor(minimumScale)
    }

    var counter: String { "\(grouped(display.steps)) / \(grouped(display.goal))" }

    var progressCaption: String {
        display.steps >= display.goal ? "Goal reached · \(display.stage?.title ?? "")"
                                      : "\(display.percent)% of your goal · \(display.stage?.title ?? "")"
    }

    /// What to say instead of a count when steps cannot be read.
    /// `hint` is the one short line a small widget has room for under the title.
    var accessPrompt: (title: String, detail: String, action: String, hint: String)? {
        switch display.healthAccess {
        case .authorized: nil
        case .denied: ("Steps unavailable", "Allow Bloom to read your steps in Settings", "Open Settings", "Open Settings")
        case .notDetermined: ("Connect Health", "Bloom grows as you walk", "Connect Health", "Tap to begin")
        }
    }

    func widget(_ content: LayoutNode, padding: EdgeInsets) -> LayoutNode {
        let background = self.background
        return content.padding(padding).frame(width: size.width, height: size.height)
            .background { rect in [.fill(.rect(rect), background)] }
    }

    // MARK: Widgets

    /// The plant over the count and its bar, or over the prompt's title and hint. The plant
    /// takes what the text leaves.
    func small() throws -> LayoutNode {
        let plant = try plant()
        let footer: LayoutNode = if let prompt = accessPrompt {
            VStack(alignment: 0.5, spacing: 0) {
                text(prompt.title, style.caption, style.primary).id("title")
                text(prompt.hint, style.caption, style.secondary).id("hint")
            }
        } else {
            VStack(alignment: 0.5, spacing: 6) {
                text(counter, style.caption, style.primary).id("counter")
                progressBar(height: 6)
            }
        }
        return widget(VStack(alignment: 0.5, spacing: 4) { plant; footer }, padding: EdgeInsets(top: 8, leading: 14, bottom: 12, trailing: 14))
    }

    /// The plant as a square on the left; the stage, the count and the bar, or the prompt,
    /// on the right. A short widget gives up the prompt's detail before anything is cut.
    func medium() throws -> LayoutNode {
        let side = size.height - 16
        let plant = try plant().frame(width: side, height: side)
        let right: LayoutNode
        if let prompt = accessPrompt {
            right = ViewThatFits(in: .vertical) {
                // The detail whole (as many lines as it takes), or not at all.
                for showsDetail in [true, false] {
                    VStack(alignment: 0, spacing: 6) {
                        text(prompt.title, style.stat, style.primary, alignment: .leading, minimumScale: 0.7).id("title")
                        if showsDetail {
                            text(prompt.detail, style.caption, style.secondary, alignment: .leading, minimumScale: 1)
                                .lineLimit(nil).id("detail")
                        }
                        button(prompt.action, height: 34, font: style.caption).padding(EdgeInsets(top: 4))
                    }
                }
            }
        } else {
            let number = grouped(display.steps)
            // Seven-digit counts drop to the stat size so the number is never cut short.
            let numberFont = number.count > 6 ? style.stat.withSize(26) : style.display
            right = VStack(alignment: 0, spacing: 2) {
                text(display.stage?.title ?? "", style.caption, style.secondary, alignment: .leading).id("stage")
                text(number, numberFont, style.primary, alignment: .leading, minimumScale: 0.6).id("steps")
                text("of \(grouped(display.goal)) steps", style.caption, style.secondary, alignment: .leading).id("goal")
                progressBar(height: 8).padding(EdgeInsets(top: 14))
            }
        }
        return widget(HStack(alignment: 0.5, spacing: 12) { plant; right.frame(maxWidth: .infinity, alignment: .leading) },
                      padding: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 18))
    }

    /// The plant over a footer: the count, the caption and the bar, or the prompt.
    func large() throws -> LayoutNode {
        let plant = try plant()
        let footer: LayoutNode = if let prompt = accessPrompt {
            VStack(alignment: 0.5, spacing: 4) {
                text(prompt.title, style.stat, style.primary).id("title")
                text(prompt.detail, style.caption, style.secondary).lineLimit(2).balanced().id("detail")
                button(prompt.action, height: 36, font: style.caption).padding(EdgeInsets(top: 8))
            }
        } else {
            VStack(alignment: 0.5, spacing: 4) {
                text(counter, style.stat, style.primary).id("counter")
                text(progressCaption, style.caption, style.secondary).id("caption")
                progressBar(height: 8).padding(EdgeInsets(top: 14, leading: 8, bottom: 0, trailing: 8))
            }
        }
        return widget(VStack(alignment: 0.5, spacing: 10) { plant; footer }, padding: EdgeInsets(top: 14, leading: 24, bottom: 18, trailing: 24))
    }

    // MARK: Lock screen

    // iOS draws the lock screen's accessory widgets in one colour over the wallpaper (the
    // vibrant rendering): these are white at the system's opacities (`AccessoryInk`) over a
    // transparent background, with no gradient, colour or plant art of their own.

    /// The circle: the gauge of steps toward the goal around the count ("4,250", "12.4K") and
    /// "steps"; a dash where steps cannot be read.
    func accessoryCircular() -> LayoutNode {
        let stroke = (size.width / 12).rounded()
        let count = display.healthAccess == .authorized ? compactSteps(display.steps) : "—"
        let label = VStack(alignment: 0.5, spacing: 0) {
            text(count, style.stat.withSize(17), AccessoryInk.primary, minimumScale: 0.6).id("steps")
            text(display.steps == 1 && display.healthAccess == .authorized ? "step" : "steps", style.caption.withSize(11),
                 AccessoryInk.secondary).id("unit")
        }
        // The widest line the circle holds near its middle: the inner diameter, less a margin.
        return label.padding(stroke + 3)
            .frame(width: size.width, height: size.height)
            .background { rect in gaugeCommands(rect, stroke: stroke) }
    }

    /// Progress toward the goal as a ring in `rect`: the track, then the walked part clockwise
    /// from twelve o'clock (full at the goal and beyond; empty without a count).
    func gaugeCommands(_ rect: Rect, stroke: Double) -> [DrawCommand] {
        let progress = display.healthAccess == .authorized ? display.progress : 0
        let center = Point(rect.midX, rect.midY)
        let radius = max(0, min(rect.width, rect.height) / 2 - stroke / 2)
        return DrawCommand.progressRing(center: center, radius: radius, width: stroke, fraction: progress,
                                        track: AccessoryInk.track, fill: AccessoryInk.primary)
    }

    /// The rectangle's bar toward the goal, in the lock screen's ink.
    func accessoryBar(height: Double) -> LayoutNode {
        let progress = display.healthAccess == .authorized ? display.progress : 0
        return Shape { frame in
            let radius = frame.height / 2
            var commands: [DrawCommand] = [.fill(.roundedRect(frame, radius: radius), .solid(AccessoryInk.track))]
            guard progress > 0 else { return commands }
            let bar = Rect(x: frame.minX, y: frame.minY, width: max(frame.height, frame.width * progress), height: frame.height)
            commands.append(.fill(.roundedRect(bar, radius: radius), .solid(AccessoryInk.primary)))
            return commands
        }
        .frame(height: height).id("progress")
    }

    /// The rectangle under the clock: the count, a bar toward the goal, and the percentage with
    /// the stage's name; or the prompt's title and hint.
    func accessoryRectangular() -> LayoutNode {
        let content: LayoutNode
        if let prompt = accessPrompt {
            content = VStack(alignment: 0, spacing: 2) {
                text(prompt.title, style.stat.withSize(17), AccessoryInk.primary, alignment: .leading, minimumScale: 0.7).id("title")
                text(prompt.hint, style.caption.withSize(13), AccessoryInk.secondary, alignment: .leading, minimumScale: 0.85).id("hint")
            }
        } else {
            content = VStack(alignment: 0, spacing: 5) {
                text(display.stepsText, style.stat.withSize(17), AccessoryInk.primary, alignment: .leading, minimumScale: 0.7).id("steps")
                accessoryBar(height: 6)
                ViewThatFits(in: .horizontal) {
                    for caption in display.goalCaptions {
                        text(caption, style.caption.withSize(13), AccessoryInk.secondary, alignment: .leading, minimumScale: 0.85).id("caption")
                    }
                }
            }
        }
        return content.frame(maxWidth: .infinity, alignment: .leading)
            .padding(EdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 2))
            .frame(width: size.width, height: size.height)
    }

    /// The line beside the date: "4,250 steps · Growing".
    func accessoryInline() -> LayoutNode {
        text(display.inlineText, style.stat.withSize(15), AccessoryInk.primary, alignment: .leading, minimumScale: 0.8).id("line")
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(width: size.width, height: size.height)
    }

    // MARK: Dashboard

    /// The app's main screen: the greeting header, the plant view (up to 60 % of the screen's
    /// height), and the step counter with its progress bar, top to bottom inside the safe area.
    ///
    /// At the accessibility sizes every line may wrap instead (a line limit of `lines`), the
    /// plant keeps a fixed share of the screen, and the whole is at least the screen's height
    /// but as tall as its text needs: the screen scrolls, as SwiftUI's would.
    func dashboard() throws -> LayoutNode {
        let large = typeSize.isAccessibilitySize
        let lines: Int? = large ? nil : 1
        let plant = large ? try plant().frame(height: (size.height * 0.4).rounded())
                          : try plant().frame(maxHeight: size.height * 0.60).layoutPriority(1)
        let footer: LayoutNode = if let prompt = accessPrompt {
            VStack(alignment: 0.5, spacing: 4) {
                text(prompt.title, style.stat, style.primary).wrapping(lines).id("title")
                text(prompt.detail, style.caption, style.secondary).lineLimit(large ? nil : 2).balanced().id("detail")
                (large ? button(prompt.action, font: style.stat) : button(prompt.action, height: 48, font: style.stat))
                    .padding(EdgeInsets(top: 16))
            }
        } else {
            VStack(alignment: 0.5, spacing: 4) {
                text(counter, style.stat, style.primary).wrapping(lines).id("counter")
                text(display.steps >= display.goal ? "steps today · goal reached" : "steps today · \(display.percent)% of your goal",
                     style.caption, style.secondary).wrapping(lines).id("caption")
                progressBar(height: 10).padding(EdgeInsets(top: 16, leading: 8, bottom: 0, trailing: 8))
            }
        }
        let content = VStack(alignment: 0, spacing: 0) {
            text(display.greeting, style.display, style.primary, alignment: .leading, minimumScale: 0.7).wrapping(lines).id("greeting")
            text(longDate(display.local.date), style.caption, style.secondary, alignment: .leading).wrapping(lines).id("date")
                .padding(EdgeInsets(top: 2))
            Spacer(minLength: 16)
            plant
            Spacer(minLength: 16)
            footer.frame(maxWidth: .infinity)
        }
        let padding = EdgeInsets(top: safeArea.top + 4, leading: 24, bottom: max(24, safeArea.bottom + 12), trailing: 24)
        guard large else { return widget(content, padding: padding) }
        let colours = (style.gradientTop, style.gradientBottom)
        return content.padding(padding).frame(minWidth: size.width, maxWidth: size.width, minHeight: size.height)
            .background { rect in [.fill(.rect(rect), .vertical(rect, colours.0, colours.1))] }
    }

    /// A button as tall as its title needs, for titles that may wrap at the accessibility sizes.
    func button(_ title: String, font: Font) -> LayoutNode {
        let fill = style.buttonFill
        return Text(title, font: font, color: style.buttonText, alignment: .center).minimumScaleFactor(0.8).lineLimit(nil).id("button")
            .padding(EdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24))
            .background { rect in [.fill(.roundedRect(rect, radius: min(rect.height / 2, 28)), .solid(fill))] }
    }
}

/// "Sunday, November 22" (English, as Bloom V1 is).
func longDate(_ date: LocalDate) -> String {
    let weekdays = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
    let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                  "October", "November", "December"]
    // 1970-01-01 was a Thursday.
    let weekday = weekdays[((date.daysSinceEpoch % 7) + 7) % 7]
    return "\(weekday), \(months[date.month - 1]) \(date.day)"
}
