import TerrariumGraphics

/// The sizes a resolve has already answered, by node and offer: an open-addressed table (at
/// most half full, linear probing). A Dictionary keyed by the same three values spent about a
/// fifth of Rituals' large widget's layout instructions seeding SipHash for each lookup and
/// growing its storage (about 950 answers a render).
///
/// Offers are compared by their bits, so -0 and 0 (or two NaNs) are told apart or taken as
/// one where Double's == would not: either way the answer is the one sizing gives, since a
/// node's size depends only on the node and the offer's value.
struct SizeCache {
    private struct Entry {
        var node: UInt
        var width: UInt64
        var height: UInt64
        /// Bit 0: a width was offered; bit 1: a height; bit 2: the slot is taken.
        var flags: UInt8
        var size: Size
    }

    private var entries: [Entry]
    private var count = 0
    private var mask: Int

    init(capacity: Int = 64) {
        var slots = 16
        while slots < capacity * 2 { slots *= 2 }
        entries = Array(repeating: Entry(node: 0, width: 0, height: 0, flags: 0, size: Size(0, 0)), count: slots)
        mask = slots - 1
    }

    private static func key(_ node: ObjectIdentifier, _ proposal: ProposedSize) -> (UInt, UInt64, UInt64, UInt8) {
        let flags: UInt8 = 4 | (proposal.width == nil ? 0 : 1) | (proposal.height == nil ? 0 : 2)
        return (UInt(bitPattern: node), proposal.width?.bitPattern ?? 0, proposal.height?.bitPattern ?? 0, flags)
    }

    /// The three values mixed into every bit (MurmurHash3's finaliser): an offer's low bits
    /// are mostly zero (44, 120.5 and 320 differ only in their top bits), so the slot is taken
    /// from a hash the top bits reach.
    private func slot(_ node: UInt, _ width: UInt64, _ height: UInt64) -> Int {
        let tall = height &* 0xC2B2_AE3D_27D4_EB4F
        var hash = UInt64(node) ^ (width &* 0x9E37_79B9_7F4A_7C15) ^ (tall << 32 | tall >> 32)
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return Int(truncatingIfNeeded: hash) & mask
    }

    subscript(node: ObjectIdentifier, proposal: ProposedSize) -> Size? {
        let (id, width, height, flags) = Self.key(node, proposal)
        var index = slot(id, width, height)
        while entries[index].flags != 0 {
            let entry = entries[index]
            if entry.node == id, entry.width == width, entry.height == height, entry.flags == flags { return entry.size }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Records `size` for a node and offer not yet recorded.
    mutating func insert(_ size: Size, node: ObjectIdentifier, proposal: ProposedSize) {
        if (count + 1) * 2 > entries.count { grow() }
        let (id, width, height, flags) = Self.key(node, proposal)
        var index = slot(id, width, height)
        while entries[index].flags != 0 { index = (index + 1) & mask }
        entries[index] = Entry(node: id, width: width, height: height, flags: flags, size: size)
        count += 1
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(node: 0, width: 0, height: 0, flags: 0, size: Size(0, 0)), count: old.count * 2)
        mask = entries.count - 1
        for entry in old where entry.flags != 0 {
            var index = slot(entry.node, entry.width, entry.height)
            while entries[index].flags != 0 { index = (index + 1) & mask }
            entries[index] = entry
        }
    }
}
