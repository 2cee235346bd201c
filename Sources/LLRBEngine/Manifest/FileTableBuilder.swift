/// Writes a new file table as an old one with some files added, changed or gone: the blocks no
/// change falls in are copied as they are, bytes and checksum, and only the others are coded
/// again. A day's pages into a 10 GB archive re-code a block or two of its ~8700, where format 3
/// coded all 556k entries again at every commit.
enum FileTableBuilder {
    /// Entries a block holds at most: a lookup scans one block (~2 KB), and a change re-codes one.
    static let entriesPerBlock = 64
    /// A run of re-coded entries is cut into blocks once it holds this many, at a block's end,
    /// so that a change to every block (a merge renumbering documents) never holds the table.
    private static let pendingLimit = 4 * entriesPerBlock

    /// A file as a table lists it.
    typealias Listed = (path: [UInt8], entry: FileEntry)
    /// A change to a table: the file's entry now, or nil for a file gone.
    typealias Change = (path: [UInt8], entry: FileEntry?)

    /// Appends to `writer` the table `base` becomes with `changes` (in `PathOrder`, each path
    /// once), every other entry passed through `relocate` when given (a merge moved its
    /// documents). A block whose entries neither changes nor `relocate` touches is copied.
    static func append(base: FileTable, changes: [Change], relocate: ((inout FileEntry) -> Void)?,
                       to writer: inout ByteWriter) throws(FormatError) {
        var table = TableWriter(start: writer.count)
        var change = 0
        for block in 0..<base.blockCount {
            // The changes before the next block's first path fall in this block.
            var end = changes.count
            if block + 1 < base.blockCount {
                let next = try base.firstPath(ofBlock: block + 1)
                end = change
                while end < changes.count && PathOrder.compare(changes[end].path, next) < 0 { end += 1 }
            }
            if end == change && relocate == nil {
                table.copy(block: block, of: base, to: &writer)
                continue
            }
            var listed: [Listed] = []
            var changed = end > change
            var entries = try FileBlockReader(try base.block(block))
            while try entries.next() {
                while change < end && PathOrder.compare(changes[change].path, entries.path) < 0 {
                    if let entry = changes[change].entry { listed.append((changes[change].path, entry)) }
                    change += 1
                }
                if change < end && PathOrder.compare(changes[change].path, entries.path) == 0 {
                    if let entry = changes[change].entry { listed.append((changes[change].path, entry)) }
                    change += 1
                    continue
                }
                var entry = entries.entry
                if let relocate {
                    relocate(&entry)
                    if entry != entries.entry { changed = true }
                }
                listed.append((entries.path, entry))
            }
            while change < end {
                if let entry = changes[change].entry { listed.append((changes[change].path, entry)) }
                change += 1
            }
            if changed {
                table.add(listed, to: &writer)
            } else {
                table.copy(block: block, of: base, to: &writer)
            }
        }
        table.add(changes[change...].compactMap { change in change.entry.map { (change.path, $0) } }, to: &writer)
        table.finish(&writer)
    }

    /// The table bytes of `files`, in `PathOrder`.
    static func table(of files: [Listed]) -> [UInt8] {
        var writer = ByteWriter()
        var table = TableWriter(start: 0)
        table.add(files, to: &writer)
        table.finish(&writer)
        return writer.bytes
    }

    /// The blocks written so far and the entries waiting to be cut into blocks.
    private struct TableWriter {
        let start: Int
        var offsets: [UInt32] = []
        var pending: [Listed] = []

        init(start: Int) {
            self.start = start
        }

        mutating func copy(block index: Int, of base: FileTable, to writer: inout ByteWriter) {
            flush(to: &writer)
            offsets.append(UInt32(writer.count - start))
            writer.append(contentsOf: UnsafeRawBufferPointer(rebasing: base.bytes[base.blockRange(index)]))
        }

        mutating func add<Files: Collection<Listed>>(_ files: Files, to writer: inout ByteWriter) {
            pending.append(contentsOf: files)
            if pending.count >= FileTableBuilder.pendingLimit { flush(to: &writer) }
        }

        /// Cuts the pending entries into blocks of even size, at most `entriesPerBlock` each.
        mutating func flush(to writer: inout ByteWriter) {
            guard !pending.isEmpty else { return }
            let blocks = (pending.count + FileTableBuilder.entriesPerBlock - 1) / FileTableBuilder.entriesPerBlock
            for block in 0..<blocks {
                let range = (pending.count * block / blocks)..<(pending.count * (block + 1) / blocks)
                offsets.append(UInt32(writer.count - start))
                let blockStart = writer.count
                writer.appendVarint(range.count)
                var previous: [UInt8] = []
                for (path, entry) in pending[range] {
                    let shared = zip(previous, path).prefix { $0 == $1 }.count
                    writer.appendVarint(shared)
                    writer.appendBlob(path[shared...])
                    writer.append(entry.contentHash)
                    writer.append(entry.stamp)
                    writer.appendVarint(entry.byteCount)
                    writer.appendVarint(entry.segment)
                    writer.appendVarint(UInt64(entry.firstDocument))
                    writer.appendVarint(UInt64(entry.documentCount))
                    writer.appendVarint(entry.edits)
                    writer.appendVarint(entry.revisions.reader)
                    writer.appendVarint(entry.revisions.document)
                    writer.append(entry.revisions.tables)
                    previous = path
                }
                writer.appendChecksum(from: blockStart)
            }
            pending.removeAll(keepingCapacity: true)
        }

        /// The block index and the trailer, after the last block.
        mutating func finish(_ writer: inout ByteWriter) {
            flush(to: &writer)
            let indexStart = writer.count
            for offset in offsets { writer.append(offset) }
            writer.append(UInt32(offsets.count))
            writer.appendChecksum(from: indexStart)
        }
    }
}
