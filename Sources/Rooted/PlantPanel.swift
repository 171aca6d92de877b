import Foundation
import Terrarium
import TerrariumGraphics
import TerrariumLayout

/// A button on the plant's info panel (PRD 7, "Interaction Buttons"; PRD 8, "Plant Death Handling").
enum PanelAction: String, CaseIterable, Sendable {
    case call, text, log, edit, remove, revive
}

/// What the info panel and the remove confirmation say and offer, as pure functions.
enum PanelRules {
    /// A living plant's panel offers Call, Text, Log Interaction, Edit and Remove; a dead one
    /// only the document's two choices, Revive and Remove.
    static func actions(_ state: PlantState) -> [PanelAction] {
        state == .dead ? [.revive, .remove] : [.call, .text, .log, .edit, .remove]
    }

    /// The button's words: "Call [Name]" and "Text [Name]" carry the friend's name.
    static func label(_ action: PanelAction, name: String) -> String {
        switch action {
        case .call: "Call \(name)"
        case .text: "Text \(name)"
        case .log: "Log Interaction"
        case .edit: "Edit"
        case .remove: "Remove"
        case .revive: "Revive"
        }
    }

    /// Names longer than this are cut with an ellipsis inside the confirmation's question, so
    /// the question's own words ("'s plant?") always show.
    static let confirmNameLimit = 20

    /// PRD 8: "Remove [Name]'s plant? This cannot be undone." The question, the name
    /// shortened to `confirmNameLimit` characters (the last one an ellipsis) when longer.
    static func confirmQuestion(name: String) -> String {
        let short = name.count > confirmNameLimit ? String(name.prefix(confirmNameLimit - 1)) + "…" : name
        return "Remove \(short)'s plant?"
    }

    static let confirmWarning = "This cannot be undone."
    /// The confirmation's buttons (the document gives none): the destructive one, then the way out.
    static let confirmButtons = ["Remove", "Cancel"]
}

extension RootedSurfaces {
    static let panelK = 5

    /// The greenhouse behind a panel, dimmed (the document's backdrop blur, which pixel art
    /// does not take: a blur would smear its pixels), and the sheet's frame from `sheetTop`
    /// (art pixels) to the bottom.
    func sheetBackdrop(sheetTop: Int) throws -> DrawCommand {
        let k = Self.panelK
        let (artW, artH) = (width / k, height / k)
        var commands: [DrawCommand] = [PixelUI.rect(0, 0, artW, artH, try color(.backdropDeep))]
        var art = self.art
        art.offsetX = (artW - IsoGrid.artWidth) / 2
        commands += try art.commands()
        commands.append(.group([PixelUI.rect(0, 0, artW, artH, try color(.backdropDeep))], clip: nil, opacity: 0.55))
        commands += try ui.panel(0, sheetTop, artW, artH - sheetTop)
        // The grab handle: the sheet slides up from the bottom and down to close.
        commands.append(PixelUI.rect(artW / 2 - 12, sheetTop + 5, 24, 2, try color(.panelShade)))
        return ui.layer(width: artW, height: artH, x: 0, y: 0, k: k, commands)
    }

    /// A chunky pixel button `width` art pixels wide, its words centred.
    /// A `chosen` one (a choice made) is ringed inside in the title colour.
    func panelButton(_ label: String, width: Int, color: Color, truncatable: Bool, id: String, chosen: Bool = false) throws -> LayoutNode {
        let k = Self.panelK, h = 26
        var frame = try ui.panel(0, 0, width, h)
        if chosen {
            let ring = try self.color(.title)
            frame += [PixelUI.rect(2, 2, width - 4, 1, ring), PixelUI.rect(2, h - 3, width - 4, 1, ring),
                      PixelUI.rect(2, 2, 1, h - 4, ring), PixelUI.rect(width - 3, 2, 1, h - 4, ring)]
        }
        let unit = ui.unit
        let commands = frame
        return pixelText(label, font: try ui.font(dots: 1), dots: 3, color, truncatable: truncatable, id: id)
            .padding(EdgeInsets(horizontal: 30))
            .frame(width: Double(width * k), height: Double(h * k))
            .background { rect in
                [.pixelArt(PixelArtLayer(width: width, height: h, origin: rect.origin, pixelSize: Double(k) * unit, commands: commands))]
            }
    }

