/// A layout page's lines parted where an OCR engine read two columns' lines as one. Tesseract
/// joins lines of neighbouring columns that stand at one height into a single line across the
/// gutter (a story's headline with its neighbour's, the end of a headline with the first line
/// of the next column's text), and the page reads as neither story. The layout shows it: the
/// line has a gap as wide as a gutter (`LineText.gutterGap`) holding a stretch that few of the
/// lines near it run across (`nearbyCrossingShare`) at a place few of the page's lines cross
/// (`crossingShare`), with lines of the page on each side (`sideLines`) and, near the line, a
/// column beside each side of the gap (`besideGap`). Such a line is cut
/// there, each part a line of its own words, and a block holding such lines becomes one block
/// a column, each its own region, so that `ColumnOrder` reads each part with its own column. A
/// gap inside a column (a letter-spaced title, a comma's space), which the column's other lines
/// run across, or between a table's cells, with no column beside the table, is no gutter, and
/// the line stays whole.
enum ColumnGutters {
    /// The share of the lines with boxes, on the page or near the line, that may cross a
    /// gutter: a banner, a masthead, a headline over several columns.
    static let crossingShare = 0.1

    /// The share of the lines near a gap that reach into it that may run across its gutter:
    /// more than on the whole page, since the engine also joins lines whose gutter is narrower
    /// than a gap it notes, and a banner near the line crosses what few lines stand by it.
    static let nearbyCrossingShare = 1.0 / 3

    /// How far from a line, in its own heights, the lines near it stand: a few paragraphs of
    /// each column beside it.
    static let nearbyLines = 8.0

    /// The most lines near a line looked at for each gap (`Crossings`).
    static let nearbyLooked = 1024

    /// The fewest lines of the page, wholly on a side of a gutter or parts of other lines
    /// joined across it, that must stand on each side: a column on each side.
    static let sideLines = 2

    /// How far from a gap, in the line's heights, a line near it may end or begin to stand in
    /// the column beside the gutter (`Crossings`).
    static let besideGap = 3.0

    /// The share of the tallest part's height under which a part cut from a line is set in a
    /// smaller type (`cut`): body type beside a headline is half its size or less.
    static let smallerType = 0.6

    /// The most gaps a page's lines may have for any to be looked at: a page of columns has a
    /// few in its joined lines, and one of more keeps its lines whole, at the cost of its own
    /// reading.
    static let largestGapCount = 4096

    /// `blocks` (none empty) with every line the engine ran across a gutter cut there, each
    /// block holding one split into a block a column, and every block of a region holding one
    /// made a region of its own: the engine's region ran across the columns.
    static func split(_ blocks: [LayoutBlock]) -> [LayoutBlock] {
        let gaps = blocks.reduce(0) { count, block in block.lines.reduce(count) { $0 + ($1.box == nil ? 0 : $1.gaps.count) } }
        guard gaps > 0, gaps <= largestGapCount else { return blocks }
        let crossings = Crossings(blocks)
        // Each line's gutters: the offsets it is cut at and the places across the page.
        let gutters = blocks.map { block in
            block.lines.map { line -> [(offset: Int, place: Double)] in
                guard let box = line.box else { return [] }
                return line.gaps.compactMap { gap in crossings.gutter(in: gap, of: box).map { (gap.offset, $0) } }
            }
        }
        var cutRegions = Set<Int>()
        for (block, cuts) in zip(blocks, gutters) where cuts.contains(where: { !$0.isEmpty }) { cutRegions.insert(block.region) }
        guard !cutRegions.isEmpty else { return blocks }
        var result: [LayoutBlock] = []
        result.reserveCapacity(blocks.count)
        var region = (blocks.map(\.region).max() ?? 0) + 1
        for (block, cuts) in zip(blocks, gutters) {
            guard cutRegions.contains(block.region) else {
                result.append(block)
                continue
            }
            let places = cuts.joined().map(\.place)
            let parts = zip(block.lines, cuts).flatMap { line, cuts in cut(line, at: Set(cuts.map(\.offset))) }
            for column in places.isEmpty ? [block.lines] : columns(of: parts, gutters: places) {
                result.append(LayoutBlock(region: region, lines: column))
                region += 1
            }
        }
        return result
    }

