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
    static let contactLabel = "Phone or email (optional)"
    static let frequencyHint = "How often do you usually talk?"
    static let continueButton = "Continue"
    /// PRD 10: friend-adding may be skipped, for an empty garden.
    static let skipLink = "Skip for now"

    /// The "helpful hint" under the frequency (PRD 10): what the choice means for the plant,
    /// which dries in one contact window (PRD 3, `ContactFrequency.decayPerDay`).
    static func frequencyMeaning(_ frequency: ContactFrequency) -> String {
        "Needs a call or text every \(frequency.days) days"
    }

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
    static func pageDots(_ step: OnboardingStep, y: Int, artW: Int, on: Color, off: Color) -> [DrawCommand] {
        let count = OnboardingStep.allCases.count, size = 4, gap = 4
        let x0 = (artW - count * size - (count - 1) * gap) / 2
        return OnboardingStep.allCases.enumerated().map { i, step2 in
            PixelUI.rect(x0 + i * (size + gap), y, size, size, step2 == step ? on : off)
        }
    }

    /// An empty pixel input box, `width` art pixels wide, as tall as a line of the form's words
    /// at the reader's size and 3 art pixels above and below it (20 art pixels at `large`).
    func inputBox(width: Int, id: String, _ content: LayoutNode? = nil) throws -> LayoutNode {
        let k = Self.panelK, unit = ui.unit
        let edge = try color(.panelEdge), fill = try color(.panelLight)
        // Empty, a hidden line of the form's words holds the box's height.
        let line = pixelText("Ag", font: try ui.font(dots: 1), dots: dots(3), edge, id: id + "-line").hidden()
        let inner = content ?? line
        return inner
            .padding(EdgeInsets(top: 15, leading: 24, bottom: 15, trailing: 24))
            .inSteps(of: artPixel, alignment: .leading)
            .frame(width: Double(width * k), alignment: .leading)
            .background { rect in
                [PixelUI.artLayer(in: rect, k: k, unit: unit) { w, h in [PixelUI.rect(0, 0, w, h, edge), PixelUI.rect(1, 1, w - 2, h - 2, fill)] }]
            }
            .id(id)
    }

    /// `onboarding-welcome`, `-account`, `-friend`, `-place`. Their words follow the reader's
    /// text size; where they no longer fit the sheet, it grows taller by whole art pixels, the
    /// page dots at its new bottom.
    func onboardingLayout(_ step: OnboardingStep) throws -> LayoutNode {
        let k = Self.panelK, unit = ui.unit
        let artW = width / k
        let text = try color(.text), muted = try color(.textMuted), title = try color(.title), pixel = try ui.font(dots: 1)
        let onBackdrop = try color(.onBackdrop), onBackdropMuted = try color(.onBackdropMuted)
        let deep = try color(.backdropDeep), dotOff = try color(.barEmpty), panel = try ui.panelColors()
        let body = dots(3)
        var rows: [LayoutNode] = []
        let gardenTop = 24
        // The account and the first friend are framed panels; the welcome and the last screen
        // show the greenhouse: as it stands on the welcome, with the plant being placed (the
        // input's `edit`) on the last.
        let framed = step == .account || step == .firstFriend
        var greenhouse: [DrawCommand] = []
        if !framed {
            var input = self.garden.input
            if step == .welcome { input.drop = nil }
            var garden = GardenArt(garden: GardenState(input), theme: theme, sprites: sprites)
            garden.offsetX = (artW - IsoGrid.artWidth) / 2
            garden.offsetY = gardenTop
            greenhouse = try garden.commands()
        }
        let art = greenhouse
        let backdrop: DrawInRect = { rect in
            [PixelUI.artLayer(in: rect, k: k, unit: unit) { artW, artH in
                [PixelUI.rect(0, 0, artW, artH, deep)] + art + (framed ? PixelUI.panel(4, 4, artW - 8, artH - 8, panel) : [])
                    + Self.pageDots(step, y: artH - 16, artW: artW, on: framed ? title : onBackdrop, off: dotOff)
            }]
        }
        switch step {
        case .welcome:
            rows.append(Spacer().frame(height: Double((gardenTop + IsoGrid.artHeight + 8) * k)))
            rows.append(try textRow(pixelText(OnboardingCopy.welcomeTitle, font: pixel, dots: dots(5), onBackdrop, lines: nil, id: "title"),
                                pitch: 120, base: 5, alignment: .top))
            rows.append(try textRow(pixelText(OnboardingCopy.welcomeSubtitle, font: pixel, dots: body, onBackdropMuted,
                                          lines: body == 3 ? 2 : nil, id: "subtitle"),
                                pitch: 200, base: 3, gap: 60, alignment: .top))  // room for two lines at `large`
            rows.append(try panelButton(OnboardingCopy.getStarted, width: 192, color: text, truncatable: false, id: "get-started"))
        case .account:
            rows.append(Spacer().frame(height: 260))
            rows.append(try textRow(pixelText(OnboardingCopy.accountTitle, font: pixel, dots: dots(5), title, alignment: .leading, lines: nil, id: "title"),
                                pitch: 170, base: 5))
            for (label, id) in [(OnboardingCopy.emailLabel, "email"), (OnboardingCopy.phoneLabel, "phone"),
                                (OnboardingCopy.passwordLabel, "password")] {
                rows.append(try textRow(pixelText(label, font: pixel, dots: body, muted, alignment: .leading, lines: nil, id: id + "-label"),
                                    pitch: 70, base: 3))
                rows.append(try inputBox(width: 192, id: id).padding(EdgeInsets(bottom: room(40))))
            }
            rows.append(try panelButton(OnboardingCopy.signUp, width: 192, color: title, truncatable: false, id: "sign-up")
                .padding(EdgeInsets(bottom: room(20))))
            rows.append(try panelButton(OnboardingCopy.signInWithApple, width: 192, color: text, truncatable: false, id: "apple")
                .padding(EdgeInsets(bottom: room(20))))
            rows.append(pixelText(OnboardingCopy.signInLink, font: pixel, dots: body, muted, lines: nil, id: "sign-in")
                .frame(maxWidth: .infinity))
        case .firstFriend:
            let friend = onboardingFriend?.friend
            // Less room above the prompt than the account's sheet leaves: this one has a form, eight
            // plants, the frequencies and its buttons to hold at 1920 px.
            rows.append(Spacer().frame(height: 70))
            rows.append(try textRow(pixelText(OnboardingCopy.friendPrompt, font: pixel, dots: dots(4), title, alignment: .leading, lines: nil, id: "prompt"),
                                pitch: 130, base: 4))
            rows.append(try panelButton(OnboardingCopy.contactPicker, width: 192, color: text, truncatable: false, id: "contacts")
                .padding(EdgeInsets(bottom: room(20))))
            rows.append(try textRow(pixelText(OnboardingCopy.nameLabel, font: pixel, dots: body, muted, alignment: .leading, lines: nil, id: "name-label"),
                                pitch: 70, base: 3))
            let name = friend.map { pixelText($0.name, font: pixel, dots: body, text, alignment: .leading, truncatable: true, id: "name") }
            rows.append(try inputBox(width: 192, id: "name-box", name).padding(EdgeInsets(bottom: room(20))))
            rows.append(try textRow(pixelText(OnboardingCopy.contactLabel, font: pixel, dots: body, muted, alignment: .leading, lines: nil,
                                              id: "contact-label"), pitch: 70, base: 3))
            rows.append(try inputBox(width: 192, id: "contact-box").padding(EdgeInsets(bottom: room(30))))
            rows.append(try plantChooser(selected: friend?.plant).padding(EdgeInsets(bottom: room(20))))
            rows.append(try textRow(pixelText(OnboardingCopy.frequencyHint, font: pixel, dots: body, muted, alignment: .leading, lines: nil, id: "hint"),
                                pitch: 80, base: 3))
            // Three choices side by side while each fits its 60 art pixels; one under another
            // where one would not, and at the accessibility sizes. The chosen one's label is
            // in the ink of the others, its frame doubled: in the title's red it read as disabled.
            let frequencies = ContactFrequency.allCases
            rows.append(try buttonRow({ width in
                try frequencies.map { frequency in
                    try panelButton(frequency.displayName, width: width, color: text,
                                    truncatable: false, id: "frequency-\(frequency.rawValue)", chosen: frequency == friend?.frequency)
                }
            }, width: 60, spacing: 10, fits: try labelsFit(frequencies.map(\.displayName), buttonWidth: 60))
                .padding(EdgeInsets(bottom: room(20))))
            if let frequency = friend?.frequency {
                rows.append(try textRow(pixelText(OnboardingCopy.frequencyMeaning(frequency), font: pixel, dots: body, muted,
                                                  alignment: .leading, lines: nil, id: "frequency-meaning"),
                                        pitch: 80, base: 3))
            }
            // The way on, at the foot of the sheet as the other screens' buttons are, and the
            // PRD's way past it.
            rows.append(Spacer(minLength: room(16)))
            rows.append(try panelButton(OnboardingCopy.continueButton, width: 192, color: text, truncatable: false, id: "continue")
                .padding(EdgeInsets(bottom: room(20))))
            rows.append(pixelText(OnboardingCopy.skipLink, font: pixel, dots: body, muted, lines: nil, id: "skip")
                .frame(maxWidth: .infinity))
        case .place:
            rows.append(Spacer().frame(height: Double((gardenTop + IsoGrid.artHeight + 4) * k)))
            for (i, tip) in OnboardingCopy.tutorial.enumerated() {
                rows.append(try textRow(HStack(alignment: 0, spacing: room(24)) {
                    pixelText("\(i + 1)", font: pixel, dots: body, onBackdrop, id: "tip-\(i + 1)-number")
                    pixelText(tip, font: pixel, dots: body, onBackdropMuted, alignment: .leading, lines: body == 3 ? 2 : nil, id: "tip-\(i + 1)")
                        .balanced().frame(maxWidth: .infinity, alignment: .leading)
                }, pitch: 84, base: 3))
            }
            rows.append(Spacer().frame(height: room(40)))
            rows.append(try panelButton(OnboardingCopy.startGardening, width: 192, color: text, truncatable: false, id: "start"))
        }
        // The rows end 32 art pixels above the bottom: 12 clear of the page dots (16 up).
        return VStack(alignment: 0.5, spacing: 0) { for row in rows { row } }
            .padding(EdgeInsets(leading: Double(12 * k), bottom: Double(32 * k), trailing: Double(12 * k)))
            .inSteps(of: artPixel, alignment: .top)
            .frame(minWidth: size.width, idealWidth: size.width, maxWidth: size.width, minHeight: size.height, alignment: .top)
            .background(backdrop)
    }

    /// The eight plant types (mature, healthy), the chosen one framed: four to a row (4x2),
    /// each name under its plant in its cell; at the accessibility sizes two to a row (2x4),
    /// where the larger names have room. A name wraps rather than be cut; the cells of a row
    /// grow together, by whole art pixels.
    func plantChooser(selected: PlantType?) throws -> LayoutNode {
        let k = Self.panelK, gap = 4, unit = ui.unit
        let columns = typeSize.isAccessibilitySize ? 2 : 4
        let cellW = (192 - (columns - 1) * gap) / columns  // 45 art pixels, or 94 at two a row
        let shade = try color(.panelShade), chosen = try color(.title), fill = try color(.panel), ink = try color(.text)
        let pixel = try ui.font(dots: 1), small = dots(2)
        var cells: [LayoutNode] = []
        for plant in PlantType.allCases {
            let name = "\(plant.rawValue)-mature"
            let info = try sprites.info("rooted/" + name)
            // The plant stands on art row 34 of its cell, centred.
            let sprite = try GardenArt.stamp(name, x: cellW / 2 - Int(info.anchorX), y: 34 - Int(info.anchorY), sprites: sprites)
            let isChosen = plant == selected
            // The chosen name in the ink of the others (in the frame's red it read as disabled).
            let label = pixelText(plant.displayName, font: pixel, dots: small, ink, lines: nil, id: "plant-\(plant.rawValue)")
            cells.append(VStack(alignment: 0.5, spacing: 0) {
                Spacer().frame(height: Double(35 * k))
                // Each name in the 10 art pixels under its plant at `large`, more as it grows.
                label.frame(width: Double(cellW * k)).frame(minHeight: 50)
                Spacer().frame(height: Double(k))
            }
            .inSteps(of: artPixel, alignment: .top)
            .frame(maxHeight: .infinity, alignment: .top)
            .background { rect in
                [PixelUI.artLayer(in: rect, k: k, unit: unit) { w, h in
                    [PixelUI.rect(0, 0, w, h, isChosen ? chosen : shade), PixelUI.rect(1, 1, w - 2, h - 2, fill)]
                        + (isChosen ? [PixelUI.rect(1, 1, w - 2, 1, chosen), PixelUI.rect(1, h - 2, w - 2, 1, chosen)] : [])
                        + [sprite]
                }]
            })
        }
        let rows = stride(from: 0, to: cells.count, by: columns).map { Array(cells[$0 ..< min($0 + columns, cells.count)]) }
        return VStack(alignment: 0, spacing: Double(gap * k)) {
            for row in rows {
                HStack(alignment: 0, spacing: Double(gap * k)) { for cell in row { cell } }.fixedSize(horizontal: false, vertical: true)
            }
        }.id("plants")
    }
}
