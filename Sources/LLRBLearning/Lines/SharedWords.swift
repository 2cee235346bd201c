import LLRBParser

/// The Han bigrams a short line shares with the text over it and under it (six reading lines
/// each way): a headline repeats its story's words, so the side with more names its story.
/// Each line's first `reach` bigrams count.
struct SharedWords {
    static let longestLine = 80
    static let window = 6
    static let reach = 120

    let belowBucket: Int
    let aboveBucket: Int
    /// 0 none shared, 1 more below, 2 more above, 3 as many.
    let side: Int

    private static func bucket(_ shared: Int, of total: Int) -> Int {
        shared == 0 ? 0 : min(1 + shared * 4 / total, 4)
    }

    /// A page's bigrams, each with the lines that hold it, in order: a line's shares are then one
    /// lookup a bigram of its own and a look at the lines next to it in that bigram's list, where
    /// comparing its bigrams with each of twelve neighbours' cost the learned reader a sixth of
    /// its instructions.
    struct Page {
        /// The slots of each line's distinct bigrams (of its first `reach`), line after line:
        /// line `i`'s are `distinct[lineStarts[i]..<lineStarts[i + 1]]`.
        private var distinct: [Int32] = []
        private var lineStarts: [Int] = [0]
        /// Open addressing over the distinct bigrams, at most half full: a slot's key, where its
        /// lines start in `lines` plus one, and how many they are (0 marks a free slot).
        private var keys: [UInt64]
        private var starts: [Int32]
        private var counts: [Int32]
        /// The lines of each bigram, ascending, each once; `starts` and `counts` index it.
        private var lines: [Int32]
        private let mask: Int
        /// The characters of the lines before each line: `ends[i]` of lines 0..<i.
        private let ends: [Int]

        init(_ pageLines: [Line]) {
            let bigrams = pageLines.map(Self.bigrams)
            var ends = [0]
            ends.reserveCapacity(pageLines.count + 1)
            for line in pageLines { ends.append(ends[ends.count - 1] + line.length) }
            self.ends = ends
            let total = bigrams.reduce(0) { $0 + $1.count }
            var capacity = 8
            while capacity < total * 2 {
                capacity *= 2
            }
            mask = capacity - 1
            keys = [UInt64](repeating: 0, count: capacity)
            starts = [Int32](repeating: 0, count: capacity)
            counts = [Int32](repeating: 0, count: capacity)
            lines = []
            // Two passes: how many lines hold each bigram, then which, so that each bigram's
            // lines lie together and in order. `last` keeps a line from counting twice, then
            // is where the next line of each bigram goes.
            var last = [Int32](repeating: -1, count: capacity)
            for (line, pairs) in bigrams.enumerated() {
                for pair in pairs {
                    let slot = slot(of: pair)
                    keys[slot] = pair
                    if last[slot] != Int32(line) {
                        last[slot] = Int32(line)
                        counts[slot] += 1
                        distinct.append(Int32(slot))
                    }
                }
                lineStarts.append(distinct.count)
            }
            var next: Int32 = 0
            for slot in 0..<capacity where counts[slot] > 0 {
                starts[slot] = next + 1
                last[slot] = next
                next += counts[slot]
            }
            lines = [Int32](repeating: -1, count: Int(next))
            for line in pageLines.indices {
                for slot in distinct[lineStarts[line]..<lineStarts[line + 1]] {
                    lines[Int(last[Int(slot)])] = Int32(line)
                    last[Int(slot)] += 1
                }
            }
        }

        /// What the line at `index` shares with the lines within `window` of it: of its distinct
        /// bigrams, how many some line under it holds, and how many some line over it.
        func shares(around index: Int) -> SharedWords {
            var own = 0, below = 0, above = 0
            for slot in distinct[lineStarts[index]..<lineStarts[index + 1]] {
                own += 1
                let (over, under) = nearest(to: index, holding: Int(slot))
                if under <= index + SharedWords.window { below += 1 }
                if over >= index - SharedWords.window { above += 1 }
            }
            guard own > 0 else { return SharedWords(belowBucket: 0, aboveBucket: 0, side: 0) }
            return SharedWords(belowBucket: SharedWords.bucket(below, of: own), aboveBucket: SharedWords.bucket(above, of: own),
                               side: below == 0 && above == 0 ? 0 : below > above ? 1 : above > below ? 2 : 3)
        }

        /// How much of the line's words the 60 characters of text just before it hold, 0 (none)
        /// to 4 (all), 5 when no line stands before it and 6 when it has no Han bigram: where
        /// the subject changes, a story may open with no headline. Read of every line, long ones
        /// too (a story's first paragraph is one); with it the learned reader read story ranges
        /// 0.78 -> 0.80 at first sight (docs/BENCHMARKS.md).
        func cohesion(above index: Int) -> Int {
            var low = 0, high = index
            let limit = ends[index] - 60
            while low < high {
                let middle = (low + high) / 2
                if ends[middle + 1] > limit { high = middle } else { low = middle + 1 }
            }
            let first = low
            guard first < index else { return 5 }
            var own = 0, found = 0
            for slot in distinct[lineStarts[index]..<lineStarts[index + 1]] {
                own += 1
                if nearest(to: index, holding: Int(slot)).over >= first { found += 1 }
            }
            return own == 0 ? 6 : (found * 8 + own) / (2 * own)
        }

        /// The nearest lines over and under the line at `index` that hold the bigram of `slot`,
        /// one of its own (`Int.min` and `Int.max` when none does): the line is in the bigram's
        /// list, its neighbours there are those lines.
        private func nearest(to index: Int, holding slot: Int) -> (over: Int, under: Int) {
            let start = Int(starts[slot] - 1), end = start + Int(counts[slot])
            var low = start, high = end
            while low < high {
                let middle = (low + high) / 2
                if lines[middle] < Int32(index) { low = middle + 1 } else { high = middle }
            }
            return (low > start ? Int(lines[low - 1]) : Int.min, low + 1 < end ? Int(lines[low + 1]) : Int.max)
        }

        /// The slot of `pair`: where it is, or the free slot where it goes.
        private func slot(of pair: UInt64) -> Int {
            var slot = Int(truncatingIfNeeded: (pair &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
            while keys[slot] != 0, keys[slot] != pair {
                slot = (slot + 1) & mask
            }
            return slot
        }

        /// The Han bigrams of `line`, its first `reach` of them, each a pair of code points.
        private static func bigrams(of line: Line) -> [UInt64] {
            var found: [UInt64] = []
            found.reserveCapacity(min(SharedWords.reach, line.length))
            var previous: UInt32 = 0
            var text = line.text
            text.withUTF8 { bytes in
                var index = 0
                while index < bytes.count, found.count < SharedWords.reach, let (value, width) = UTF8Walk.scalar(in: bytes, at: index) {
                    index += width
                    let isHan = ScalarClass.isHan(value)
                    if isHan, previous != 0 {
                        found.append(UInt64(previous) << 32 | UInt64(value))
                    }
                    previous = isHan ? value : 0
                }
            }
            return found
        }
    }
}
