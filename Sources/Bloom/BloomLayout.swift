import Terrarium

/// Lays out Bloom's widgets and dashboard as scenes. Sizes are in points; every position is a
/// fraction of the canvas or a fixed margin, so the layouts hold on every iPhone class.
struct BloomLayout {
    let display: BloomDisplay
    let style: BloomStyle
    let size: Size
    let measurer: any TextMeasurer
    let sprites: any SpriteCatalog
    /// The plant sprite's name in the sprite catalogue.
    var plantSprite: String { "bloom/\(display.asset)" }

    private var bounds: Rect { Rect(size: size) }

    private func base() -> Scene {
        var scene = Scene(size: size)
        scene.fill(.rect(bounds), .vertical(bounds, style.gradientTop, style.gradientBottom))
        return scene
    }

    /// The plant image, as large as the frame allows. Every stage shares one canvas and one
    /// content box, so the pot stays in place as the plant grows.
    private func plant(_ scene: inout Scene, in frame: Rect) throws {
        let info = try sprites.info(plantSprite)
        scene.sprite(plantSprite, in: info.frame(fittingContentIn: frame))
    }

    private func progressBar(_ scene: inout Scene, in frame: Rect) {
        let radius = frame.height / 2
        scene.fill(.roundedRect(frame, radius: radius), .solid(style.track))
        guard display.progress > 0 else { return }
        // A sliver narrower than the bar's height would draw as a squashed dot.
        let width = max(frame.height, frame.width * display.progress)
        let bar = Rect(x: frame.minX, y: frame.minY, width: width, height: frame.height)
        scene.fill(.roundedRect(bar, radius: radius), .solid(display.progress >= 1 ? style.complete : style.fill))
    }

    private func button(_ scene: inout Scene, _ title: String, centeredAt center: Point, height: Double, font: Font) throws {
        let width = min(size.width - 48, try measurer.size(of: title, font: font).width + height)
        let frame = Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
        scene.fill(.roundedRect(frame, radius: height / 2), .solid(style.buttonFill))
        scene.text(TextBlock(title, font: font, color: style.buttonText, frame: frame,
                             alignment: .center, verticalAlignment: .center))
    }

    private func text(_ scene: inout Scene, _ string: String, _ font: Font, _ color: Color, _ frame: Rect,
                      alignment: TextAlignment = .center, lines: Int = 1) {
        scene.text(TextBlock(string, font: font, color: color, frame: frame, alignment: alignment,
                             verticalAlignment: .center, maxLines: lines))
    }

    private var counter: String { "\(grouped(display.steps)) / \(grouped(display.goal))" }

    private var progressCaption: String {
        display.steps >= display.goal ? "Goal reached · \(display.stage?.title ?? "")"
                                      : "\(display.percent)% of your goal · \(display.stage?.title ?? "")"
    }

    /// What to say instead of a count when steps cannot be read.
    /// `hint` is the one short line a small widget has room for under the title.
    private var accessPrompt: (title: String, detail: String, action: String, hint: String)? {
        switch display.healthAccess {
        case .authorized: nil
        case .denied: ("Steps unavailable", "Allow Bloom to read your steps in Settings", "Open Settings", "Open Settings")
        case .notDetermined: ("Connect Health", "Bloom grows as you walk", "Connect Health", "Tap to begin")
        }
    }

    // MARK: Widgets

    func small() throws -> Scene {
        var scene = base()
        let pad = 14.0
        let width = size.width - 2 * pad
        let barY = size.height - pad - 6
        let captionFrame = Rect(x: pad, y: barY - 24, width: width, height: 18)
        try plant(&scene, in: Rect(x: pad, y: 8, width: width, height: captionFrame.minY - 10))
        if let prompt = accessPrompt {
            text(&scene, prompt.title, style.caption, style.primary, captionFrame)
            text(&scene, prompt.hint, style.caption, style.secondary,
                 Rect(x: pad, y: captionFrame.maxY, width: width, height: 18))
        } else {
            text(&scene, counter, style.caption, style.primary, captionFrame)
            progressBar(&scene, in: Rect(x: pad, y: barY, width: width, height: 6))
        }
        return scene
    }

