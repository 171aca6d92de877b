import Foundation
import Terrarium
import TerrariumGraphics
import TerrariumLayout

/// The four onboarding screens (PRD 10), in the document's order.
enum OnboardingStep: Int, CaseIterable, Sendable {
    case welcome = 1, account, firstFriend, place

    var scene: RootedScene {
        switch self {
        case .welcome: .onboardingWelcome
        case .account: .onboardingAccount
        case .firstFriend: .onboardingFriend
        case .place: .onboardingPlace
        }
    }
}

/// The onboarding's words, as PRD 10 gives them, and its one form rule.
enum OnboardingCopy {
    static let welcomeTitle = "Welcome to Rooted"
    static let welcomeSubtitle = "Your greenhouse for growing friendships."
    static let getStarted = "Get Started"

    static let accountTitle = "Create your account"
    static let emailLabel = "Email"
    static let phoneLabel = "Phone number (optional)"
    static let passwordLabel = "Password (min 8 characters)"
    static let signUp = "Sign Up"
    static let signInWithApple = "Sign in with Apple"
    static let signInLink = "Already have an account? Sign in"

    static let friendPrompt = "Plant your first friendship"
    static let contactPicker = "Choose from Contacts"
    static let nameLabel = "or enter a name"
    static let frequencyHint = "How often do you usually talk?"

    static let tutorial = [
        "Tap any plant to see details",
        "Call or text to restore hydration",
        "Your plants need regular care to thrive",
    ]
    static let startGardening = "Start Gardening"

    /// PRD 10: the password field asks for at least 8 characters.
    static let minimumPassword = 8
    static func passwordLongEnough(_ password: String) -> Bool { password.count >= minimumPassword }
}

extension RootedSurfaces {
    /// The onboarding's friend: the selected one, else the first; nil on an empty greenhouse.
    var onboardingFriend: PlantStatus? {
        garden.input.selected.flatMap { id in garden.plants.first { $0.friend.id == id } } ?? garden.plants.first
    }

    /// Four page dots, the current one lit, centred at art row `y`.
    func pageDots(_ step: OnboardingStep, y: Int, artW: Int, on: Color, off: Color) -> [DrawCommand] {
        let count = OnboardingStep.allCases.count, size = 4, gap = 4
        let x0 = (artW - count * size - (count - 1) * gap) / 2
        return OnboardingStep.allCases.enumerated().map { i, step2 in
            PixelUI.rect(x0 + i * (size + gap), y, size, size, step2 == step ? on : off)
        }
    }

    /// An empty pixel input box, `width` art pixels wide.
    func inputBox(width: Int, id: String, _ content: LayoutNode? = nil) throws -> LayoutNode {
        let k = Self.panelK, h = 20, unit = ui.unit
        let edge = try color(.panelEdge), fill = try color(.panelLight)
        let box = [PixelUI.rect(0, 0, width, h, edge), PixelUI.rect(1, 1, width - 2, h - 2, fill)]
        let inner = content ?? Spacer(minLength: 0)
        return inner
            .padding(EdgeInsets(horizontal: 24))
            .frame(width: Double(width * k), height: Double(h * k), alignment: .leading)
            .background { rect in
                [.pixelArt(PixelArtLayer(width: width, height: h, origin: rect.origin, pixelSize: Double(k) * unit, commands: box))]
            }
            .id(id)
    }

