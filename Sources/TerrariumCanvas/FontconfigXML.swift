internal import CPangoCairo
import Foundation

/// Configuration given to fontconfig as XML (a library's rules and aliases, a cache's folders).
enum FontconfigXML {
    /// `text` safe inside an element or a quoted attribute.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A whole `<fontconfig>` document with `body` inside it.
    static func document(_ body: String) -> String {
        """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>\(body)</fontconfig>
        """
    }

    /// Adds `xml` to `config`, complaining of errors as fontconfig does; whether it parsed.
    @discardableResult
    static func load(_ xml: String, into config: OpaquePointer) -> Bool {
        xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue) == FcTrue
            }
        }
    }
}