    func medium() throws -> Scene {
        var scene = base()
        let plantSide = size.height - 16
        try plant(&scene, in: Rect(x: 8, y: 8, width: plantSide, height: plantSide))
        let x = plantSide + 20
        let width = size.width - x - 18
        let top = (size.height - 118) / 2
        if let prompt = accessPrompt {
            text(&scene, prompt.title, style.stat, style.primary, Rect(x: x, y: top, width: width, height: 28), alignment: .leading)
            text(&scene, prompt.detail, style.caption, style.secondary, Rect(x: x, y: top + 30, width: width, height: 40),
                 alignment: .leading, lines: 2)
            let buttonWidth = min(width, try measurer.size(of: prompt.action, font: style.caption).width + 34)
            try button(&scene, prompt.action, centeredAt: Point(x + buttonWidth / 2, top + 97), height: 34, font: style.caption)
            return scene
        }
        text(&scene, display.stage?.title ?? "", style.caption, style.secondary,
             Rect(x: x, y: top, width: width, height: 18), alignment: .leading)
        let number = grouped(display.steps)
        // Seven-digit counts drop to the stat size so the number is never cut short.
        let numberFont = number.count > 6 ? style.stat.withSize(26) : style.display
        text(&scene, number, numberFont, style.primary, Rect(x: x, y: top + 20, width: width, height: 44), alignment: .leading)
        text(&scene, "of \(grouped(display.goal)) steps", style.caption, style.secondary,
             Rect(x: x, y: top + 66, width: width, height: 18), alignment: .leading)
        progressBar(&scene, in: Rect(x: x, y: top + 100, width: width, height: 8))
        return scene
    }

    func large() throws -> Scene {
        var scene = base()
        let footer = 112.0
        try plant(&scene, in: Rect(x: 16, y: 14, width: size.width - 32, height: size.height - footer - 14))
        let y = size.height - footer
        let width = size.width - 48
        if let prompt = accessPrompt {
            text(&scene, prompt.title, style.stat, style.primary, Rect(x: 24, y: y + 4, width: width, height: 28))
            text(&scene, prompt.detail, style.caption, style.secondary, Rect(x: 24, y: y + 32, width: width, height: 20))
            try button(&scene, prompt.action, centeredAt: Point(size.width / 2, y + 78), height: 36, font: style.caption)
            return scene
        }
        text(&scene, counter, style.stat, style.primary, Rect(x: 24, y: y + 8, width: width, height: 28))
        text(&scene, progressCaption, style.caption, style.secondary, Rect(x: 24, y: y + 38, width: width, height: 20))
        progressBar(&scene, in: Rect(x: 32, y: y + 72, width: size.width - 64, height: 8))
        return scene
    }

    // MARK: Dashboard

    /// The app's main screen: greeting header, the plant view at 60% of the screen's height,
    /// and the step counter with its progress bar.
    func dashboard() throws -> Scene {
        var scene = base()
        let h = size.height
        let margin = 24.0
        let width = size.width - 2 * margin
        // Below the status bar and Dynamic Island (59 pt on a 932 pt screen).
        let headerTop = h * 0.068
        text(&scene, display.greeting, style.display, style.primary,
             Rect(x: margin, y: headerTop, width: width, height: 42), alignment: .leading)
        text(&scene, longDate(display.local.date), style.caption, style.secondary,
             Rect(x: margin, y: headerTop + 44, width: width, height: 20), alignment: .leading)
        let plantView = Rect(x: 0, y: h * 0.15, width: size.width, height: h * 0.60)
        try plant(&scene, in: plantView.insetBy(dx: margin, dy: 0))
        let footer = plantView.maxY + h * 0.025
        if let prompt = accessPrompt {
            text(&scene, prompt.title, style.stat, style.primary, Rect(x: margin, y: footer, width: width, height: 28))
            text(&scene, prompt.detail, style.caption, style.secondary, Rect(x: margin, y: footer + 32, width: width, height: 40), lines: 2)
            try button(&scene, prompt.action, centeredAt: Point(size.width / 2, footer + 104), height: 48, font: style.stat)
            return scene
        }
        text(&scene, counter, style.stat, style.primary, Rect(x: margin, y: footer, width: width, height: 28))
        text(&scene, display.steps >= display.goal ? "steps today · goal reached" : "steps today · \(display.percent)% of your goal",
             style.caption, style.secondary, Rect(x: margin, y: footer + 32, width: width, height: 20))
        progressBar(&scene, in: Rect(x: margin + 8, y: footer + 72, width: width - 16, height: 10))
        return scene
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
