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
        case .call: "Call \(TextDirection.isolated(name))"
        case .text: "Text \(TextDirection.isolated(name))"
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
        return "Remove \(TextDirection.isolated(short))'s plant?"
    }

    static let confirmWarning = "This cannot be undone."
    /// The confirmation's buttons (the document gives none): the destructive one, then the way out.
    static let confirmButtons = ["Remove", "Cancel"]
}

extension RootedSurfaces {
    static let panelK = 5

    /// The greenhouse behind a panel, dimmed (the document's backdrop blur, which pixel art
    /// does not take: a blur would smear its pixels), and the sheet's frame from `sheetTop`
    /// (art pixels) to the bottom: drawn in the image's rectangle, so a sheet that grows with
    /// larger text reaches its new bottom.
    func sheetBackdrop(sheetTop: Int) throws -> DrawInRect {
        let k = Self.panelK, unit = ui.unit
        let artW = width / k
        let deep = try color(.backdropDeep), handle = try color(.panelShade), panel = try ui.panelColors()
        var art = self.art
        art.offsetX = (artW - IsoGrid.artWidth) / 2
        let greenhouse = try art.commands()
        return { rect in
            [PixelUI.artLayer(in: rect, k: k, unit: unit) { artW, artH in
                [PixelUI.rect(0, 0, artW, artH, deep)] + greenhouse + [
                    .group([PixelUI.rect(0, 0, artW, artH, deep)], clip: nil, opacity: 0.55),
                ] + PixelUI.panel(0, sheetTop, artW, artH - sheetTop, panel) + [
                    // The grab handle: the sheet slides up from the bottom and down to close.
                    PixelUI.rect(artW / 2 - 12, sheetTop + 5, 24, 2, handle),
                ]
            }]
        }
    }

    /// A chunky pixel button `width` art pixels wide, its words centred; 26 art pixels high
    /// at `large`, taller by whole art pixels as its words grow or wrap (the app's own words
    /// wrap; a friend's name, `truncatable`, may end in an ellipsis).
    /// A `chosen` one (a choice made) is ringed inside in the title colour.
    func panelButton(_ label: String, width: Int, color: Color, truncatable: Bool, id: String, chosen: Bool = false) throws -> LayoutNode {
        let k = Self.panelK, unit = ui.unit
        let panel = try ui.panelColors(), ring = try self.color(.title)
        return pixelText(label, font: try ui.font(dots: 1), dots: dots(3), color, truncatable: truncatable,
                         lines: truncatable ? 1 : nil, id: id)
            .padding(EdgeInsets(horizontal: 30, vertical: 30))
            .inSteps(of: artPixel)
            .frame(width: Double(width * k))
            .background { rect in
                [PixelUI.artLayer(in: rect, k: k, unit: unit) { w, h in
                    // Chosen: a ring two art pixels thick inside the frame, as the chosen plant's.
                    PixelUI.panel(0, 0, w, h, panel) + (chosen ? PixelUI.outline(2, 2, w - 4, h - 4, ring) + PixelUI.outline(3, 3, w - 6, h - 6, ring) : [])
                }]
            }
    }

    /// Buttons in a row, 20 base pixels apart (`width` art pixels each), that become a column of
    /// `fullWidth` ones at the accessibility sizes, or wherever `fits` says a label would not
    /// fit its button in the row.
    func buttonRow(_ buttons: (_ width: Int) throws -> [LayoutNode], width: Int, fullWidth: Int = 192, spacing: Double = 20,
                   fits: Bool = true) throws -> LayoutNode {
        if typeSize.isAccessibilitySize || !fits {
            let column = try buttons(fullWidth)
            return VStack(alignment: 0, spacing: room(20)) { for b in column { b } }
        }
        let row = try buttons(width)
        return HStack(alignment: 0, spacing: spacing) { for b in row { b } }
    }