    /// `plant-panel`: the info panel slid up over the dimmed greenhouse: the friend's name,
    /// plant and stage, hydration and its bar, streak and next watering, then the buttons.
    func plantPanelLayout(_ plant: PlantStatus?) throws -> LayoutNode {
        let k = Self.panelK, sheetTop = 168
        let text = try color(.text), muted = try color(.textMuted), title = try color(.title), pixel = try ui.font(dots: 1)
        var rows: [LayoutNode] = []
        if let plant {
            let kind = CareRules.kindText(plant), water = CareRules.wateringText(plant)
            let bar = try ui.hydrationBar(level: plant.hydration.level, x: 0, y: 0, segments: 12, cell: 13, height: 8,
                                          colorBlind: garden.input.colorBlind)
            rows.append(pixelText(plant.friend.name, font: pixel, dots: 5, title, alignment: .leading, truncatable: true, id: "name")
                .frame(maxWidth: .infinity, minHeight: 120, alignment: .topLeading))
            rows.append(pixelText(kind, font: pixel, dots: 3, text, alignment: .leading, id: "kind")
                .frame(maxWidth: .infinity, minHeight: 84, alignment: .topLeading))
            rows.append(HStack(alignment: 0, spacing: 16) {
                pixelText("Hydration", font: pixel, dots: 3, muted, alignment: .leading, id: "hydration-label")
                Spacer(minLength: 0)
                pixelText(Self.percent(plant.hydration.level), font: pixel, dots: 3, text, alignment: .trailing, id: "hydration")
            }.frame(minHeight: 72, alignment: .top))
            rows.append(artBox(width: 169, height: 10, k: k, bar).id("bar").frame(minHeight: 84, alignment: .topLeading))
            let streak = Self.streakText(plant.friend.streakDays, dead: plant.state == .dead)
            rows.append(HStack(alignment: 0, spacing: 24) {
                if let streak { pixelText(streak, font: pixel, dots: 3, title, alignment: .leading, id: "streak") }
                pixelText(water, font: pixel, dots: 3, text, alignment: streak == nil ? .leading : .trailing, id: "water")
                    .frame(maxWidth: .infinity, alignment: streak == nil ? .leading : .trailing)
            }.frame(maxWidth: .infinity, minHeight: 100, alignment: .topLeading))
            let actions = PanelRules.actions(plant.state)
            func button(_ action: PanelAction, width: Int) throws -> LayoutNode {
                try panelButton(PanelRules.label(action, name: plant.friend.name), width: width,
                                color: action == .remove ? title : text, truncatable: action == .call || action == .text,
                                id: action.rawValue)
            }
            // Two to a row, Log Interaction alone on its row; a dead plant's two choices side by side.
            let pairs: [[PanelAction]] = actions.count == 2 ? [actions] : [[.call, .text], [.log], [.edit, .remove]]
            for pair in pairs {
                var buttons: [LayoutNode] = []
                for action in pair { buttons.append(try button(action, width: pair.count == 1 ? 192 : 94)) }
                rows.append(HStack(alignment: 0, spacing: 20) { for b in buttons { b } }.frame(minHeight: 150, alignment: .topLeading))
            }
        } else {
            rows.append(pixelText("No friends yet", font: pixel, dots: 5, title, id: "empty").frame(maxWidth: .infinity, minHeight: 130, alignment: .top))
            rows.append(pixelText("Plant your first friend", font: pixel, dots: 3, muted, id: "empty-hint").frame(maxWidth: .infinity))
        }
        let backdrop = try sheetBackdrop(sheetTop: sheetTop)
        return VStack(alignment: 0, spacing: 0) { for row in rows { row } }
            .padding(EdgeInsets(top: Double((sheetTop + 16) * k), leading: Double(12 * k), trailing: Double(12 * k)))
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .background { _ in [backdrop] }
    }

    /// `remove-confirm`: the confirmation sheet Remove asks for (PRD 8), over the dimmed
    /// greenhouse: the question, the warning, Remove and Cancel.
    func removeConfirmLayout(_ plant: PlantStatus?) throws -> LayoutNode {
        let k = Self.panelK, sheetTop = 204
        let text = try color(.text), muted = try color(.textMuted), title = try color(.title), pixel = try ui.font(dots: 1)
        var rows: [LayoutNode] = []
        if let plant {
            rows.append(pixelText(PanelRules.confirmQuestion(name: plant.friend.name), font: pixel, dots: 4, title, id: "question")
                .lineLimit(2).frame(maxWidth: .infinity, minHeight: 190, alignment: .top))
            rows.append(pixelText(PanelRules.confirmWarning, font: pixel, dots: 3, muted, id: "warning")
                .frame(maxWidth: .infinity, minHeight: 110, alignment: .top))
            rows.append(try panelButton(PanelRules.confirmButtons[0], width: 192, color: title, truncatable: false, id: "confirm-remove")
                .frame(minHeight: 150, alignment: .top))
            rows.append(try panelButton(PanelRules.confirmButtons[1], width: 192, color: text, truncatable: false, id: "cancel"))
        } else {
            rows.append(pixelText("No friends yet", font: pixel, dots: 5, title, id: "empty").frame(maxWidth: .infinity, minHeight: 130, alignment: .top))
        }
        let backdrop = try sheetBackdrop(sheetTop: sheetTop)
        return VStack(alignment: 0.5, spacing: 0) { for row in rows { row } }
            .padding(EdgeInsets(top: Double((sheetTop + 16) * k), leading: Double(12 * k), trailing: Double(12 * k)))
            .frame(width: size.width, height: size.height, alignment: .top)
            .background { _ in [backdrop] }
    }
}
