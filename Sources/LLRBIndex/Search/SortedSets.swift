/// Set algebra over ascending document-id lists, the form postings decode to.
enum SortedSets {
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

    static func union(_ lhs: [UInt32], _ rhs: [UInt32]) -> [UInt32] {
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
