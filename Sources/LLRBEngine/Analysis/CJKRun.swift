/// The CJK run being read and the one definition of the terms it makes, shared by the query's
/// `TermAssembler` and the index's `PostingsCollector` so that the two cannot disagree: each
/// character ends a bigram with the one before it, at that one's position (c1c2c3 gives c1c2
/// and c2c3), and a run of one character is a lone `character`. Characters are packed as
/// `UTF8Coding.packed` does.
struct CJKRun {
    /// The run's last character, packed, `lastLength` bytes, at `lastPosition`.
    private(set) var last: UInt64 = 0
    private(set) var lastLength = 0
    private(set) var lastPosition = 0
    /// The characters of the run so far; 0 for none.
    private(set) var length = 0

    /// The bigram of `first` (`firstLength` bytes) and `second`, packed: their bytes side by side.
    @inline(__always)
    static func bigram(_ first: UInt64, firstLength: Int, _ second: UInt64) -> UInt64 {
        first | second << (8 * UInt64(firstLength))
    }

    /// The bigram that `character` (`characterLength` bytes) ends when it is added next (packed,
    /// its byte count, its position): none if it is the first of the run.
    @inline(__always)
    func bigram(endedBy character: UInt64, length characterLength: Int) -> (utf8: UInt64, count: Int, position: Int)? {
        length > 0 ? (Self.bigram(last, firstLength: lastLength, character), lastLength + characterLength, lastPosition) : nil
    }

    /// Adds a character at `position`, after its bigram was taken (`bigram(endedBy:length:)`).
    @inline(__always)
    mutating func append(_ character: UInt64, length characterLength: Int, position: Int) {
        (last, lastLength, lastPosition) = (character, characterLength, position)
        length += 1
    }

    /// After a caller added `count` characters of three bytes itself, one loop for the run's
    /// bigrams (`PostingsCollector.joinedHan`): the last of them is `character` at `position`.
    @inline(__always)
    mutating func extended(by count: Int, last character: UInt64, at position: Int) {
        (last, lastLength, lastPosition) = (character, 3, position)
        length += count
    }

    /// Ends the run; returns whether it was a single character, a lone `character` term.
    @inline(__always)
    mutating func close() -> Bool {
        defer { length = 0 }
        return length == 1
    }
}
