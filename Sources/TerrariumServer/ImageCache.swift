import Foundation
import NIOCore

/// Rendered PNGs by content key, as the buffers responses are written from (a hit copies
/// nothing), least recently used first out, bounded in bytes: the bound
/// counts the image bytes, which dwarf the bookkeeping (a key and two links per entry). An
/// image larger than the whole bound is not kept. Safe to use from any thread.
final class ImageCache: @unchecked Sendable {
    // @unchecked: every stored property is read and written only under `lock`.
    private final class Entry {
        let key: String
        let png: ByteBuffer
        var newer: Entry?
        weak var older: Entry?
        init(key: String, png: ByteBuffer) {
            self.key = key
            self.png = png
        }
    }

    /// What `insert` did, for the metrics.
    struct Insertion: Equatable {
        var stored: Bool
        var evicted: Int
    }

    let capacity: Int
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// The least recently used entry, and the most.
    private var oldest: Entry?
    private var newest: Entry?
    private var used = 0

    /// A cache holding at most `capacity` bytes of images.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The bytes held now, and how many images.
    var bytes: Int { lock.withLock { used } }
    var count: Int { lock.withLock { entries.count } }

    /// The image for `key`, which becomes the most recently used; nil when it is not held.
    func image(_ key: String) -> ByteBuffer? {
        lock.withLock {
            guard let entry = entries[key] else { return nil }
            moveToNewest(entry)
            return entry.png
        }
    }

    /// Keeps `png` under `key`, evicting the least recently used images until it fits.
    @discardableResult
    func insert(_ png: ByteBuffer, for key: String) -> Insertion {
        lock.withLock {
            guard png.readableBytes <= capacity else { return Insertion(stored: false, evicted: 0) }
            if let existing = entries[key] {
                moveToNewest(existing)
                return Insertion(stored: true, evicted: 0)
            }
            var evicted = 0
            while used + png.readableBytes > capacity, let victim = oldest {
                remove(victim)
                evicted += 1
            }
            let entry = Entry(key: key, png: png)
            entries[key] = entry
            used += png.readableBytes
            entry.older = newest
            newest?.newer = entry
            newest = entry
            if oldest == nil { oldest = entry }
            return Insertion(stored: true, evicted: evicted)
        }
    }

    private func remove(_ entry: Entry) {
        entries[entry.key] = nil
        used -= entry.png.readableBytes
        if let older = entry.older { older.newer = entry.newer } else { oldest = entry.newer }
        if let newer = entry.newer { newer.older = entry.older } else { newest = entry.older }
        entry.newer = nil
        entry.older = nil
    }

    private func moveToNewest(_ entry: Entry) {
        guard newest !== entry else { return }
        // Unlink, then append after the newest.
        if let older = entry.older { older.newer = entry.newer } else { oldest = entry.newer }
        entry.newer?.older = entry.older
        entry.older = newest
        entry.newer = nil
        newest?.newer = entry
        newest = entry
    }
}
