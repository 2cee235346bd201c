/// The blocks of a layout page in the order a reader takes them: down a column, then the next
/// column to its right, a block set across columns (a banner, a headline over its story's
/// columns) read where it stands. An engine writes its blocks in an order of its own:
/// Tesseract's goes across the page band by band, so that a story's first column is read
/// interleaved with its neighbour's and a column's last line no longer meets the first line of
/// the next. The order follows Breuel's two rules for text blocks, solved as a topological
/// sort: a block comes before another whose columns it shares (they overlap left to right) if it
/// stands higher; and before one wholly to its right, unless a block set across both stands
/// between them. Where the rules leave a choice, or contradict each other on a skewed page, the
/// engine's order decides.
enum ColumnOrder {
    /// The most blocks ordered by their boxes: the rules compare every pair with every block
    /// between, and a page of more keeps the engine's order, at the cost of its own reading.
    static let largest = 400

    /// `blocks` (each its lines in order, none empty) in reading order; as given when a block
    /// has no box or there are more than `largest`.
    static func ordered(_ blocks: [[LayoutLine]]) -> [[LayoutLine]] {
        guard blocks.count > 1, blocks.count <= largest else { return blocks }
        var boxes: [LayoutBox] = []
        boxes.reserveCapacity(blocks.count)
        for block in blocks {
            guard var box = block.first?.box else { return blocks }
            for line in block.dropFirst() {
                guard let next = line.box else { return blocks }
                box = box.union(next)
            }
            boxes.append(box)
        }
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
        while order.count < count {
            // The first block in the engine's order that nothing unread must precede; on a
            // cycle (boxes that contradict each other), the first unread one.
            let next = (0..<count).first { !placed[$0] && predecessors[$0] == 0 }
                ?? (0..<count).first { !placed[$0] } ?? 0
            placed[next] = true
            order.append(next)
            for b in 0..<count where before[next * count + b] { predecessors[b] -= 1 }
        }
        return order.map { blocks[$0] }
    }

    /// Whether the block at `a` is read before the one at `b`.
    private static func precedes(_ a: Int, _ b: Int, _ boxes: [LayoutBox]) -> Bool {
        let first = boxes[a], second = boxes[b]
        if sharesColumns(first, second) {
            return middle(first) < middle(second)
        }
        guard first.x + first.width <= second.x + second.width, first.x < second.x else { return false }
        // Wholly to the left: first, unless a block across both stands between them.
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
