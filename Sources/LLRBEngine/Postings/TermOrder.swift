/// Term ids in dictionary order: bytewise by key. A radix sort over the first eight key bytes
/// (all of a CJK bigram's key, field and kind included) orders nearly every term in a few linear
/// passes; only ids whose first eight bytes tie are then compared in full.
extension TermTable {
    /// The terms in dictionary order, their keys copied out in that order in one tight loop,
    /// whose cache misses overlap, instead of one miss after another as each term is written.
    func sorted() -> SortedTerms {
        let ids = sortedIDs()
        var keyStarts = [Int](unsafeUninitializedCapacity: ids.count + 1) { _, count in count = ids.count + 1 }
        keyStarts[0] = 0
        let keyBytes = [UInt8](unsafeUninitializedCapacity: arenaCount) { keyBytes, count in
            guard let target = keyBytes.baseAddress else { return }
            arena.withUnsafeBufferPointer { arena in
                guard let source = arena.baseAddress else { return }
                starts.withUnsafeBufferPointer { starts in
                    for rank in ids.indices {
                        let id = ids[rank]
                        let start = Int(starts[id]), length = Int(starts[id + 1]) - start
                        (target + count).initialize(from: source + start, count: length)
                        count += length
                        keyStarts[rank + 1] = count
                    }
                }
            }
        }
        return SortedTerms(ids: ids, keyBytes: keyBytes, keyStarts: keyStarts)
    }

    func sortedIDs() -> [Int] {
        var prefixes = [UInt64](repeating: 0, count: count)
        var ids = [UInt32](repeating: 0, count: count)
        // Eight bytes can be loaded at every key's start: a packed key is written with room for
        // sixteen, and a long key has more than eight.
        arena.withUnsafeBytes { bytes in
            for id in 0..<count {
                let start = Int(starts[id]), length = Int(starts[id + 1]) - start
                let word = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self))
                prefixes[id] = length >= 8 ? word : word & ~(UInt64.max >> UInt64(8 * length))
                ids[id] = UInt32(id)
            }
        }
        Self.radixSort(&prefixes, carrying: &ids)
        var order = ids.map { Int($0) }
        // Ties are compared where the keys lie: a copy of each key per comparison (and of the
        // table, to read it) took a tenth of the sort, on the thread the last segment waits for.
        arena.withUnsafeBytes { bytes in
            starts.withUnsafeBufferPointer { starts in
                func key(_ id: Int) -> UnsafeRawBufferPointer {
                    UnsafeRawBufferPointer(rebasing: bytes[Int(starts[id])..<Int(starts[id + 1])])
                }
                var runStart = 0
                while runStart < order.count {
                    var runEnd = runStart + 1
                    while runEnd < order.count && prefixes[runEnd] == prefixes[runStart] { runEnd += 1 }
                    if runEnd - runStart > 1 {
                        order[runStart..<runEnd].sort { TermKey.compare(key($0), key($1)) < 0 }
                    }
                    runStart = runEnd
                }
            }
        }
        return order
    }

    /// Least significant digit first, sixteen bits a pass, stable, skipping digits that are the
    /// same in every key; the counts of all four digits are taken in one read of the keys.
    private static func radixSort(_ keys: inout [UInt64], carrying values: inout [UInt32]) {
        guard keys.count > 1 else { return }
        let radix = 1 << 16
        var counts = [Int](repeating: 0, count: 4 * radix)
        counts.withUnsafeMutableBufferPointer { counts in
            for key in keys {
                for pass in 0..<4 { counts[pass &* radix &+ Int(truncatingIfNeeded: key >> UInt64(16 * pass)) & 0xFFFF] &+= 1 }
            }
        }
        // Each pass writes every element of its targets: they need no copy of the keys first.
        // They are counted as full while still uninitialized, which is sound only because the
        // elements are trivial integers and no pass reads a slot before writing all of them.
        var keyBuffer = [UInt64](unsafeUninitializedCapacity: keys.count) { _, count in count = keys.count }
        var valueBuffer = [UInt32](unsafeUninitializedCapacity: values.count) { _, count in count = values.count }
        for pass in 0..<4 {
            let shift = UInt64(16 * pass)
            let base = pass * radix
            guard counts[base + Int(truncatingIfNeeded: keys[0] >> shift) & 0xFFFF] != keys.count else { continue }
            var total = 0
            for digit in base..<(base + radix) { (counts[digit], total) = (total, total + counts[digit]) }
            counts.withUnsafeMutableBufferPointer { counts in
                keys.withUnsafeBufferPointer { sourceKeys in
                    values.withUnsafeBufferPointer { sourceValues in
                        keyBuffer.withUnsafeMutableBufferPointer { targetKeys in
                            valueBuffer.withUnsafeMutableBufferPointer { targetValues in
                                for index in 0..<sourceKeys.count {
                                    let key = sourceKeys[index]
                                    let digit = base &+ Int(truncatingIfNeeded: key >> shift) & 0xFFFF
                                    let target = counts[digit]
                                    counts[digit] = target &+ 1
                                    targetKeys[target] = key
                                    targetValues[target] = sourceValues[index]
                                }
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
}
