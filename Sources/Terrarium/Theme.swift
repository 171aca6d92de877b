import Foundation
import TerrariumGraphics
internal import TerrariumCanvas

/// The tokens a plugin's theme must define: colours by role, fonts by type-scale step.
public struct ThemeSchema: Sendable {
    public var colors: [String]
    public var fonts: [String]
    public init(colors: [String], fonts: [String]) {
        self.colors = colors
        self.fonts = fonts
    }
}

/// A validated theme: every token its plugin's schema names, and no other.
public struct Theme: Sendable {
    public let name: String
    public let plugin: String
    public let file: String
    private let colors: [String: Color]
    private let fonts: [String: Font]

    public func color(_ token: String) throws(ThemeError) -> Color {
        guard let color = colors[token] else { throw ThemeError(file: file, key: "colors.\(token)", "is missing") }
        return color
    }

    public func font(_ token: String) throws(ThemeError) -> Font {
        guard let font = fonts[token] else { throw ThemeError(file: file, key: "fonts.\(token)", "is missing") }
        return font
    }

    /// The theme with every font at `typeSize` (its sizes are the `large` ones), rounded to a
    /// quarter point as iOS rounds scaled fonts.
    public func at(_ typeSize: TypeSize) -> Theme {
        guard typeSize != .large else { return self }
        let scaled = fonts.mapValues { $0.withSize(($0.size * typeSize.scale * 4).rounded() / 4) }
        return Theme(name: name, plugin: plugin, file: file, colors: colors, fonts: scaled)
    }

    public func color<Token: RawRepresentable>(_ token: Token) throws(ThemeError) -> Color where Token.RawValue == String {
        try color(token.rawValue)
    }

    public func font<Token: RawRepresentable>(_ token: Token) throws(ThemeError) -> Font where Token.RawValue == String {
        try font(token.rawValue)
    }

    /// Reads and validates a theme file against `schema`. Every problem names the file and key.
    public static func load(_ url: URL, plugin: String, schema: ThemeSchema) throws(ThemeError) -> Theme {
        let file = url.lastPathComponent
        let name = url.deletingPathExtension().lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ThemeError(file: file, key: nil, "cannot be read (\(error.localizedDescription))")
        }
        return try parse(data, name: name, file: file, plugin: plugin, schema: schema)
    }

    /// Validates a theme's bytes against `schema`; `file` and `name` say where they came from.
    public static func parse(_ data: Data, name: String, file: String, plugin: String, schema: ThemeSchema) throws(ThemeError) -> Theme {
        guard data.count <= 256 * 1024 else { throw ThemeError(file: file, key: nil, "is larger than the 256 KiB limit") }
        let root: InputObject
        do { root = try InputObject(try JSONValue.parse(data)) } catch {
            throw ThemeError(file: file, key: error.field, error.message)
        }
        do {
            try root.check(allowed: ["plugin", "description", "colors", "fonts"])
            let owner = try root.requiredString("plugin")
            guard owner == plugin else {
                throw ThemeError(file: file, key: "plugin", "is '\(owner)': this theme is not for '\(plugin)'")
            }
            _ = try root.string("description")
            let colors = try readColors(root, schema: schema, file: file)
            let fonts = try readFonts(root, schema: schema, file: file)
            return Theme(name: name, plugin: plugin, file: file, colors: colors, fonts: fonts)
        } catch let error as InputError {
            throw ThemeError(file: file, key: error.field, error.message)
        } catch let error as ThemeError {
            throw error
        } catch {
            throw ThemeError(file: file, key: nil, "\(error)")
        }
    }

    private static func section(_ root: InputObject, _ key: String, tokens: [String]) throws -> InputObject {
        guard let value = root.values[key] else { throw InputError(field: key, "is missing") }
        let object = try InputObject(value, path: key)
        try object.check(allowed: tokens)
        if let missing = tokens.first(where: { !object.has($0) }) {
            throw InputError(field: object.field(missing), "is missing")
        }
        return object
    }

    private static func readColors(_ root: InputObject, schema: ThemeSchema, file: String) throws -> [String: Color] {
        let object = try section(root, "colors", tokens: schema.colors)
        var colors: [String: Color] = [:]
        for token in schema.colors {
            let text = try object.requiredString(token)
            guard let color = Color(hex: text) else {
                throw InputError(field: object.field(token), "must be a colour as #RRGGBB or #RRGGBBAA (got '\(text)')")
            }
            colors[token] = color
        }
        return colors
    }

    private static func readFonts(_ root: InputObject, schema: ThemeSchema, file: String) throws -> [String: Font] {
        let object = try section(root, "fonts", tokens: schema.fonts)
        let families = FontCatalog.standard.withRegistered().families
        var fonts: [String: Font] = [:]
        for token in schema.fonts {
            let spec = try InputObject(object.values[token] ?? .null, path: object.field(token))
            try spec.check(allowed: ["family", "weight", "size", "italic", "tabularDigits"])
            let family = try spec.requiredString("family")
            guard families.contains(family) else {
                throw InputError(field: spec.field("family"),
                                 "names a font the engine does not know: '\(family)' (known: \(families.joined(separator: ", ")))")
            }
            guard let weight = try spec.choice("weight", as: FontWeight.self) else {
                throw InputError(field: spec.field("weight"), "is missing")
            }
            guard let size = try spec.number("size"), size > 0, size <= 400 else {
                throw InputError(field: spec.field("size"), "must be a size in points from 1 to 400")
            }
            fonts[token] = Font(family: family, weight: weight, size: size,
                                tabularDigits: try spec.bool("tabularDigits") ?? false, italic: try spec.bool("italic") ?? false)
        }
        return fonts
    }
}