    /// `line` cut at the gaps of `offsets`: each part its text without the spaces around it,
    /// its box across from the line's edge or the cut before it to the cut after it or the
    /// line's edge, and as tall as the line, or, a part whose words stand less than
    /// `smallerType` of the tallest part's (the next column's text beside a headline), in that
    /// ratio (the engine's line boxes stand taller than its words', and the page's other lines
    /// are sized by theirs, so nearer ratios, words' boxes being what they are, are no
    /// evidence); no font size, since the engine gave the joined line one. A part whose box
    /// cannot be made keeps its text, with no box.
    private static func cut(_ line: LayoutLine, at offsets: Set<Int>) -> [LayoutLine] {
        guard let box = line.box, !offsets.isEmpty else { return [line] }
        let utf8 = Array(line.text.utf8)
        let lineRight = box.x + box.width
        // The parts: where each ends (the cut gap, none for the last) and how high its words
        // stand, over every gap noted inside it, cut or not.
        var ends: [(gap: LineText.Gap?, piece: LineText.Piece?)] = []
        var piece: LineText.Piece?
        for gap in line.gaps {
            piece = Self.union(piece, gap.before)
            if offsets.contains(gap.offset) {
                ends.append((gap, piece))
                piece = nil
            }
        }
        ends.append((nil, Self.union(piece, line.lastPiece)))
        let tallest = ends.compactMap { $0.piece.map { $0.bottom - $0.top } }.max() ?? 0
        var parts: [LayoutLine] = []
        var start = 0, left = box.x
        for end in ends {
            let offset = min(max(end.gap?.offset ?? utf8.count, start), utf8.count)
            let right = min(max(end.gap?.left ?? lineRight, left), lineRight)
            let ratio = end.piece.map { tallest > 0 ? min(max(($0.bottom - $0.top) / tallest, 0), 1) : 1 } ?? 1
            let text = utf8.withUnsafeBufferPointer { all in
                let piece = UnsafeBufferPointer(rebasing: all[start..<offset])
                return String(decoding: UnsafeBufferPointer(rebasing: piece[LineText.content(of: piece)]), as: UTF8.self)
            }
            if !text.isEmpty {
                let height = box.height * (ratio < smallerType ? ratio : 1)
                parts.append(LayoutLine(text: text, box: LayoutBox(x: left, y: box.y, width: right - left, height: height)))
            }
            start = offset
            left = min(max(end.gap?.right ?? left, left), lineRight)
        }
        return parts.isEmpty ? [line] : parts
    }

    private static func union(_ piece: LineText.Piece?, _ other: LineText.Piece?) -> LineText.Piece? {
        guard let piece, let other else { return piece ?? other }
        return LineText.Piece(top: min(piece.top, other.top), bottom: max(piece.bottom, other.bottom))
    }

