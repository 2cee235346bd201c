import Glibc

/// Every failure of the index, as facts: which file, what damage, which operation failed and
/// why, which word of a query. What a reader should do next depends on who reads it (a person
/// at a terminal, a visitor of the web reader, a program), so the fronts word it; the index
/// only says what happened.
public struct IndexError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What went wrong, with what it concerns.
    public enum Kind: Hashable, Sendable {
        /// A file of the index is damaged, or is no index file at all: `damage` says how.
        case damaged(path: String, damage: String)
        /// The file is no index file of the `expected` kind at all (its magic is not there).
        case notIndexFile(path: String, expected: FileKind)
        /// A segment file is intact but of another format `version` than the one this build
        /// `reads`: the index was built by an older (or newer) build.
        case otherFormat(path: String, version: UInt32, reads: UInt32)
        /// The manifest names a format `version` outside the ones this build `reads`.
        case otherManifestFormat(path: String, version: UInt32, reads: ClosedRange<UInt32>)
        /// The index's documents store other fields (or the same with other widths) than the
        /// schema it is opened with names: each field as `name (N bytes)`, N its length's width.
        case otherFields(directory: String, stored: [String], expected: [String])
        /// The index's documents store the same fields, but their records are coded as the
        /// maker's `stored` names it, not as `expected` (`FieldSchema(_:recordFormat:)`).
        case otherRecords(directory: String, stored: String, expected: String)
        /// A system call on `path` failed with `errno`. `isFolder`: `path` is a folder (the
        /// index's, or one on the way to it), not a file in the index folder; it may not be
        /// inside an index at all.
        case systemCall(path: String, operation: Operation, errno: Int32, isFolder: Bool)
        /// Another writer holds the index's `lockFile`: `holder` says who, nil when it did not
        /// say (`LockHolder`).
        case locked(directory: String, lockFile: String, holder: LockHolder?)
        /// `directory` holds no index.
        case noIndex(directory: String)
        /// `directory` holds `segmentFiles` segments but no manifest to say what they hold.
        case lostManifest(directory: String, segmentFiles: Int)
        /// The query cannot be searched.
        case query(QuerySyntaxError)
        /// A segment would grow past what its format can address.
        case segmentTooLarge(SegmentLimit)
        /// The writer's own temporary work did not read back as it was written: what went wrong.
        case writerFault(String)
    }

    /// What a system call was doing; the raw value names it in plain words.
    public enum Operation: String, Hashable, Sendable {
        case create = "create"
        case createIndexDirectory = "create the index directory"
        case open = "open"
        case openLockFile = "open the lock file"
        case lock = "lock"
        case readSize = "read the size of"
        case map = "map"
        case write = "write"
        case replace = "replace"
        case syncToDisk = "sync to disk"
        case writeMergedSegment = "write the segment being merged in"
        case readBackMergedSegment = "read back the segment being merged in"
        case writeRecords = "write the records being gathered in"
        case readBackRecords = "read back the records being written in"
    }

    /// The kinds of file an index is made of.
    public enum FileKind: Hashable, Sendable {
        case segment
        case manifest
    }

    /// The limit of a segment's format that a write would pass.
    public enum SegmentLimit: Hashable, Sendable {
        /// A term dictionary's blocks are addressed by 32-bit offsets: 4 GB.
        case termDictionary
        /// Stored documents are addressed up to `bytes`.
        case storedDocuments(bytes: Int)
        /// An stored table's rows (`StoredTable`) are addressed by 32-bit offsets: 4 GB.
        case storedTable(name: String)
    }

    public var kind: Kind

    /// Whether a write found the disk (or the user's quota) full: an ordinary event a writer
    /// can step around, as a merge postponed is.
    public var isOutOfSpace: Bool {
        if case .systemCall(_, _, let code, _) = kind { return code == ENOSPC || code == EDQUOT }
        return false
    }

    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// True when the index's files are damaged or of another format: only a rebuild mends it.
    /// False for what can be mended in place (access, disk space, a running ingest).
    public var needsRebuild: Bool {
        switch kind {
        case .damaged, .notIndexFile, .otherFormat, .otherManifestFormat, .otherFields, .otherRecords, .lostManifest: true
        default: false
        }
    }

    /// The folder the error concerns: the index's for a file in it, else the folder named.
    public var folder: String? {
        switch kind {
        case .damaged(let path, _), .notIndexFile(let path, _), .otherFormat(let path, _, _), .otherManifestFormat(let path, _, _):
            Self.directoryOf(path)
        case .systemCall(let path, _, _, let isFolder): isFolder ? path : Self.directoryOf(path)
        case .locked(let directory, _, _), .noIndex(let directory), .lostManifest(let directory, _), .otherFields(let directory, _, _),
             .otherRecords(let directory, _, _):
            directory
        case .query, .segmentTooLarge, .writerFault: nil
        }
    }

    /// The facts in one plain line, for logs and test failures.
    public var description: String {
        switch kind {
        case .damaged(let path, let damage):
            "the index file \(path) is damaged (\(damage))"
        case .notIndexFile(let path, let expected):
            "\(path) is no index \(expected) file"
        case .otherFormat(let path, let version, let reads):
            "the index file \(path) has segment format \(version), not \(reads)"
        case .otherManifestFormat(let path, let version, let reads):
            "the index file \(path) has manifest format \(version), not \(reads.lowerBound) to \(reads.upperBound)"
        case .otherFields(let directory, let stored, let expected):
            "the index at \(directory) stores the fields \(stored.joined(separator: ", ")), not \(expected.joined(separator: ", "))"
        case .otherRecords(let directory, let stored, let expected):
            "the index at \(directory) stores records as \"\(stored)\", not \"\(expected)\""
        case .systemCall(let path, let operation, let code, _):
            "cannot \(operation.rawValue) \(path): \(String(cString: strerror(code)))"
        case .locked(let directory, let lockFile, let holder):
            "the index at \(directory) is locked by another writer (\(lockFile), \(holder?.rawValue ?? "unsaid"))"
        case .noIndex(let directory):
            "there is no index in \(directory)"
        case .lostManifest(let directory, let segmentFiles):
            "the index at \(directory) has \(segmentFiles) segment files and no \(IndexFiles.manifest)"
        case .query(let error):
            "the query cannot be searched: \(error)"
        case .segmentTooLarge(.termDictionary):
            "a segment's term dictionary would pass 4 GB"
        case .segmentTooLarge(.storedDocuments(let bytes)):
            "a segment's stored documents would pass \(bytes) bytes"
        case .segmentTooLarge(.storedTable(let name)):
            "a segment's stored table \(name) would pass 4 GB"
        case .writerFault(let what):
            what
        }
    }

    /// A file of the index is damaged or is not an index file at all.
    package static func corrupt(_ path: String, _ damage: String) -> IndexError {
        IndexError(.damaged(path: path, damage: damage))
    }

    /// A file its format's reader refused: damaged, or not of the `expected` kind at all, or (a
    /// manifest) of a version this build does not read.
    package static func unreadable(_ path: String, _ error: FormatError, expected: FileKind) -> IndexError {
        switch error.foreign {
        case nil: corrupt(path, error.reason)
        case .notThisKind: IndexError(.notIndexFile(path: path, expected: expected))
        case .version(let version, let reads): IndexError(.otherManifestFormat(path: path, version: version, reads: reads))
        }
    }

    /// A segment file is intact but in another format version than this build reads.
    package static func otherFormat(_ path: String, version: UInt32, reads current: UInt32) -> IndexError {
        IndexError(.otherFormat(path: path, version: version, reads: current))
    }

    /// A system call on an index file (or, with `isFolder`, a folder) failed.
    package static func io(_ path: String, _ operation: Operation, errno code: Int32, isFolder: Bool = false) -> IndexError {
        IndexError(.systemCall(path: path, operation: operation, errno: code, isFolder: isFolder))
    }

    private static func directoryOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
