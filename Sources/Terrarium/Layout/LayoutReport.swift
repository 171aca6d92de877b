import TerrariumGraphics

/// The resolved layout as `render --layout FILE.json` writes it: the canvas in pixels and
/// every box, in paint order, with its rectangle in pixels.
public enum LayoutReport {
    /// The report of `inspection`: `width` and `height` and every box's `rect` in device pixels
    /// (rounded to 1/100), with its id, role, parent, overlay flag and, for text, what was drawn
    /// and its lines as drawn, whether it was cut, how far it shrank, any missing glyphs and any
    /// clusters drawn in pieces.
    public static func json(_ inspection: SceneInspection) -> JSONValue {
        let scale = Double(inspection.scale)
        func pixels(_ value: Double) -> JSONValue {
            let scaled = value * scale
            let rounded = (scaled * 100).rounded() / 100
            return rounded == rounded.rounded() ? .integer(Int(rounded)) : .number(rounded)
        }
        let boxes: [JSONValue] = inspection.boxes.map { box in
            var fields: [String: JSONValue] = [
                "id": .string(box.id),
                "role": .string(box.role.rawValue),
                "rect": .array([pixels(box.rect.minX), pixels(box.rect.minY), pixels(box.rect.width), pixels(box.rect.height)]),
            ]
            if let parent = box.parent { fields["parent"] = .string(parent) }
            if box.overlay { fields["overlay"] = .bool(true) }
            if box.control { fields["control"] = .bool(true) }
            if let metrics = box.metrics {
                fields["text"] = .string(metrics.drawnText)
                fields["truncated"] = .bool(metrics.truncated)
                fields["scaledBy"] = .number((metrics.scaledBy * 1000).rounded() / 1000)
                fields["missingGlyphs"] = .integer(metrics.missingGlyphs)
                fields["lines"] = .array(metrics.lineTexts.map(JSONValue.string))
                if metrics.splitClusters > 0 { fields["splitClusters"] = .integer(metrics.splitClusters) }
            }
            return .object(fields)
        }
        return [
            "width": .integer(Int((inspection.size.width * scale).rounded())),
            "height": .integer(Int((inspection.size.height * scale).rounded())),
            "boxes": .array(boxes),
        ]
    }
}