    /// `lines` as one block for each column the `gutters` (places across the page) part,
    /// left to right, each line in the column its middle falls in (a line with no box in the
    /// column of the line before it), in order.
    private static func columns(of lines: [LayoutLine], gutters: [Double]) -> [[LayoutLine]] {
        let edges = gutters.sorted()
        var columns = [[LayoutLine]](repeating: [], count: edges.count + 1)
        var column = 0
        for line in lines {
            if let box = line.box {
                let middle = box.x + box.width / 2
                column = edges.firstIndex { middle < $0 } ?? edges.count
            }
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
        /// The lines with boxes, by the middle of their height, for the lines near a line.
        private var byMiddle: [(middle: Double, box: LayoutBox, gaps: [LineText.Gap])] = []
        private var middles: [Double] = []
        private let allowed: Int

        init(_ blocks: [LayoutBlock]) {
            for block in blocks {
                for line in block.lines {
                    guard let box = line.box else { continue }
                    lefts.append(box.x)
                    rights.append(box.x + box.width)
                    for gap in line.gaps {
                        gapLefts.append(gap.left)
                        gapRights.append(gap.right)
                    }
                    byMiddle.append((box.y + box.height / 2, box, line.gaps))
                }
            }
            lefts.sort()
            rights.sort()
            gapLefts.sort()
            gapRights.sort()
            byMiddle.sort { $0.middle < $1.middle }
            middles = byMiddle.map(\.middle)
            allowed = Int(Double(lefts.count) * ColumnGutters.crossingShare)
        }

        /// The place in `gap` (of the line at `box`) where the fewest of the lines near it run
        /// across (`clearest`), when hardly any do there, hardly any of the page's lines cross it,
        /// and lines of the page stand on each side: a gutter.
        func gutter(in gap: LineText.Gap, of box: LayoutBox) -> Double? {
            guard let place = clearest(gap, near: box) else { return nil }
            // Lines joined across the place, this one left out.
            let joined = Self.count(gapLefts, below: place) - Self.count(gapRights, below: place) - 1
            let crossing = Self.count(lefts, below: place) - Self.count(rights, below: place) - joined - 1
            // A column on each side: on the page, `sideLines` of lines wholly there or parts of
            // other joined lines; near the line, one wholly there (a table's rows, joined at every
            // gap, have other columns' text beside them but none of their own).
            let left = Self.count(rights, below: place), right = lefts.count - Self.count(lefts, below: place)
            guard crossing <= allowed, left + joined >= ColumnGutters.sideLines, right + joined >= ColumnGutters.sideLines,
                  hasColumns(beside: gap, near: box, at: place) else { return nil }
            return place
        }

        /// Whether, of the lines standing near `box` (`nearbyLines`), one ends wholly left of
        /// `place` and one begins wholly right of it, each within `besideGap` of the line's
        /// heights of `gap`: the columns the gutter parts.
        private func hasColumns(beside gap: LineText.Gap, near box: LayoutBox, at place: Double) -> Bool {
            let (first, end, stride) = window(near: box)
            let reach = ColumnGutters.besideGap * max(box.height, 1)
            var left = false, right = false
            for index in Swift.stride(from: first, to: end, by: stride) {
                let other = byMiddle[index].box
                let otherRight = other.x + other.width
                if otherRight <= place, otherRight >= gap.left - reach { left = true }
                if other.x >= place, other.x <= gap.right + reach { right = true }
                if left && right { return true }
            }
            return false
        }

        /// The lines standing near `box` (`nearbyLines`): where they start and end in
        /// `byMiddle`, and the step that looks at no more than `nearbyLooked` of them (a page
        /// of lines at one height looks at some of them, not all, for each gap).
        private func window(near box: LayoutBox) -> (first: Int, end: Int, stride: Int) {
            let middle = box.y + box.height / 2, reach = ColumnGutters.nearbyLines * max(box.height, 1)
            let first = Self.count(middles, below: middle - reach), end = Self.count(middles, below: (middle + reach).nextUp)
            return (first, end, max(1, (end - first + ColumnGutters.nearbyLooked - 1) / ColumnGutters.nearbyLooked))
        }

        /// The middle of the stretch of `gap` that the fewest of the lines standing near `box`
        /// (`nearbyLines`) run across (a joined line's own gaps not counted), when at most
        /// `nearbyCrossingShare` of the lines near it that reach into the gap do: at a gutter the
        /// lines of the columns beside it end and begin, where inside a column (a letter-spaced
        /// title, a comma's space) the column's lines run across, however few they are on the page.
        private func clearest(_ gap: LineText.Gap, near box: LayoutBox) -> Double? {
            let (first, end, stride) = window(near: box)
            var edges: [(x: Double, change: Int)] = []
            var reaching = 0
            for index in Swift.stride(from: first, to: end, by: stride) {
                let (_, other, gaps) = byMiddle[index]
                // The line itself covers nothing of its own gap: it is not asked.
                guard other.x < gap.right, other.x + other.width > gap.left, other != box || !gaps.contains(gap) else { continue }
                reaching += 1
                // The line's stretches between its own gaps, inside this gap.
                var from = other.x
                for stretch in gaps.map({ ($0.left, $0.right) }) + [(other.x + other.width, other.x + other.width)] {
                    let low = max(from, gap.left), high = min(stretch.0, gap.right)
                    if low < high { edges += [(low, 1), (high, -1)] }
                    from = max(from, stretch.1)
                }
            }
            edges.sort { $0.x < $1.x || $0.x == $1.x && $0.change < $1.change }
            var covering = 0, at = gap.left
            var best: (covering: Int, low: Double, high: Double)?
            for edge in edges + [(gap.right, 0)] {
                if edge.x > at, covering < best?.covering ?? Int.max { best = (covering, at, edge.x) }
                covering += edge.change
                at = max(at, edge.x)
            }
            guard let best, Double(best.covering) <= Double(reaching) * ColumnGutters.nearbyCrossingShare else { return nil }
            return (best.low + best.high) / 2
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
