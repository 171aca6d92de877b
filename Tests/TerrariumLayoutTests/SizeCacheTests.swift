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
}
