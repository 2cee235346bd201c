/// Builds a page's `PageTerms` on a preparation worker. Keys and values go to buffers it owns
/// rather than to arrays: an array append first checks that its storage is not shared, a call
/// for every one of the ~0.5 entries per byte of text; here it is one comparison with the
/// capacity. Its owner frees it with `deallocate` (`PostingsCollector.collect` does).
struct PageTermsBuilder {
    private var keys: UnsafeMutablePointer<UInt64>
    private var values: UnsafeMutablePointer<UInt32>
    private var capacity: Int
    private(set) var entryCount = 0
    private var longKeys: [UInt8] = []
    private var longStarts: [UInt32] = [0]
    private var documentEnds: [Int] = []

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        keys = .allocate(capacity: self.capacity)
        values = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(packed key: UInt64, value: UInt32) {
        if entryCount == capacity { grow() }
        (keys + entryCount).initialize(to: key)
        (values + entryCount).initialize(to: value)
        entryCount += 1
    }

    /// A key longer than `PackedTermKey.maxBytes`: `0` among the keys, its bytes apart.
    mutating func appendLong(field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>, value: UInt32) {
        append(packed: 0, value: value)
        longKeys.append(field)
        longKeys.append(kind)
        longKeys.append(contentsOf: bytes)
        longStarts.append(UInt32(longKeys.count))
    }

    /// Adds one to the value of entry `index` (a unigram seen again in the same document).
    @inline(__always)
    mutating func increment(_ index: Int) {
        values[index] &+= 1
    }

    mutating func finishDocument() {
        documentEnds.append(entryCount)
    }

    /// The entries so far, copied out.
    func terms() -> PageTerms {
        PageTerms(keys: Self.array(keys, count: entryCount), values: Self.array(values, count: entryCount),
                  longKeys: longKeys, longStarts: longStarts, documentEnds: documentEnds)
    }

    /// A copy in one block move (`Array(UnsafeBufferPointer)` copies element by element).
    private static func array<Element>(_ start: UnsafeMutablePointer<Element>, count: Int) -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(from: start, count: count)
            initialized = count
        }
    }

    /// Frees the buffers; the builder must not be used afterwards.
    func deallocate() {
        keys.deallocate()
        values.deallocate()
    }

    private mutating func grow() {
        let larger = capacity * 2
        let newKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: larger)
        let newValues = UnsafeMutablePointer<UInt32>.allocate(capacity: larger)
        newKeys.moveInitialize(from: keys, count: entryCount)
        newValues.moveInitialize(from: values, count: entryCount)
        deallocate()
        keys = newKeys
        values = newValues
        capacity = larger
    }
}