    /// `plant-panel`: the info panel slid up over the dimmed greenhouse: the friend's name,
    /// plant and stage, hydration and its bar, streak and next watering, then the buttons.
    func plantPanelLayout(_ plant: PlantStatus?) throws -> LayoutNode {
        let k = Self.panelK, sheetTop = 168
        let text = try color(.text), muted = try color(.textMuted), title = try color(.title), pixel = try ui.font(dots: 1)
        let body = dots(3)
        var rows: [LayoutNode] = []
        if let plant {
            let kind = CareRules.kindText(plant), water = CareRules.wateringText(plant)
            let bar = try ui.hydrationBarPaint(level: plant.hydration.level, colorBlind: garden.input.colorBlind)
            rows.append(try textRow(pixelText(plant.friend.name, font: pixel, dots: dots(5), title, alignment: .leading, truncatable: true, id: "name"),
                                pitch: 120, base: 5))
            rows.append(try textRow(pixelText(kind, font: pixel, dots: body, text, alignment: .leading, lines: nil, id: "kind"),
                                pitch: 84, base: 3))
            let label = pixelText("Hydration", font: pixel, dots: body, muted, alignment: .leading, lines: nil, id: "hydration-label")
            let level = pixelText(Self.percent(plant.hydration.level), font: pixel, dots: body, text, alignment: .trailing, id: "hydration")
            rows.append(try textRow(sideBySide(HStack(alignment: 0, spacing: room(16)) { label; Spacer(minLength: 0); level },
                                           stacked([label, level])),
                                pitch: 72, base: 3))
            // As wide as the column (the buttons' and the percentage's), in whole art pixels: at
            // its own 169 it stopped short of them.
            let unit = ui.unit
            rows.append(Picture(ideal: Size(Double(169 * k) * unit, Double(10 * k) * unit)) { rect in
                [PixelUI.artLayer(in: rect, k: k, unit: unit) { width, height in
                    bar.bar(x: 0, y: 0, segments: 12, width: width, height: height - 2)
                }]
            }
            .frame(maxWidth: .infinity).frame(height: Double(10 * k) * unit).id("bar")
            .frame(minHeight: 84, alignment: .topLeading))
            let streak = Self.streakText(plant.friend.streakDays, dead: plant.state == .dead)
            let streakText = streak.map { pixelText($0, font: pixel, dots: body, title, alignment: .leading, lines: nil, id: "streak") }
            func waterText(_ trailing: Bool) -> LayoutNode {
                pixelText(water, font: pixel, dots: body, text, alignment: trailing ? .trailing : .leading, lines: nil, id: "water")
                    .frame(maxWidth: .infinity, alignment: trailing ? .trailing : .leading)
            }
            rows.append(try textRow(sideBySide(HStack(alignment: 0, spacing: room(24)) { streakText; waterText(streak != nil) },
                                           stacked([streakText, waterText(false)])),
                                pitch: 100, base: 3))
            let actions = PanelRules.actions(plant.state)
            func button(_ action: PanelAction, width: Int) throws -> LayoutNode {
                try panelButton(PanelRules.label(action, name: plant.friend.name), width: width,
                                color: action == .remove ? title : text, truncatable: action == .call || action == .text,
                                id: action.rawValue)
            }
            // Two to a row, Log Interaction alone on its row; a dead plant's two choices side by
            // side; one to a row at the accessibility sizes.
            let pairs: [[PanelAction]] = actions.count == 2 ? [actions] : [[.call, .text], [.log], [.edit, .remove]]
            for pair in pairs {
                rows.append(try buttonRow({ width in try pair.map { try button($0, width: width) } }, width: pair.count == 1 ? 192 : 94)
                    .padding(EdgeInsets(bottom: room(20))))
            }
        } else {
            rows.append(try textRow(pixelText("No friends yet", font: pixel, dots: dots(5), title, lines: nil, id: "empty"),
                                pitch: 130, base: 5, alignment: .top))
            rows.append(pixelText("Plant your first friend", font: pixel, dots: body, muted, lines: nil, id: "empty-hint").frame(maxWidth: .infinity))
        }
        return sheet(rows, top: sheetTop, alignment: 0, backdrop: try sheetBackdrop(sheetTop: sheetTop))
    }

    /// A sheet's rows from 16 art pixels under its top, 12 in from each side, over `backdrop`;
    /// the image grows, by whole art pixels, where larger text no longer fits (the rows keep
    /// 16 art pixels from the bottom).
    func sheet(_ rows: [LayoutNode], top sheetTop: Int, alignment: Double, backdrop: @escaping DrawInRect) -> LayoutNode {
        let k = Self.panelK
        return VStack(alignment: alignment, spacing: 0) { for row in rows { row } }
            .padding(EdgeInsets(top: Double((sheetTop + 16) * k), leading: Double(12 * k), bottom: Double(16 * k), trailing: Double(12 * k)))
            .inSteps(of: artPixel, alignment: .top)
            .frame(minWidth: size.width, idealWidth: size.width, maxWidth: size.width, minHeight: size.height, alignment: alignment == 0 ? .topLeading : .top)
            .background(backdrop)
    }

    /// `remove-confirm`: the confirmation sheet Remove asks for (PRD 8), over the dimmed
    /// greenhouse: the question, the warning, Remove and Cancel.
    func removeConfirmLayout(_ plant: PlantStatus?) throws -> LayoutNode {
        let sheetTop = 204
        let text = try color(.text), muted = try color(.textMuted), title = try color(.title), pixel = try ui.font(dots: 1)
        var rows: [LayoutNode] = []
        if let plant {
            rows.append(try textRow(pixelText(PanelRules.confirmQuestion(name: plant.friend.name), font: pixel, dots: dots(4), title,
                                          lines: dots(4) == 4 ? 2 : nil, id: "question"),
                                pitch: 190, base: 4, gap: 40, alignment: .top))  // room for two lines at `large`
            rows.append(try textRow(pixelText(PanelRules.confirmWarning, font: pixel, dots: dots(3), muted, lines: nil, id: "warning"),
                                pitch: 110, base: 3, alignment: .top))
            rows.append(try panelButton(PanelRules.confirmButtons[0], width: 192, color: title, truncatable: false, id: "confirm-remove")
                .padding(EdgeInsets(bottom: room(20))))
            rows.append(try panelButton(PanelRules.confirmButtons[1], width: 192, color: text, truncatable: false, id: "cancel"))
        } else {
            rows.append(try textRow(pixelText("No friends yet", font: pixel, dots: dots(5), title, lines: nil, id: "empty"),
                                pitch: 130, base: 5, alignment: .top))
        }
        return sheet(rows, top: sheetTop, alignment: 0.5, backdrop: try sheetBackdrop(sheetTop: sheetTop))
    }
}