    /// `onboarding-welcome`, `-account`, `-friend`, `-place`.
    func onboardingLayout(_ step: OnboardingStep) throws -> LayoutNode {
        let k = Self.panelK
        let (artW, artH) = (width / k, height / k)
        let text = try color(.text), muted = try color(.textMuted), title = try color(.title), pixel = try ui.font(dots: 1)
        let onBackdrop = try color(.onBackdrop), onBackdropMuted = try color(.onBackdropMuted)
        var art: [DrawCommand] = [PixelUI.rect(0, 0, artW, artH, try color(.backdropDeep))]
        var rows: [LayoutNode] = []
        let gardenTop = 24
        switch step {
        case .welcome, .place:
            // The welcome's illustration is the greenhouse as it stands; only the last screen
            // shows the plant being placed (the input's `edit`).
            var input = self.garden.input
            if step == .welcome { input.drop = nil }
            var garden = GardenArt(garden: GardenState(input), theme: theme, sprites: sprites)
            garden.offsetX = (artW - IsoGrid.artWidth) / 2
            garden.offsetY = gardenTop
            art += try garden.commands()
            art += pageDots(step, y: artH - 16, artW: artW, on: onBackdrop, off: try color(.barEmpty))
        case .account, .firstFriend:
            art += try ui.panel(4, 4, artW - 8, artH - 8)
            art += pageDots(step, y: artH - 16, artW: artW, on: title, off: try color(.barEmpty))
        }
        switch step {
        case .welcome:
            rows.append(Spacer().frame(height: Double((gardenTop + IsoGrid.artHeight + 8) * k)))
            rows.append(pixelText(OnboardingCopy.welcomeTitle, font: pixel, dots: 5, onBackdrop, id: "title")
                .frame(maxWidth: .infinity, minHeight: 120, alignment: .top))
            rows.append(pixelText(OnboardingCopy.welcomeSubtitle, font: pixel, dots: 3, onBackdropMuted, id: "subtitle")
                .lineLimit(2).frame(maxWidth: .infinity, minHeight: 200, alignment: .top))
            rows.append(try panelButton(OnboardingCopy.getStarted, width: 192, color: text, truncatable: false, id: "get-started"))
        case .account:
            rows.append(Spacer().frame(height: 260))
            rows.append(pixelText(OnboardingCopy.accountTitle, font: pixel, dots: 5, title, alignment: .leading, id: "title")
                .frame(maxWidth: .infinity, minHeight: 170, alignment: .topLeading))
            for (label, id) in [(OnboardingCopy.emailLabel, "email"), (OnboardingCopy.phoneLabel, "phone"),
                                (OnboardingCopy.passwordLabel, "password")] {
                rows.append(pixelText(label, font: pixel, dots: 3, muted, alignment: .leading, id: id + "-label")
                    .frame(maxWidth: .infinity, minHeight: 70, alignment: .topLeading))
                rows.append(try inputBox(width: 192, id: id).frame(minHeight: 140, alignment: .topLeading))
            }
            rows.append(try panelButton(OnboardingCopy.signUp, width: 192, color: title, truncatable: false, id: "sign-up")
                .frame(minHeight: 150, alignment: .topLeading))
            rows.append(try panelButton(OnboardingCopy.signInWithApple, width: 192, color: text, truncatable: false, id: "apple")
                .frame(minHeight: 150, alignment: .topLeading))
            rows.append(pixelText(OnboardingCopy.signInLink, font: pixel, dots: 3, muted, id: "sign-in")
                .frame(maxWidth: .infinity))
        case .firstFriend:
            let friend = onboardingFriend?.friend
            rows.append(Spacer().frame(height: 180))
            rows.append(pixelText(OnboardingCopy.friendPrompt, font: pixel, dots: 4, title, alignment: .leading, id: "prompt")
                .frame(maxWidth: .infinity, minHeight: 130, alignment: .topLeading))
            rows.append(try panelButton(OnboardingCopy.contactPicker, width: 192, color: text, truncatable: false, id: "contacts")
                .frame(minHeight: 150, alignment: .topLeading))
            rows.append(pixelText(OnboardingCopy.nameLabel, font: pixel, dots: 3, muted, alignment: .leading, id: "name-label")
                .frame(maxWidth: .infinity, minHeight: 70, alignment: .topLeading))
            let name = friend.map { pixelText($0.name, font: pixel, dots: 3, text, alignment: .leading, truncatable: true, id: "name") }
            rows.append(try inputBox(width: 192, id: "name-box", name).frame(minHeight: 140, alignment: .topLeading))
            rows.append(try plantChooser(selected: friend?.plant).frame(minHeight: 500, alignment: .topLeading))
            rows.append(pixelText(OnboardingCopy.frequencyHint, font: pixel, dots: 3, muted, alignment: .leading, id: "hint")
                .frame(maxWidth: .infinity, minHeight: 80, alignment: .topLeading))
            var choices: [LayoutNode] = []
            for frequency in ContactFrequency.allCases {
                choices.append(try panelButton(frequency.displayName, width: 60, color: frequency == friend?.frequency ? title : text,
                                               truncatable: false, id: "frequency-\(frequency.rawValue)", chosen: frequency == friend?.frequency))
            }
            rows.append(HStack(alignment: 0, spacing: 10) { for c in choices { c } })
        case .place:
            rows.append(Spacer().frame(height: Double((gardenTop + IsoGrid.artHeight + 4) * k)))
            var tips: [LayoutNode] = []
            for (i, tip) in OnboardingCopy.tutorial.enumerated() {
                tips.append(HStack(alignment: 0, spacing: 24) {
                    pixelText("\(i + 1)", font: pixel, dots: 3, onBackdrop, id: "tip-\(i + 1)-number")
                    pixelText(tip, font: pixel, dots: 3, onBackdropMuted, alignment: .leading, id: "tip-\(i + 1)")
                        .lineLimit(2).balanced().frame(maxWidth: .infinity, alignment: .leading)
                }.frame(maxWidth: .infinity, minHeight: 84, alignment: .topLeading))
            }
            for tip in tips { rows.append(tip) }
            rows.append(Spacer().frame(height: 40))
            rows.append(try panelButton(OnboardingCopy.startGardening, width: 192, color: text, truncatable: false, id: "start"))
        }
        let backdrop = ui.layer(width: artW, height: artH, x: 0, y: 0, k: k, art)
        return VStack(alignment: 0.5, spacing: 0) { for row in rows { row } }
            .padding(EdgeInsets(leading: Double(12 * k), trailing: Double(12 * k)))
            .frame(width: size.width, height: size.height, alignment: .top)
            .background { _ in [backdrop] }
    }

