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

    /// A page's bigrams, each line's distinct ones with the nearest line over and under it that
    /// holds each: a line's shares and cohesion are then a walk over its own bigrams, where
    /// comparing its bigrams with each of twelve neighbours' cost the learned reader a sixth of
    /// its instructions. Each bigram is hashed once, to a dense number; the nearest lines come
    /// from one pass down the page and one up it.
    struct Page {
        /// The nearest line over each line's distinct bigrams (of its first `reach`) that holds
        /// it (-1 for none), and the nearest under (`Int32.max` for none), line after line:
        /// line `i`'s are `over[lineStarts[i]..<lineStarts[i + 1]]`.
        private var over: [Int32] = []
        private var under: [Int32] = []
        private var lineStarts: [Int] = [0]
        /// The characters of the lines before each line: `ends[i]` of lines 0..<i.
        private let ends: [Int]

        init(_ pageLines: [Line]) {
            var ends = [0]
            ends.reserveCapacity(pageLines.count + 1)
            for line in pageLines { ends.append(ends[ends.count - 1] + line.length) }
            self.ends = ends
            // Each distinct bigram of each line as a dense number, line after line.
            var numbers = BigramNumbers(expected: pageLines.reduce(0) { $0 + min($1.length, SharedWords.reach) })
            var distinct: [Int32] = []
            var lastLine: [Int32] = []
            for (index, line) in pageLines.enumerated() {
                Self.forEachBigram(of: line) { pair in
                    let number = numbers.number(of: pair)
                    if number == lastLine.count { lastLine.append(-1) }
                    if lastLine[number] != Int32(index) {
                        lastLine[number] = Int32(index)
                        distinct.append(Int32(number))
                    }
                }
                lineStarts.append(distinct.count)
            }
            // Down the page, the last line that held each bigram; then up it, the next.
            over = [Int32](repeating: -1, count: distinct.count)
            under = [Int32](repeating: .max, count: distinct.count)
            var nearest = [Int32](repeating: -1, count: lastLine.count)
            for index in pageLines.indices {
                for position in lineStarts[index]..<lineStarts[index + 1] { over[position] = nearest[Int(distinct[position])] }
                for position in lineStarts[index]..<lineStarts[index + 1] { nearest[Int(distinct[position])] = Int32(index) }
            }
            for number in nearest.indices { nearest[number] = .max }
            for index in pageLines.indices.reversed() {
                for position in lineStarts[index]..<lineStarts[index + 1] { under[position] = nearest[Int(distinct[position])] }
                for position in lineStarts[index]..<lineStarts[index + 1] { nearest[Int(distinct[position])] = Int32(index) }
            }
        }

        /// What the line at `index` shares with the lines within `window` of it: of its distinct
        /// bigrams, how many some line under it holds, and how many some line over it.
        func shares(around index: Int) -> SharedWords {
            var below = 0, above = 0
            let own = lineStarts[index + 1] - lineStarts[index]
            for position in lineStarts[index]..<lineStarts[index + 1] {
                if Int(under[position]) <= index + SharedWords.window { below += 1 }
                if over[position] >= 0, Int(over[position]) >= index - SharedWords.window { above += 1 }
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
            let own = lineStarts[index + 1] - lineStarts[index]
            var found = 0
            for position in lineStarts[index]..<lineStarts[index + 1] where Int(over[position]) >= first {
                found += 1
            }
            return own == 0 ? 6 : (found * 8 + own) / (2 * own)
        }

        /// Hands `use` each Han bigram of `line`, its first `reach` of them, each a pair of code
        /// points.
        private static func forEachBigram(of line: Line, _ use: (UInt64) -> Void) {
            var found = 0
            var previous: UInt32 = 0
            var text = line.text
            text.withUTF8 { bytes in
                var index = 0
                while index < bytes.count, found < SharedWords.reach, let (value, width) = UTF8Walk.scalar(in: bytes, at: index) {
                    index += width
                    let isHan = ScalarClass.isHan(value)
                    if isHan, previous != 0 {
                        use(UInt64(previous) << 32 | UInt64(value))
                        found += 1
                    }
                    previous = isHan ? value : 0
                }
            }
        }
    }
}

/// Dense numbers for a page's bigrams, 0, 1, 2… in the order first met, by open addressing at
/// most half full of the `expected` bigrams at most.
private struct BigramNumbers {
    private var keys: [UInt64]
    /// Each slot's number plus one; 0 marks a free slot.
    private var numbers: [Int32]
    private let slots: SlotLayout
    private var count = 0

    init(expected: Int) {
        slots = SlotLayout(holding: expected, spread: 2)
        keys = [UInt64](repeating: 0, count: slots.count)
        numbers = [Int32](repeating: 0, count: slots.count)
    }

    /// The number of `pair`, given the next one when it is new.
    mutating func number(of pair: UInt64) -> Int {
        var slot = slots.home(of: pair)
        while numbers[slot] != 0 {
            if keys[slot] == pair { return Int(numbers[slot]) - 1 }
            slot = slots.next(after: slot)
        }
        // `expected` bounds the bigrams, so a free slot is always left: a full table would never end
        // the probe above.
        precondition(count * 2 < keys.count, "more bigrams than a page's lines can hold")
        keys[slot] = pair
        count += 1
        numbers[slot] = Int32(truncatingIfNeeded: count)
        return count - 1
    }
}
