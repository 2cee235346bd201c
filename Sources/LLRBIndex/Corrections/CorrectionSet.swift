
/// The corrections in force, found by page: by the path the index knows a page by, and by its
/// text's hash, so that a page moved or renamed keeps its corrections. Each correction's
/// digest is made once here, and a page's revision folds those of its corrections: an ingest
/// of a page corrected 100,000 times hashed them all again for each time it asked.
public struct CorrectionSet: Sendable, Equatable {
    /// By number.
    private var all: [Correction] = []
    /// `Correction.digest` of each of `all`.
    private var digests: [UInt64] = []
    private var byFile: [String: [Int]] = [:]
    private var byHash: [UInt64: [Int]] = [:]

    public init(_ corrections: [Correction] = []) {
        all = corrections.isSorted(by: \.number) ? corrections : corrections.sorted { $0.number < $1.number }
        digests = all.map(\.digest)
        for (index, correction) in all.enumerated() {
            byFile[correction.anchor.file, default: []].append(index)
            byHash[correction.anchor.contentHash, default: []].append(index)
        }
    }

    /// Adds `correction`, numbered above every one in the set (not an undo): what the journal
    /// holds in force once a new correction is recorded, without hashing the others again.
    public mutating func add(_ correction: Correction) {
        let index = all.count
        all.append(correction)
        digests.append(correction.digest)
        byFile[correction.anchor.file, default: []].append(index)
        byHash[correction.anchor.contentHash, default: []].append(index)
    }

    public var isEmpty: Bool { all.isEmpty }

    /// The files corrections name.
    public var files: Set<String> { Set(byFile.keys) }

    /// The corrections of the page at `file` whose text hashes to one of `hashes`, by number.
    public func corrections(ofFile file: String, hashes: [UInt64]) -> [Correction] {
        indices(ofFile: file, hashes: hashes).map { all[$0] }
    }

    /// The revision (`revision(digests:)`) of the page's corrections (`corrections(ofFile:hashes:)`).
    public func revision(ofFile file: String, hashes: [UInt64]) -> UInt64 {
        Self.revision(digests: indices(ofFile: file, hashes: hashes).map { digests[$0] })
    }

    private func indices(ofFile file: String, hashes: [UInt64]) -> [Int] {
        var found = byFile[file] ?? []
        var added = false
        for hash in Set(hashes) {
            for index in byHash[hash] ?? [] where all[index].anchor.file != file {
                found.append(index)
                added = true
            }
        }
        return added ? found.sorted() : found
    }

    /// What a page's corrections add to its manifest entry and stamp, so that an ingest reads it
    /// again whenever they change (0: none): a hash of every field of each (`Correction.digest`),
    /// so that a number taken again (a journal edited by hand) is a change too.
    private static func revision(digests: [UInt64]) -> UInt64 {
        guard !digests.isEmpty else { return 0 }
        var hash: UInt64 = 0x84222325CBF29CE4
        for digest in digests {
            hash = (hash ^ digest) &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
        }
        return hash == 0 ? 1 : hash
    }
}

private extension Array {
    func isSorted(by key: (Element) -> Int) -> Bool {
        zip(self, dropFirst()).allSatisfy { key($0) <= key($1) }
    }
}
