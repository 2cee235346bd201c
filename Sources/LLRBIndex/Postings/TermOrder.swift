/// Term ids in dictionary order: bytewise by key. A radix sort over the first eight key bytes
/// (all of a CJK bigram's key, field and kind included) orders nearly every term in a few linear
/// passes; only ids whose first eight bytes tie are then compared in full.
extension TermTable {
    /// The terms in dictionary order, their keys copied out in that order in one tight loop,
    /// whose cache misses overlap, instead of one miss after another as each term is written.
    func sorted() -> SortedTerms {
        let ids = sortedIDs()
        var keyStarts = [Int](repeating: 0, count: ids.count + 1)
        var keyBytes: [UInt8] = []
        keyBytes.reserveCapacity(arena.count)
        arena.withUnsafeBufferPointer { arena in
            for (rank, id) in ids.enumerated() {
                keyBytes.append(contentsOf: UnsafeBufferPointer(rebasing: arena[Int(starts[id])..<Int(starts[id + 1])]))
                keyStarts[rank + 1] = keyBytes.count
            }
        }
        return SortedTerms(ids: ids, keyBytes: keyBytes, keyStarts: keyStarts)
    }

    func sortedIDs() -> [Int] {
        var prefixes = [UInt64](repeating: 0, count: count)
        var ids = [UInt32](repeating: 0, count: count)
        arena.withUnsafeBufferPointer { bytes in
            for id in 0..<count {
                let start = Int(starts[id]), end = min(Int(starts[id + 1]), start + 8)
                var prefix: UInt64 = 0
                var shift: UInt64 = 56
                for index in start..<end {
                    prefix |= UInt64(bytes[index]) << shift
                    shift &-= 8
                }
                prefixes[id] = prefix
                ids[id] = UInt32(id)
            }
        }
        Self.radixSort(&prefixes, carrying: &ids)
        var order = ids.map { Int($0) }
        var runStart = 0
        while runStart < order.count {
            var runEnd = runStart + 1
            while runEnd < order.count && prefixes[runEnd] == prefixes[runStart] { runEnd += 1 }
            if runEnd - runStart > 1 {
                order[runStart..<runEnd].sort { TermKey.compare(Array(key($0)), Array(key($1))) < 0 }
            }
            runStart = runEnd
        }
        return order
    }

    /// Least significant byte first, stable, skipping bytes that are the same in every key.
    private static func radixSort(_ keys: inout [UInt64], carrying values: inout [UInt32]) {
        var keyBuffer = keys, valueBuffer = values
        for pass in 0..<8 {
            let shift = UInt64(pass * 8)
            var counts = [Int](repeating: 0, count: 257)
            for key in keys { counts[Int(truncatingIfNeeded: key >> shift) & 0xFF + 1] += 1 }
            if counts.contains(keys.count) { continue }
            for digit in 0..<256 { counts[digit + 1] += counts[digit] }
            keys.withUnsafeBufferPointer { sourceKeys in
                values.withUnsafeBufferPointer { sourceValues in
                    keyBuffer.withUnsafeMutableBufferPointer { targetKeys in
                        valueBuffer.withUnsafeMutableBufferPointer { targetValues in
                            for index in 0..<sourceKeys.count {
                                let key = sourceKeys[index]
                                let digit = Int(truncatingIfNeeded: key >> shift) & 0xFF
                                let target = counts[digit]
                                counts[digit] = target + 1
                                targetKeys[target] = key
                                targetValues[target] = sourceValues[index]
                            }
                        }
                    }
                }
            }
            swap(&keys, &keyBuffer)
            swap(&values, &valueBuffer)
        }
    }
}

/// Term ids in dictionary order with their keys (field, kind, bytes) in the same order.
struct SortedTerms {
    let ids: [Int]
    let keyBytes: [UInt8]
    /// The key of rank `r` is `keyBytes[keyStarts[r]..<keyStarts[r + 1]]`.
    let keyStarts: [Int]

    var count: Int { ids.count }

    func key(_ rank: Int) -> ArraySlice<UInt8> {
        keyBytes[keyStarts[rank]..<keyStarts[rank + 1]]
    }

    func kind(_ rank: Int) -> UInt8 {
        keyBytes[keyStarts[rank] + 1]
    }
}
