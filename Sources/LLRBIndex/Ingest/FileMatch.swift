import LLRBEngine


/// The files a walk found, met against the file table in one pass over both (both are in
/// `PathOrder`): which to read, which the table knows unchanged by their stamp, and which it
/// lists that the walk did not find. A daily ingest of a 10 GB archive made a dictionary of the
/// table's 556k files to look each found file up in.
struct FileMatch {
    /// A found file to read: its number in `FoundFiles`, and its entry's place in `entries`
    /// (-1: a new file, which the table does not list). A first ingest holds one of these for
    /// each of its files, 8 bytes, where a number and an optional entry took 64.
    struct ToRead {
        var file: Int32
        var entry: Int32
    }

    /// Found files to read, in path order: new ones, those whose stamp is not the one the table
    /// remembers, and those other revisions read.
    private(set) var toRead: [ToRead] = []
    /// The table's entries of the files to read that it lists.
    private(set) var entries: [FileEntry] = []
    /// Found files whose stamp is the one the table remembers: unchanged, never opened.
    private(set) var knownByStamp = 0
    /// Paths the table lists that the walk did not find, of those `missingWithin` accepts;
    /// none without it.
    private(set) var missing: [String] = []

    /// `revisions`: what this ingest reads with; a file read by others is read again.
    init(_ found: FoundFiles, against table: FileTable, revisions: ReadRevisions, missingWithin: ((String) -> Bool)?) throws(FormatError) {
        var cursor = table.makeCursor()
        var listed = try cursor.next()
        func passOver() {
            guard let missingWithin else { return }
            let path = String(decoding: cursor.path, as: UTF8.self)
            if missingWithin(path) { missing.append(path) }
        }
        var toRead: [ToRead] = [], entries: [FileEntry] = []
        try found.withKeys { keys throws(FormatError) in
            for file in 0..<found.count {
                let key = keys[file]
                var order = listed ? PathOrder.compare(cursor.path, key) : 1
                while order < 0 {
                    passOver()
                    listed = try cursor.next()
                    order = listed ? PathOrder.compare(cursor.path, key) : 1
                }
                guard order == 0 else {
                    toRead.append(ToRead(file: Int32(file), entry: -1))
                    continue
                }
                let entry = cursor.entry
                let stamp = found.files[file].stamp
                if stamp != 0 && entry.stamp == stamp && entry.revisions == revisions {
                    knownByStamp += 1
                } else {
                    toRead.append(ToRead(file: Int32(file), entry: Int32(entries.count)))
                    entries.append(entry)
                }
                listed = try cursor.next()
            }
        }
        while listed {
            passOver()
            listed = try cursor.next()
        }
        // A first ingest holds them to its end.
        self.toRead = toRead.trimmed()
        self.entries = entries
    }

    /// The table's entry of `file`, if it lists it.
    func entry(of file: ToRead) -> FileEntry? {
        file.entry >= 0 ? entries[Int(file.entry)] : nil
    }

    /// The bytes held for the files to read.
    var byteCount: Int {
        toRead.capacity * MemoryLayout<ToRead>.stride + entries.capacity * MemoryLayout<FileEntry>.stride
    }
}
