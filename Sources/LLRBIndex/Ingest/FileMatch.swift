/// The files a walk found, met against the file table in one pass over both (both are in
/// `PathOrder`): which to read, which the table knows unchanged by their stamp, and which it
/// lists that the walk did not find. A daily ingest of a 10 GB archive made a dictionary of the
/// table's 556k files to look each found file up in.
struct FileMatch {
    /// Found files to read (by number in `FoundFiles`): new ones, with no entry, and those whose
    /// stamp is not the one the table remembers, with their entry.
    var toRead: [(file: Int, entry: FileEntry?)] = []
    /// Found files whose stamp is the one the table remembers: unchanged, never opened.
    var knownByStamp = 0
    /// Paths the table lists that the walk did not find, of those `missingWithin` accepts;
    /// none without it.
    var missing: [String] = []

    init(_ found: FoundFiles, against table: FileTable, missingWithin: ((String) -> Bool)?) throws(FormatError) {
        var cursor = table.makeCursor()
        var listed = try cursor.next()
        var toRead: [(file: Int, entry: FileEntry?)] = [], knownByStamp = 0, missing: [String] = []
        func passOver() {
            guard let missingWithin else { return }
            let path = String(decoding: cursor.path, as: UTF8.self)
            if missingWithin(path) { missing.append(path) }
        }
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
                    toRead.append((file, nil))
                    continue
                }
                let entry = cursor.entry
                let stamp = found.files[file].stamp
                if stamp != 0 && entry.stamp == stamp {
                    knownByStamp += 1
                } else {
                    toRead.append((file, entry))
                }
                listed = try cursor.next()
            }
        }
        while listed {
            passOver()
            listed = try cursor.next()
        }
        self.toRead = toRead
        self.knownByStamp = knownByStamp
        self.missing = missing
    }
}
