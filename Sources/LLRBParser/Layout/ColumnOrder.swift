/// The regions of a layout page in the order a reader takes them: down a column, then the next
/// column to its right, a region set across columns (a banner, a headline over its story's
/// columns) read where it stands. An engine writes its regions in an order of its own:
/// Tesseract's goes across the page band by band, so that a story's first column is read
/// interleaved with its neighbour's and a column's last line no longer meets the first line of
/// the next. The order follows Breuel's two rules for text blocks, solved as a topological
/// sort: a region comes before another whose columns it shares (they overlap left to right) if
/// it stands higher; and before one wholly to its right, unless a region set across both stands
/// between them. Where the rules leave a choice, or contradict each other on a skewed page, the
/// engine's order decides. A region's blocks (`LayoutBlock`: a table's cells, a column's
/// paragraphs) keep the order the engine wrote them in, and a region with no box follows the
/// region written before it.
enum ColumnOrder {
    /// The most regions ordered by their boxes: the rules compare every pair with every region
    /// between, and a page of more keeps the engine's order, at the cost of its own reading.
    static let largestRegionCount = 400

    /// The lines of `blocks` (none empty), block by block, in reading order; as given when the
    /// page has more than `largestRegionCount` regions.
    static func ordered(_ blocks: [LayoutBlock]) -> [[LayoutLine]] {
        var regions: [(blocks: [[LayoutLine]], box: LayoutBox?)] = []
        var previous: Int?
        for block in blocks {
            let box = block.lines.boxAround
            if block.region == previous, let last = regions.indices.last {
                regions[last].blocks.append(block.lines)
                if let box { regions[last].box = regions[last].box?.union(box) ?? box }
            } else {
                regions.append(([block.lines], box))
            }
            previous = block.region
        }
        guard regions.count > 1, regions.count <= largestRegionCount else { return blocks.map(\.lines) }
        let boxed = regions.indices.filter { regions[$0].box != nil }
        var read: [[LayoutLine]] = []
        read.reserveCapacity(blocks.count)
        // Regions with no box before the first with one, then each boxed region in reading
        // order with those written right after it.
        for region in regions.prefix(boxed.first ?? regions.count) { read += region.blocks }
        for index in order(boxed.compactMap { regions[$0].box }) {
            let region = boxed[index]
            let next = index + 1 < boxed.count ? boxed[index + 1] : regions.count
            for following in regions[region..<next] { read += following.blocks }
        }
        return read
    }

    /// The indices of `boxes` in reading order.
    private static func order(_ boxes: [LayoutBox]) -> [Int] {
        let count = boxes.count
        // before[a * count + b]: a is read before b.
        var before = [Bool](repeating: false, count: count * count)
        var predecessors = [Int](repeating: 0, count: count)
        for a in 0..<count {
            for b in 0..<count where a != b && precedes(a, b, boxes) {
                before[a * count + b] = true
                predecessors[b] += 1
            }
        }
        var placed = [Bool](repeating: false, count: count)
        var order: [Int] = []
        order.reserveCapacity(count)
        while let next = (0..<count).first(where: { !placed[$0] && predecessors[$0] == 0 })
                ?? (0..<count).first(where: { !placed[$0] }) {
            // The first region in the engine's order that nothing unread must precede; on a
            // cycle (boxes that contradict each other), the first unread one.
            placed[next] = true
            order.append(next)
            for b in 0..<count where before[next * count + b] { predecessors[b] -= 1 }
        }
        return order
    }

    /// Whether the region at `a` is read before the one at `b`.
    private static func precedes(_ a: Int, _ b: Int, _ boxes: [LayoutBox]) -> Bool {
        let first = boxes[a], second = boxes[b]
        if sharesColumns(first, second) {
            return middle(first) < middle(second)
        }
        guard first.x + first.width <= second.x + second.width, first.x < second.x else { return false }
        // Wholly to the left: first, unless a region across both stands between them.
        let top = min(middle(first), middle(second)), bottom = max(middle(first), middle(second))
        for c in boxes.indices where c != a && c != b {
            let across = boxes[c]
            if sharesColumns(across, first), sharesColumns(across, second), middle(across) > top, middle(across) < bottom {
                return false
            }
        }
        return true
    }

    /// Whether the two boxes overlap left to right by more than a sliver (a tenth of the
    /// narrower): a skewed line reaching into the gutter shares no column with the next.
    private static func sharesColumns(_ first: LayoutBox, _ second: LayoutBox) -> Bool {
        let overlap = min(first.x + first.width, second.x + second.width) - max(first.x, second.x)
        return overlap > min(first.width, second.width) / 10
    }

    private static func middle(_ box: LayoutBox) -> Double {
        box.y + box.height / 2
    }
}
