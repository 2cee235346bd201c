/// Set algebra over ascending document-id lists, the form postings decode to.
public enum SortedSets {
    static func intersect(_ lhs: [UInt32], _ rhs: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(min(lhs.count, rhs.count))
        var i = 0, j = 0
        while i < lhs.count && j < rhs.count {
            let left = lhs[i], right = rhs[j]
            if left == right {
                result.append(left)
                i += 1
                j += 1
            } else if left < right {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }

    package static func union(_ lhs: [UInt32], _ rhs: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(lhs.count + rhs.count)
        var i = 0, j = 0
        while i < lhs.count || j < rhs.count {
            if j == rhs.count || (i < lhs.count && lhs[i] < rhs[j]) {
                result.append(lhs[i])
                i += 1
            } else if i == lhs.count || rhs[j] < lhs[i] {
                result.append(rhs[j])
                j += 1
            } else {
                result.append(lhs[i])
                i += 1
                j += 1
            }
        }
        return result
    }

    /// The union of any number of lists of ids below `universe`, through a bitset
    /// (`DocumentBits`). Lists with ids at or past `universe` are merged pairwise.
    package static func union(_ lists: [[UInt32]], universe: Int) -> [UInt32] {
        let nonEmpty = lists.filter { !$0.isEmpty }
        guard nonEmpty.count > 1 else { return nonEmpty.first ?? [] }
        guard let bits = bitset(nonEmpty, universe: universe) else { return nonEmpty.reduce([], union) }
        return bits.ids(capacity: nonEmpty.reduce(0) { $0 + $1.count })
    }

    /// How many ids the lists hold together, through a bitset as `union` does, without listing them.
    static func unionCount(_ lists: [[UInt32]], universe: Int) -> Int {
        let nonEmpty = lists.filter { !$0.isEmpty }
        guard nonEmpty.count > 1 else { return nonEmpty.first?.count ?? 0 }
        guard let bits = bitset(nonEmpty, universe: universe) else { return union(nonEmpty, universe: universe).count }
        return bits.count
    }

    /// A bit for each id of the lists, or nil when one holds an id at or past `universe`.
    private static func bitset(_ lists: [[UInt32]], universe: Int) -> DocumentBits? {
        guard lists.allSatisfy({ $0.isEmpty || Int($0[$0.count - 1]) < universe }) else { return nil }
        var bits = DocumentBits(universe: universe)
        for list in lists { bits.insert(list) }
        return bits
    }

    /// Whether the ascending `set` holds `value`, by binary search.
    package static func contains(_ set: [UInt32], _ value: UInt32) -> Bool {
        let index = firstIndex(notBelow: value, in: set) { $0 }
        return index < set.count && set[index] == value
    }

    /// The index of the first of `elements` (ascending by `key`) whose key is `value` or more,
    /// `elements.count` when there is none: the one binary search over sorted lists (by
    /// document, by byte offset).
    /// Inlinable, so that a search from another module (the views) is specialized, not a
    /// generic call with a closure.
    @inlinable @inline(__always)
    public static func firstIndex<Element, Key: Comparable>(notBelow value: Key, in elements: [Element], key: (Element) -> Key) -> Int {
        var low = 0, high = elements.count
        while low < high {
            let middle = (low + high) / 2
            if key(elements[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    static func subtract(_ lhs: [UInt32], _ rhs: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(lhs.count)
        var j = 0
        for value in lhs {
            while j < rhs.count && rhs[j] < value { j += 1 }
            if j == rhs.count || rhs[j] != value { result.append(value) }
        }
        return result
    }
}
