/// The names of the files in an index directory.
package enum IndexFiles {
    package static let manifest = "MANIFEST"
    static let manifestTemporary = "MANIFEST.tmp"
    package static let lock = "LOCK"
    /// The map of the followed log (llrb's `JournalMap`), and the file an ingest writes it to:
    /// kept by the index's maker, known here so that a check and a cleanup leave it be.
    package static let followedLogMap = "JOURNAL-MAP"
    package static let followedLogMapTemporary = "JOURNAL-MAP.tmp"
    static let segmentPrefix = "segment-"
    static let segmentSuffix = ".llrb"

    package static func segment(_ number: UInt64) -> String {
        let digits = String(number)
        return segmentPrefix + String(repeating: "0", count: max(0, 8 - digits.count)) + digits + segmentSuffix
    }

    static func isSegment(_ name: String) -> Bool {
        name.hasPrefix(segmentPrefix) && name.hasSuffix(segmentSuffix)
    }

    /// Whether `name` is a file an ingest writes, other than the segments in `live`: the work
    /// of an ingest running now, or left by one that was killed, which the next writer removes
    /// (and `llrb stats` shows apart from the index).
    package static func isIngestWork(_ name: String, live: Set<String>) -> Bool {
        (isSegment(name) || name == manifestTemporary || name == followedLogMapTemporary || RecordSpill.isLeftover(name)) && !live.contains(name)
    }

    /// Whether `name` is a file an index folder holds: its manifest, lock, segments and the map
    /// of its followed log, or the work an ingest left there.
    static func isIndexFile(_ name: String) -> Bool {
        name == manifest || name == lock || name == followedLogMap || isIngestWork(name, live: [])
    }

    /// The names in `directory` that are no index's: a folder that has any is a user's folder
    /// (`--index` pointed at the pages by mistake), never to be built in nor removed.
    package static func foreignFiles(in directory: String) -> [String] {
        DurableFiles.list(directory).filter { !isIndexFile($0) }.sorted()
    }
}
