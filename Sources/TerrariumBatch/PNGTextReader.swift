import Foundation
import Terrarium

/// Reads a PNG's text chunks without decoding it: only the chunks before the first `IDAT` (where
/// the engine writes its text) and the last 12 bytes (the `IEND` chunk, so that a file cut short
/// is not taken as complete). Used to tell whether a batch output is up to date, so a skipped
/// job costs a few small reads instead of a decode.
package enum PNGTextReader {
    /// Text chunks larger than this are passed over, not read.
    static let maximumTextChunkBytes = 64 * 1024
    /// Files with more chunks than this before their image data are not read further.
    static let maximumChunksBeforeImage = 256

    /// The value of `keyword` in the file's tEXt or uncompressed iTXt chunks before the image
    /// data; nil when the file is missing, is not a complete PNG, or has no such text.
    package static func text(_ keyword: String, inFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let signature = read(handle, 8), signature.elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              hasEndChunk(handle) else { return nil }
        var offset: UInt64 = 8
        for _ in 0..<maximumChunksBeforeImage {
            try? handle.seek(toOffset: offset)
            guard let header = read(handle, 8) else { return nil }
            let length = header.prefix(4).reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: header.suffix(4), as: UTF8.self)
            if type == "IDAT" || type == "IEND" { return nil }
            if (type == "tEXt" || type == "iTXt"), length <= maximumTextChunkBytes,
               let data = read(handle, length), let (key, value) = parse(data, international: type == "iTXt"),
               key == keyword {
                return value
            }
            offset += 12 + UInt64(length)
        }
        return nil
    }

    /// Whether the file ends with an IEND chunk: writers put it last, so a truncated file lacks it.
    private static func hasEndChunk(_ handle: FileHandle) -> Bool {
        guard let size = try? handle.seekToEnd(), size >= 20 else { return false }
        try? handle.seek(toOffset: size - 12)
        guard let end = read(handle, 12) else { return false }
        return end.elementsEqual([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    /// tEXt: keyword NUL text (Latin-1). iTXt: keyword NUL flag method language NUL
    /// translated-keyword NUL text (UTF-8); compressed iTXt is not read.
    private static func parse(_ data: Data, international: Bool) -> (String, String)? {
        let bytes = [UInt8](data)
        guard let keyEnd = bytes.firstIndex(of: 0) else { return nil }
        let key = String(decoding: bytes[..<keyEnd], as: UTF8.self)
        guard international else {
            return (key, String(bytes[(keyEnd + 1)...].map { Character(Unicode.Scalar($0)) }))
        }
        guard bytes.count > keyEnd + 2, bytes[keyEnd + 1] == 0 else { return nil }
        let rest = bytes[(keyEnd + 3)...]
        guard let languageEnd = rest.firstIndex(of: 0),
              let translatedEnd = rest[(languageEnd + 1)...].firstIndex(of: 0) else { return nil }
        return (key, String(decoding: rest[(translatedEnd + 1)...], as: UTF8.self))
    }

    private static func read(_ handle: FileHandle, _ count: Int) -> Data? {
        guard let data = try? handle.read(upToCount: count), data.count == count else { return nil }
        return data
    }
}
