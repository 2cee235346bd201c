/// The writer's file table: the published one, read in place, and what changed since it was
/// published, kept apart until the next commit writes them together (`FileTableBuilder`).
/// Opening a 10 GB archive's writer used to decode all 556k files into a dictionary by path,
/// and every commit to sort and code them all again; now a day's pages cost a dictionary of
/// eight entries and a few re-coded blocks.
struct WorkingFileTable {
    private(set) var published: FileTable
    /// Files added, changed or removed (nil) since `published`, by their paths' bytes (two
    /// spellings of one name, composed and decomposed, are two files, as on disk).
    private var changes: [[UInt8]: FileEntry?] = [:]
    /// Where a merge moved the documents of published segments: the merged segment and the new
    /// id of each source document (nil for one the merge dropped), by source segment number.
    private var moves: [UInt64: SegmentMove] = [:]

    struct SegmentMove {
        var number: UInt64
        var newIDs: [UInt32?]
    }

    init(published: FileTable) {
        self.published = published
    }

    /// Files whose entries the next commit writes anew (the writer's memory goes by them).
    var changeCount: Int { changes.count }

    /// Whether a commit has anything of the files to write.
    var hasChanges: Bool { !changes.isEmpty || !moves.isEmpty }

    /// The entry of `path` as it is now.
    func entry(_ path: [UInt8]) throws(FormatError) -> FileEntry? {
        if let change = changes[path] { return change }
        guard var entry = try published.entry(for: path) else { return nil }
        relocate(&entry)
        return entry
    }

    /// Sets the entry of `path` (nil: the file is gone) for the next commit.
    mutating func set(_ path: [UInt8], _ entry: FileEntry?) {
        changes[path] = .some(entry)
    }

    /// Notes that a merge put the documents of `sources` into segment `number`, source `i`'s
    /// document `d` under id `newIDs[i][d]`.
    mutating func merged(_ sources: [UInt64], into number: UInt64, newIDs: [[UInt32?]]) {
        let fresh = Dictionary(zip(sources, newIDs.map { SegmentMove(number: number, newIDs: $0) }), uniquingKeysWith: { first, _ in first })
        for (path, change) in changes {
            guard var entry = change, Self.move(&entry, by: fresh) else { continue }
            changes[path] = entry
        }
        moves.merge(fresh) { _, new in new }
    }

    /// Moves `entry` along the merges its segment went through.
    private func relocate(_ entry: inout FileEntry) {
        while Self.move(&entry, by: moves) {}
    }

    /// Moves `entry` by one merge of `moves`, if one took its segment.
    private static func move(_ entry: inout FileEntry, by moves: [UInt64: SegmentMove]) -> Bool {
        guard entry.documentCount > 0, let move = moves[entry.segment], Int(entry.firstDocument) < move.newIDs.count,
              let first = move.newIDs[Int(entry.firstDocument)] else { return false }
        entry.segment = move.number
        entry.firstDocument = first
        return true
    }

    /// Appends the table as it is now to a manifest being written.
    func appendTable(to writer: inout ByteWriter) throws(FormatError) {
        let sorted = changes.map { (path: $0.key, entry: $0.value) }.sorted { PathOrder.compare($0.path, $1.path) < 0 }
        try FileTableBuilder.append(base: published, changes: sorted, relocate: moves.isEmpty ? nil : relocate, to: &writer)
    }

    /// Starts again from the table just published, with nothing changed.
    mutating func publish(_ table: FileTable) {
        published = table
        changes = [:]
        moves = [:]
    }
}
