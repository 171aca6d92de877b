import Foundation
import Terrarium

/// Accepting what the engine draws now as a golden: the one place goldens are accepted, by
/// `terrarium golden accept` and by the review page's buttons alike.
///
/// A path is accepted only if it names a golden of the cases (or a stale one, which accepting
/// deletes) inside the goldens folder: never an absolute path, a `..`, or a file reached through
/// a symbolic link that leaves the folder. The render is written atomically and checked again,
/// so the answer says whether the golden now verifies.
public struct GoldenAcceptance {
    /// The goldens folder.
    public let store: GoldenStore
    /// Every case the folder's goldens belong to.
    public let cases: [GoldenCase]
    /// The plugins whose folders hold the goldens (for what is stale).
    public let plugins: [String]
    /// What draws the renders accepted.
    public let renderer: Renderer

    /// Why a path cannot be accepted: said in one line naming the path.
    public struct Refusal: Error, CustomStringConvertible, Equatable {
        /// A stable code for machines: `outside-goldens`, `not-a-golden`, `changed-on-disk`,
        /// `cannot-render`, `cannot-write`.
        public var code: String
        /// The message.
        public var description: String
    }

    /// What accepting did.
    public struct Outcome: Sendable {
        /// The golden's path under the folder.
        public var golden: String
        /// `accepted` (the render written over the golden, or as a new one) or `deleted` (a
        /// stale golden removed).
        public var action: String
        /// The golden's bytes before, for an undo; nil where there was none.
        public var previous: Data?
        /// The golden checked again afterwards (`passed` once accepted); nil once deleted.
        public var result: GoldenResult?
    }

    /// Acceptance into `store`'s folder of `cases`' renders, drawn by `renderer`.
    public init(store: GoldenStore, cases: [GoldenCase], plugins: [String], renderer: Renderer) {
        var checking = store
        checking.record = .never
        self.store = checking
        self.cases = cases
        self.plugins = plugins
        self.renderer = renderer
    }

    /// The SHA-256 of a golden's bytes as they are on disk (hex), or nil where there is none: what a
    /// review page shows was looked at, so that an accept does not overwrite a file changed since.
    public func currentHash(of path: String) throws(Refusal) -> String? {
        let url = try resolve(path)
        return FileManager.default.contents(atPath: url.path).map { SHA256.hex(SHA256.hash($0)) }
    }

    /// Writes the case's render over the golden at `path` (a stale golden is deleted), then checks
    /// it again. With `expectedHash`, refuses when the file on disk is no longer what was looked at
    /// (`"none"` for a golden that did not exist). `rendered` is the case's render where the
    /// caller has just drawn it (to see that it fails), so it is not drawn twice.
    public func accept(_ path: String, expectedHash: String? = nil, rendered: Data? = nil) throws(Refusal) -> Outcome {
        let url = try resolve(path)
        let previous = FileManager.default.contents(atPath: url.path)
        if let expectedHash {
            let now = previous.map { SHA256.hex(SHA256.hash($0)) } ?? "none"
            guard now == expectedHash else {
                throw Refusal(code: "changed-on-disk", description: "golden \(path) changed on disk since it was looked at; look at it again")
            }
        }
        guard let golden = cases.first(where: { $0.relativePath == path }) else {
            // A stale golden: no case draws it, so accepting the change is deleting it.
            do { try FileManager.default.removeItem(at: url) } catch {
                throw Refusal(code: "cannot-write", description: "cannot delete stale golden \(path): \(error.localizedDescription)")
            }
            return Outcome(golden: path, action: "deleted", previous: previous, result: nil)
        }
        let png: Data
        do { png = try rendered ?? renderer.render(golden.request).png } catch {
            throw Refusal(code: "cannot-render", description: "\(path) cannot be rendered: \(error)")
        }
        try write(png, to: url, path: path)
        return Outcome(golden: path, action: "accepted", previous: previous, result: store.check(png, named: path))
    }

    /// Puts `previous` back at `path` (an undo of an accept): its bytes, or no file where there was
    /// none. Answers the golden's check afterwards (nil where it is gone).
    public func restore(_ path: String, to previous: Data?) throws(Refusal) -> GoldenResult? {
        let url = try resolve(path, allowingUnknown: true)
        guard let previous else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        try write(previous, to: url, path: path)
        guard let golden = cases.first(where: { $0.relativePath == path }) else { return nil }
        guard let png = try? renderer.render(golden.request).png else { return nil }
        return store.check(png, named: path)
    }

    /// The file of the golden `path` names, or why it is refused: empty, absolute, with `.`,
    /// `..` or empty components, not a `.png`, neither a case's golden nor a stale one, or in a
    /// folder whose real path (symbolic links resolved) is outside the goldens folder, or a
    /// symbolic link itself.
    public func resolve(_ path: String, allowingUnknown: Bool = false) throws(Refusal) -> URL {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0"),
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw Refusal(code: "outside-goldens", description: "\(UserText.quoted(path)) is not a path inside the goldens folder")
        }
        guard path.hasSuffix(".png") else {
            throw Refusal(code: "not-a-golden", description: "\(UserText.quoted(path)) is not a golden: goldens are .png files")
        }
        let known = cases.contains { $0.relativePath == path }
            || GoldenCase.stale(in: store.directory, cases: cases, plugins: plugins).contains(path)
        guard known || allowingUnknown else {
            throw Refusal(code: "not-a-golden", description: "\(UserText.quoted(path)) is not a golden of these plugins, nor a stale one")
        }
        let root = store.directory.resolvingSymlinksInPath().standardizedFileURL.path
        let url = store.directory.appendingPathComponent(path)
        // The deepest folder on the way that exists, its links resolved: a new golden's folders
        // are made under it, so it is what must lie inside the goldens folder.
        var existing = url.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: existing.path), existing.path.count > root.count {
            existing.deleteLastPathComponent()
        }
        let folder = existing.resolvingSymlinksInPath().standardizedFileURL.path
        var status = stat()
        let isLink = lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
        guard folder == root || folder.hasPrefix(root + "/"), !isLink else {
            throw Refusal(code: "outside-goldens", description: "\(path) leads out of the goldens folder through a symbolic link")
        }
        return url
    }

    private func write(_ png: Data, to url: URL, path: String) throws(Refusal) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try OutputFile.write(png, to: url.path)
        } catch {
            throw Refusal(code: "cannot-write", description: "cannot write golden \(path): \(error)")
        }
    }
}
