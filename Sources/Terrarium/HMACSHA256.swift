/// HMAC-SHA256 (RFC 2104 over `SHA256`): what signs the service's share links. Written here
/// rather than taken from swift-crypto, whose BoringSSL was a fifth of every clean build's
/// compile steps for two calls; checked against RFC 4231's test vectors.
public enum HMACSHA256 {
    /// The 32-byte authentication code of `message` under `key`.
    public static func code(for message: some Sequence<UInt8>, key: some Sequence<UInt8>) -> [UInt8] {
        var block = Array(key)
        if block.count > 64 { block = SHA256.hash(block) }
        block += [UInt8](repeating: 0, count: 64 - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5C })
        outer.update(inner.finalize())
        return outer.finalize()
    }

    /// Whether `mac` is the code of `message` under `key`, compared in time that does not depend
    /// on where the bytes first differ (a forger learns nothing from how long a refusal took).
    public static func isValid(_ mac: some Sequence<UInt8>, for message: some Sequence<UInt8>, key: some Sequence<UInt8>) -> Bool {
        let expected = code(for: message, key: key), given = Array(mac)
        guard given.count == expected.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(given, expected) { difference |= a ^ b }
        return difference == 0
    }
}
