import Synchronization

/// Which checksummed pieces of a mapped segment this process has verified, by number: set once
/// and never cleared, read from whichever thread evaluates the segment. Atomic words, because
/// every read of a document-table entry or a length class asks for its piece's flag, and a
/// verified piece must cost a load and a test, not a lock (`ChecksumMemo` locks, once per
/// posting block).
final class VerifiedFlags: @unchecked Sendable {
    private let words: UnsafeMutablePointer<Atomic<UInt64>>
    private let wordCount: Int

    /// Flags `0..<count`, none set.
    init(count: Int) {
        wordCount = (count + 63) / 64
        words = .allocate(capacity: max(1, wordCount))
        for word in 0..<wordCount { (words + word).initialize(to: Atomic(0)) }
    }

    deinit {
        words.deinitialize(count: wordCount)
        words.deallocate()
    }

    @inline(__always)
    func contains(_ flag: Int) -> Bool {
        words[flag &>> 6].load(ordering: .acquiring) &>> UInt64(flag & 63) & 1 == 1
    }

    func insert(_ flag: Int) {
        words[flag >> 6].bitwiseOr(1 << UInt64(flag & 63), ordering: .releasing)
    }

    /// Sets flags `0..<end`.
    func insertAll(below end: Int) {
        for word in 0..<end / 64 { words[word].store(~0, ordering: .releasing) }
        if end % 64 != 0 { words[end / 64].bitwiseOr(1 << UInt64(end % 64) - 1, ordering: .releasing) }
    }
}
