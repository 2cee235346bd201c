/// A layout page's lines parted where an OCR engine read two columns' lines as one. Tesseract
/// joins lines of neighbouring columns that stand at one height into a single line across the
/// gutter (a story's headline with its neighbour's, the end of a headline with the first line
/// of the next column's text), and the page reads as neither story. The layout shows it: the
/// line has a gap as wide as a gutter (`LineText.gutterGap`), at a place across the page that
/// hardly any other line crosses. Such a line is cut there, each part a line with the box of its
/// words, and a block holding such lines becomes one block a column, so that `ColumnOrder`
/// reads each part with its own column. A gap in a one-column page, or where the page's other
/// lines run across (a letter-spaced title), is no gutter, and the line stays whole.
enum ColumnGutters {
    /// The share of the page's lines with boxes that may cross a gutter: a banner, a masthead,
    /// a headline over several columns.
    static let crossingShare = 0.1

    /// The share of the page's lines with boxes that must stand wholly on each side of a
    /// gutter: a column to its left and one to its right.
    static let sideShare = 0.1

    /// The most gaps a page's lines may have for any to be looked at: a page of columns has a
    /// few in its joined lines, and one of more keeps its lines whole, at the cost of its own
    /// reading.
    static let largestGapCount = 4096

    /// The most places in one gap where the lines crossing are counted (`Crossings`).
    static let placesLooked = 64

    /// `blocks` (each its lines in order, none empty) with every line the engine ran across a
    /// gutter cut there, and each block holding one split into a block a column.
    static func split(_ blocks: [[LayoutLine]]) -> [[LayoutLine]] {
        let gaps = blocks.reduce(0) { count, block in block.reduce(count) { $0 + ($1.box == nil ? 0 : $1.gaps.count) } }
        guard gaps > 0, gaps <= largestGapCount else { return blocks }
        let crossings = Crossings(blocks)
        var result: [[LayoutLine]] = []
        result.reserveCapacity(blocks.count)
        for block in blocks {
            var parts: [LayoutLine] = []
            var gutters: [Double] = []
            for line in block {
                let cuts = line.box == nil ? [] : line.gaps.compactMap { gap in crossings.gutter(in: gap).map { (gap, $0) } }
                parts += cut(line, at: cuts.map(\.0))
                gutters += cuts.map(\.1)
            }
            guard !gutters.isEmpty else {
                result.append(block)
                continue
            }
            result += columns(of: parts, gutters: gutters)
        }
        return result
    }

    /// `line` cut at `gaps` (in order): each part its text without the spaces around it, its box
    /// from the line's edge or the gap before it to the gap after it or the line's edge.
    private static func cut(_ line: LayoutLine, at gaps: [LineText.Gap]) -> [LayoutLine] {
        guard let box = line.box, !gaps.isEmpty else { return [line] }
        let utf8 = Array(line.text.utf8)
        var parts: [LayoutLine] = []
        var start = 0, left = box.x
        for end in gaps.map({ (offset: min($0.offset, utf8.count), gap: $0) }) + [(offset: utf8.count, gap: nil)] {
            let right = end.gap?.left ?? box.x + box.width
            let text = String(LineText.trimmed(String(decoding: utf8[start..<end.offset], as: UTF8.self)))
            if !text.isEmpty, let partBox = LayoutBox(x: left, y: box.y, width: max(0, right - left), height: box.height) {
                parts.append(LayoutLine(text: text, box: partBox, fontSize: line.fontSize, letterHeight: line.letterHeight))
            }
            start = end.offset
            left = end.gap?.right ?? left
        }
        return parts.isEmpty ? [line] : parts
    }

    /// `lines` as one block for each column the `gutters` (places across the page) part,
    /// left to right, each line in the column its middle falls in, in order.
    private static func columns(of lines: [LayoutLine], gutters: [Double]) -> [[LayoutLine]] {
        let edges = gutters.sorted()
        var columns = [[LayoutLine]](repeating: [], count: edges.count + 1)
        for line in lines {
            let middle = line.box.map { $0.x + $0.width / 2 }
            let column = middle.map { middle in edges.firstIndex { middle < $0 } ?? edges.count } ?? 0
            columns[column].append(line)
        }
        return columns.filter { !$0.isEmpty }
    }

    /// How many of the page's lines cross a place across it, found by binary search over their
    /// edges: a line that runs across with a gap there (an engine's joined line) does not count.
    private struct Crossings {
        private var lefts: [Double] = []
        private var rights: [Double] = []
        private var gapLefts: [Double] = []
        private var gapRights: [Double] = []
        private let allowed: Int
        /// The fewest lines that must stand wholly on each side of a gutter.
        private let sides: Int

        init(_ blocks: [[LayoutLine]]) {
            for line in blocks.joined() {
                guard let box = line.box else { continue }
                lefts.append(box.x)
                rights.append(box.x + box.width)
                for gap in line.gaps {
                    gapLefts.append(gap.left)
                    gapRights.append(gap.right)
                }
            }
            lefts.sort()
            rights.sort()
            gapLefts.sort()
            gapRights.sort()
            allowed = Int(Double(lefts.count) * ColumnGutters.crossingShare)
            sides = max(2, Int(Double(lefts.count) * ColumnGutters.sideShare))
        }

        /// The place in `gap` where the fewest of the page's lines cross it, when hardly any
        /// do: a gutter. The count falls only where a line or a joined line's part ends, so the
        /// places looked at are the gap's middle and, at most `placesLooked` of each, those
        /// ends inside it.
        func gutter(in gap: LineText.Gap) -> Double? {
            var best: (place: Double, crossing: Int, joined: Int)?
            var places = [(gap.left + gap.right) / 2]
            for ends in [rights, gapLefts] {
                let first = Self.count(ends, below: gap.left), last = Self.count(ends, below: gap.right)
                let stride = max(1, (last - first) / ColumnGutters.placesLooked)
                var index = first
                while index < last {
                    places.append(ends[index].nextUp)
                    index += stride
                }
            }
            for place in places {
                let joined = Self.count(gapLefts, below: place) - Self.count(gapRights, below: place)
                let crossing = Self.count(lefts, below: place) - Self.count(rights, below: place) - joined
                if crossing < best?.crossing ?? Int.max { best = (place, crossing, joined) }
            }
            // A column stands on each side, of lines wholly there or parts of joined ones: else
            // the gap is a wide line's, out past the page's text.
            guard let best, best.crossing <= allowed, Self.count(rights, below: best.place) + best.joined >= sides,
                  lefts.count - Self.count(lefts, below: best.place) + best.joined >= sides else { return nil }
            return best.place
        }

        /// How many of the sorted `values` are below `place`.
        private static func count(_ values: [Double], below place: Double) -> Int {
            var low = 0, high = values.count
            while low < high {
                let middle = (low + high) / 2
                if values[middle] < place { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}