    /// The eight plant types (mature, healthy) in a 4x2 grid, the chosen one framed.
    func plantChooser(selected: PlantType?) throws -> LayoutNode {
        let k = Self.panelK, cellW = 45, cellH = 46, gap = 4, unit = ui.unit
        let (w, h) = (4 * cellW + 3 * gap, 2 * cellH + gap)
        let shade = try color(.panelShade), chosen = try color(.title)
        var art: [DrawCommand] = []
        var labels: [LayoutNode] = []
        for (i, plant) in PlantType.allCases.enumerated() {
            let (cx, cy) = ((i % 4) * (cellW + gap), (i / 4) * (cellH + gap))
            let frame = plant == selected ? chosen : shade
            art += [PixelUI.rect(cx, cy, cellW, cellH, frame), PixelUI.rect(cx + 1, cy + 1, cellW - 2, cellH - 2, try color(.panel))]
            if plant == selected { art.append(contentsOf: [PixelUI.rect(cx + 1, cy + 1, cellW - 2, 1, chosen), PixelUI.rect(cx + 1, cy + cellH - 2, cellW - 2, 1, chosen)]) }
            let name = "\(plant.rawValue)-mature"
            let info = try sprites.info("rooted/" + name)
            art.append(try GardenArt.stamp(name, x: cx + cellW / 2 - Int(info.anchorX), y: cy + 34 - Int(info.anchorY), sprites: sprites))
            labels.append(pixelText(plant.displayName, font: try ui.font(dots: 1), dots: 2, plant == selected ? chosen : try color(.text),
                                    id: "plant-\(plant.rawValue)")
                .frame(width: Double(cellW * k), height: 50))
        }
        let commands = art
        let grid = Picture(ideal: Size(Double(w * k) * unit, Double(h * k) * unit)) { rect in
            [.pixelArt(PixelArtLayer(width: w, height: h, origin: rect.origin, pixelSize: Double(k) * unit, commands: commands))]
        }.frame(width: Double(w * k), height: Double(h * k)).id("plants")
        // Each name in its cell's bottom 10 art pixels.
        let row1 = HStack(alignment: 0, spacing: Double(gap * k)) { for l in labels.prefix(4) { l } }
        let row2 = HStack(alignment: 0, spacing: Double(gap * k)) { for l in labels.suffix(4) { l } }
        return ZStack(alignment: .topLeading) {
            grid
            VStack(alignment: 0, spacing: 0) {
                Spacer().frame(height: Double(35 * k))
                row1
                Spacer().frame(height: Double((cellH + gap) * k) - 50)
                row2
            }.overlay()
        }
    }
}
