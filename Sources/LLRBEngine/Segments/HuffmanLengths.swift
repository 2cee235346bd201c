/// The code lengths of a Huffman code for symbol counts, no longer than a limit, so that a
/// decoder's tables and bit window have a fixed size whatever text a segment holds.
enum HuffmanLengths {
    /// One length per count (all counts > 0), each at most `limit`. Where the optimal code is
    /// longer, the counts are halved (rounding up, so none reaches 0) and the code built again:
    /// flatter counts give a shallower tree, and counts all 1 give a balanced one, which fits
    /// as long as there are at most 2^limit symbols. Rare symbols lose a fraction of a bit;
    /// they are rare.
    static func lengths(of counts: [UInt64], limit: Int) -> [UInt8] {
        precondition(counts.count <= 1 << limit, "more symbols than codes of \(limit) bits")
        guard counts.count > 1 else { return counts.map { _ in 1 } }
        var weights = counts
        while true {
            let lengths = optimalLengths(of: weights)
            if let longest = lengths.max(), longest <= limit { return lengths.map { UInt8($0) } }
            weights = weights.map { $0 / 2 + $0 % 2 }
        }
    }

    /// Huffman's construction with two queues: the leaves sorted by weight, and the inner nodes,
    /// which are made in order of weight, so each step takes the two lightest heads. A node's
    /// parent is always made after it, so depths follow in one pass from the root down.
    private static func optimalLengths(of weights: [UInt64]) -> [Int] {
        let leafCount = weights.count
        let order = weights.indices.sorted { (weights[$0], $0) < (weights[$1], $1) }
        let nodeCount = 2 * leafCount - 1
        var weight = [UInt64](repeating: 0, count: nodeCount)
        var parent = [Int](repeating: 0, count: nodeCount)
        for (rank, symbol) in order.enumerated() { weight[rank] = weights[symbol] }
        var nextLeaf = 0, nextInner = leafCount
        func takeLightest(before made: Int) -> Int {
            let takesLeaf = nextLeaf < leafCount && (nextInner >= made || weight[nextLeaf] <= weight[nextInner])
            if takesLeaf {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInner += 1
            return nextInner - 1
        }
        for made in leafCount..<nodeCount {
            let first = takeLightest(before: made), second = takeLightest(before: made)
            weight[made] = weight[first] &+ weight[second]
            parent[first] = made
            parent[second] = made
        }
        var depth = [Int](repeating: 0, count: nodeCount)
        for node in (0..<(nodeCount - 1)).reversed() { depth[node] = depth[parent[node]] + 1 }
        var lengths = [Int](repeating: 0, count: leafCount)
        for (rank, symbol) in order.enumerated() { lengths[symbol] = depth[rank] }
        return lengths
    }
}
