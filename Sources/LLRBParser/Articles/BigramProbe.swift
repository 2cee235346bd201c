/// A short text's Han bigrams (a run of headlines), looked for in passages that are read once
/// and never stored. A share it reports equals `BigramSet(passage).containment(of: text)`, but
/// no table of the passage is built: a page's headline vote asks one question of each passage,
/// and building a table per question cost more than reading the passage.
struct BigramProbe {
    /// The distinct bigrams of the text and how often each occurs in it.
    private var keys: [UInt64] = []
    private var occurrences: [Int] = []
    /// Every bigram occurrence: the denominator of the share.
    private var total = 0
    /// One bit per key (see `bit(of:)`): most of a passage's bigrams are ruled out by it.
    private var filter: UInt64 = 0

    /// The bigrams of `texts` read as one text (a bigram may span two of them).
    init<S: Sequence>(joined texts: S) where S.Element == String {
        var previous: UInt32 = 0
        for text in texts {
            BigramSet.forEachBigram(in: text, after: &previous) { key in
                total += 1
                if let slot = keys.firstIndex(of: key) {
                    occurrences[slot] += 1
                } else {
                    keys.append(key)
                    occurrences.append(1)
                    filter |= BigramProbe.bit(of: key)
                }
            }
        }
    }

    /// The share of `head`'s bigrams in the first `window` texts of `passage` and of `tail`'s in
    /// its last `window` texts, each window read as one text; every text is read at most once,
    /// however the windows overlap. A missing probe's share is 0, as is one with no bigrams.
    static func shares<C: RandomAccessCollection>(
        head: BigramProbe?, tail: BigramProbe?, window: Int, in passage: C
    ) -> (head: Double, tail: Double) where C.Element == String, C.Index == Int {
        var headMatch = Match(head)
        var tailMatch = Match(tail)
        let count = passage.count
        let headEnd = headMatch.wanted ? min(window, count) : 0
        let tailStart = tailMatch.wanted ? max(0, count - window) : count
        var previous: UInt32 = 0
        for offset in 0..<count {
            let inHead = offset < headEnd
            let inTail = offset >= tailStart
            guard inHead || inTail else {
                previous = 0
                continue
            }
            // A bigram spanning from the text before belongs to a window only if that text does.
            let headSpan = inHead && offset > 0
            let tailSpan = inTail && offset > tailStart
            UTF8Walk.withBytes(passage[passage.startIndex + offset]) { bytes in
                BigramSet.forEachBigram(in: bytes, after: &previous) { key, spans in
                    if inHead, headSpan || !spans { headMatch.see(key) }
                    if inTail, tailSpan || !spans { tailMatch.see(key) }
                }
            }
        }
        return (headMatch.share, tailMatch.share)
    }

    /// Which of a probe's bigrams one window holds. The probe's parts are copied out of it so
    /// that looking a bigram up touches no optional and no reference count.
    private struct Match {
        let keys: [UInt64]
        let occurrences: [Int]
        let total: Int
        let filter: UInt64
        var seen: [Bool]

        init(_ probe: BigramProbe?) {
            keys = probe?.keys ?? []
            occurrences = probe?.occurrences ?? []
            total = probe?.total ?? 0
            filter = probe?.filter ?? 0
            seen = [Bool](repeating: false, count: keys.count)
        }

        /// Whether reading the window can change the share.
        var wanted: Bool { total > 0 }

        @inline(__always)
        mutating func see(_ key: UInt64) {
            guard filter & BigramProbe.bit(of: key) != 0, let slot = keys.firstIndex(of: key) else { return }
            seen[slot] = true
        }

        var share: Double {
            guard total > 0 else { return 0 }
            var found = 0
            for slot in seen.indices where seen[slot] {
                found += occurrences[slot]
            }
            return Double(found) / Double(total)
        }
    }

    /// A bigram's bit in a 64-bit filter, from the high bits of a Fibonacci hash.
    @inline(__always)
    private static func bit(of key: UInt64) -> UInt64 {
        1 << ((key &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }
}