public struct ThemeError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var key: String?
    public var message: String

    public init(file: String, key: String?, _ message: String) {
        self.file = file
        self.key = key
        self.message = message
    }

    public var description: String {
        if let key { "theme \(file): '\(key)' \(message)" } else { "theme \(file) \(message)" }
    }
}

/// A plugin's theme tokens, read once per render: every colour role and font token its two
/// enums name, each looked up as `prefix + rawValue` (Rituals prefixes `light.` or `dark.`).
/// A missing token fails in `init`, so drawing code never handles one.
public struct ThemeTokens<ColorRole, FontToken>: Sendable
where ColorRole: RawRepresentable & CaseIterable & Hashable & Sendable, ColorRole.RawValue == String,
      FontToken: RawRepresentable & CaseIterable & Hashable & Sendable, FontToken.RawValue == String {
    private let colors: [ColorRole: Color]
    private let fonts: [FontToken: Font]

    public init(theme: Theme, colorPrefix: String = "") throws(ThemeError) {
        var colors: [ColorRole: Color] = [:]
        for role in ColorRole.allCases { colors[role] = try theme.color(colorPrefix + role.rawValue) }
        var fonts: [FontToken: Font] = [:]
        for token in FontToken.allCases { fonts[token] = try theme.font(token.rawValue) }
        self.colors = colors
        self.fonts = fonts
    }

    /// Every token was read in `init` (a missing one threw), so these fallbacks are never
    /// reached; `ThemeTokensTests` checks every role answers the theme's own value.
    public func color(_ role: ColorRole) -> Color { colors[role] ?? Color(red: 1, green: 0, blue: 1) }
    /// The font for `token`, read in `init` like the colours.
    public func font(_ token: FontToken) -> Font { fonts[token] ?? Font(family: "Inter", weight: .regular, size: 15) }

    /// The tokens a theme must define for these enums, under each of `colorPrefixes`.
    public static func schema(colorPrefixes: [String] = [""]) -> ThemeSchema {
        ThemeSchema(colors: colorPrefixes.flatMap { prefix in ColorRole.allCases.map { prefix + $0.rawValue } },
                    fonts: FontToken.allCases.map(\.rawValue))
    }
}
