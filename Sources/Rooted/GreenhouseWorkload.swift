import Terrarium

/// The greenhouse's layout and depth sort without drawing, for `terrarium-bench` to time on
/// their own (`@_spi(Benchmarks) import Rooted`): a render's figure hides how much of it is
/// ordering the objects.
@_spi(Benchmarks) public struct GreenhouseWorkload: Sendable {
    private let garden: GardenState
    private let items: [DepthSort.Item]

    /// The garden an input describes, laid out once.
    public init(input: JSONValue) throws {
        garden = GardenState(try RootedInput(json: input))
        items = Greenhouse.objects(garden).map { DepthSort.Item(id: $0.id, box: $0.box) }
    }

    /// How many objects the greenhouse holds.
    public var objectCount: Int { items.count }

    /// Sorts the laid-out objects into paint order; returns how many were sorted.
    public func sort() -> Int { DepthSort.order(items).count }

    /// Places every object (boxes, shadows, order); returns how many were placed.
    public func layOut() -> Int { Greenhouse.objects(garden).count }
}
