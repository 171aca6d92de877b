internal import CPNGBridge
import Foundation

/// CRC-32 (libdeflate's, vectorised): a fast checksum to tell changed bytes, such as a font
/// file or a decoded frame. Not a cryptographic hash.
package enum Checksum {
    /// The CRC-32 of `bytes`.
    package static func crc32(_ bytes: Data) -> UInt32 {
        bytes.withUnsafeBytes { tpng_crc32($0.baseAddress, $0.count) }
    }
}
