import Glibc

/// The pages of a merge's sources mapped into this process, given back to the system each time
/// `releaseBytes` more of a source were read: they stay in the page cache and come back on the
/// next read, so merging large segments does not grow the writer's memory with the size of the
/// archive. Every read of a merge goes forward through its stream, so what is dropped is behind it.
/// (Dropped every 8192 documents copied or terms merged instead, a 10 GB ingest's merges of
/// eight 157-176 MB segments held up to 128 MB of them, most read for `MergedTrigrams`.)
struct SourcePages {
    /// Bytes read from a source between two releases of its pages.
    static let releaseBytes = 1 << 20

    private let readers: [SegmentReader]
    private var unreleased: [Int]

    init(_ readers: [SegmentReader]) {
        self.readers = readers
        unreleased = Array(repeating: 0, count: readers.count)
    }

    /// Counts `bytes` read from source `index`, and gives its pages back past `releaseBytes`.
    mutating func read(_ bytes: Int, of index: Int) {
        unreleased[index] += bytes
        if unreleased[index] >= Self.releaseBytes { release(index) }
    }

    /// Gives back every page of source `index` mapped so far.
    mutating func release(_ index: Int) {
        unreleased[index] = 0
        let bytes = readers[index].file.bytes
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, MADV_DONTNEED)
    }
}
