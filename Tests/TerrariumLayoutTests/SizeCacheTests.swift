import Testing
import TerrariumGraphics
@testable import TerrariumLayout

/// The resolve's table of sizes already answered (SizeCache): every node and offer gets back
/// what was recorded for exactly it, through the table's growth and its collisions.
struct SizeCacheTests {
    @Test func eachNodeAndOfferGetsItsOwnAnswer() {
        let nodes = (0..<300).map { _ in NodeIdentity() }
        // Offers that differ only in which axis is missing, or in a nil against a zero.
        let offers: [ProposedSize] = [
            ProposedSize(width: nil, height: nil), ProposedSize(width: 0, height: nil), ProposedSize(width: nil, height: 0),
            ProposedSize(width: 0, height: 0), ProposedSize(width: 120.5, height: nil), ProposedSize(width: nil, height: 120.5),
            ProposedSize(width: .infinity, height: 44),
        ]
        var cache = SizeCache(capacity: 4)   // grown many times over
        for (n, node) in nodes.enumerated() {
            for (o, offer) in offers.enumerated() {
                #expect(cache[ObjectIdentifier(node), offer] == nil)
                cache.insert(Size(Double(n), Double(o)), node: ObjectIdentifier(node), proposal: offer)
            }
        }
        for (n, node) in nodes.enumerated() {
            for (o, offer) in offers.enumerated() {
                #expect(cache[ObjectIdentifier(node), offer] == Size(Double(n), Double(o)))
            }
        }
        #expect(cache[ObjectIdentifier(NodeIdentity()), offers[0]] == nil)
        withExtendedLifetime(nodes) {}
    }

    /// Offers are told apart by their bits: -0 and 0 are two offers (each answered as sizing
    /// answers it, the same size), and a NaN offer finds what was recorded for it.
    @Test func offersAreComparedByTheirBits() {
        let node = NodeIdentity(), id = ObjectIdentifier(node)
        var cache = SizeCache()
        cache.insert(Size(1, 1), node: id, proposal: ProposedSize(width: 0, height: nil))
        #expect(cache[id, ProposedSize(width: -0.0, height: nil)] == nil)
        cache.insert(Size(2, 2), node: id, proposal: ProposedSize(width: -0.0, height: nil))
        #expect(cache[id, ProposedSize(width: 0, height: nil)] == Size(1, 1))
        #expect(cache[id, ProposedSize(width: -0.0, height: nil)] == Size(2, 2))
        cache.insert(Size(3, 3), node: id, proposal: ProposedSize(width: .nan, height: nil))
        #expect(cache[id, ProposedSize(width: .nan, height: nil)] == Size(3, 3))
        withExtendedLifetime(node) {}
    }
}
