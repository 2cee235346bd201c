/// The corrections in force, found by page: by the path the index knows a page by, and by its
/// text's hash, so that a page moved or renamed keeps its corrections.
public struct CorrectionSet: Sendable, Equatable {
    private var byFile: [String: [Correction]] = [:]
    private var byHash: [UInt64: [Correction]] = [:]

    public init(_ corrections: [Correction] = []) {
        for correction in corrections {
            byFile[correction.anchor.file, default: []].append(correction)
            byHash[correction.anchor.contentHash, default: []].append(correction)
        }
    }

    public var isEmpty: Bool { byFile.isEmpty }

    /// The files corrections name.
    public var files: Set<String> { Set(byFile.keys) }

    /// The corrections of the page at `file` whose text hashes to one of `hashes`, by number.
    public func corrections(ofFile file: String, hashes: [UInt64]) -> [Correction] {
        var found = byFile[file] ?? []
        for hash in Set(hashes) {
            found += (byHash[hash] ?? []).filter { $0.anchor.file != file }
        }
        return found.sorted { $0.number < $1.number }
    }

    /// What a page's corrections add to its fingerprint and stamp, so that an ingest reads it
    /// again whenever they change (0: none): a hash of every field of each (`Correction.digest`),
    /// so that a number taken again (a journal edited by hand) is a change too.
    public static func revision(of corrections: [Correction]) -> UInt64 {
        guard !corrections.isEmpty else { return 0 }
        var hash: UInt64 = 0x84222325CBF29CE4
        for correction in corrections {
            correction.digest(into: &hash)
        }
        return hash == 0 ? 1 : hash
    }
}
