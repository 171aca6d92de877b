/// The one place a scene's canvas is resolved from the names a job gives (family or format,
/// scale, device): the renderer, batch's planner and the golden cases all come through here, so
/// a job is judged the same whichever tool runs it.
extension SceneSpec {
    /// The canvas for `family` (or format), `scale` and `device`, each defaulted as `RenderRequest`
    /// says, or the `RenderError` naming the one this scene does not take.
    public func canvas(family: String?, scale: Int?, device name: String?) throws(RenderError) -> CanvasSpec {
        var device = Device.default
        var screen = device.screen
        if let name {
            guard let found = Device.named(name) else { throw .unknownDevice(name, known: Device.allScreenNames) }
            (device, screen) = found
        }
        func checked(_ scale: Int) throws(RenderError) -> Int {
            guard Device.supportedScales.contains(scale) else { throw .unsupportedScale(scale) }
            return scale
        }
        switch layout {
        case .screen, .scroll:
            if family != nil { throw .familyOnScreen(scene: self.name) }
            // No scene draws a watch app's screens.
            if device.idiom == .watch { throw .screenNotForScene(screen.description, scene: self.name, known: Device.phoneScreenNames) }
            // iPad and landscape screens only for the scenes laid out to use their width.
            if !adaptsToWideScreens, device.idiom == .pad || screen.isLandscape {
                throw .screenNotForScene(screen.description, scene: self.name, known: Device.phoneScreenNames)
            }
            return CanvasSpec(size: screen, scale: try checked(scale ?? device.nativeScale), family: nil, device: device,
                              screenSize: screen)
        case .widget(let families):
            let chosen = family ?? families.first?.rawValue ?? WidgetFamily.small.rawValue
            guard let widget = WidgetFamily(rawValue: chosen), families.contains(widget) else {
                throw .unknownFamily(chosen, scene: self.name, known: families.map(\.rawValue))
            }
            // With no device named, a family the default iPhone lacks (iPad's extra-large) is
            // drawn on the first class that has it, so `--family extra-large` alone, the golden
            // cases and render-examples need no device.
            if name == nil, !device.supports(widget), let first = Device.all.first(where: { $0.supports(widget) }) {
                (device, screen) = (first, first.screen)
            }
            // A screen Apple gives no container sizes for: refused, naming the nearest that has
            // them, where that one has this family for this scene (otherwise the usual answer).
            if let nearest = device.nearestDocumented, let documented = Device.named(nearest.description),
               supports(widget, on: documented.device, screen: documented.screen) {
                throw .familySizeUnpublished(widget.rawValue, device: screen.portrait.description, nearest: nearest.description)
            }
            guard supports(widget, on: device, screen: screen), let size = device.widgetSize(widget, on: screen) else {
                throw .familyNotOnDevice(widget.rawValue, device: screen.portrait.description,
                                         known: families.filter { supports($0, on: device, screen: screen) }.map(\.rawValue))
            }
            return CanvasSpec(size: size, scale: try checked(scale ?? device.nativeScale),
                              family: widget, device: device, screenSize: screen)
        case .image(let formats):
            if name != nil { throw .deviceOnImage(scene: self.name) }
            let chosen = family ?? formats.first?.name ?? ""
            guard let format = formats.first(where: { $0.name == chosen }) else {
                throw .unknownFamily(chosen, scene: self.name, known: formats.map(\.name))
            }
            return CanvasSpec(size: format.size, scale: try checked(scale ?? 1), family: nil, device: device, format: format)
        }
    }
}

extension SceneSpec {
    /// Whether the scene has watch complications: it declares the watch's own family,
    /// accessory-corner, so its app has a watch app and its other accessory families are drawn on
    /// the face too. Another scene's accessory families are an iPhone's lock screen's only: an
    /// iOS widget does not appear on the watch.
    public var hasWatchComplications: Bool {
        if case .widget(let families) = layout { families.contains(.accessoryCorner) } else { false }
    }

    /// Whether this scene's `family` is drawn on `device`'s `screen`: the device has the
    /// container, and a watch only for a scene with watch complications.
    public func supports(_ family: WidgetFamily, on device: Device, screen: Size) -> Bool {
        device.supports(family, on: screen) && (device.idiom != .watch || hasWatchComplications)
    }
}

extension CanvasSpec {
    /// What `--family` names for this canvas (a widget family or an image format); nil for a screen.
    public var variant: String? { family?.rawValue ?? format?.name }

    /// The size part of an output's name: the family or format, or the screen for a screen.
    public var label: String { variant ?? screen.description }

    /// The safe area of the screen drawn on, in its orientation.
    public var safeArea: ScreenInsets { device.safeArea(on: screen) }
}
