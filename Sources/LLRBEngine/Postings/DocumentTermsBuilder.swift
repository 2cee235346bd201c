/// Builds a source file's `DocumentTerms` on a preparation worker. Keys and values go to buffers it owns
/// rather than to arrays: an array append first checks that its storage is not shared, a call
/// for every one of the ~0.5 entries per byte of text; here it is one comparison with the
/// capacity. `terms()` hands the buffers to the file's terms (`TermEntries`), which frees them.
struct DocumentTermsBuilder {
    private var keys: UnsafeMutablePointer<UInt64>
    private var values: UnsafeMutablePointer<UInt32>
    private(set) var capacity: Int
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

    /// Room for `additional` more entries. A caller may write entries at `keyBase` and
    /// `valueBase` from `entryCount` up to `capacity` itself, in a loop that keeps the count in
    /// a register, and then ends them with `appended(upTo:)`.
    @inline(never)
    mutating func reserve(_ additional: Int) {
        while entryCount + additional > capacity { grow() }
    }

    var keyBase: UnsafeMutablePointer<UInt64> { keys }
    var valueBase: UnsafeMutablePointer<UInt32> { values }

    /// After entries were written directly (`reserve`): they now end at `count`.
    mutating func appended(upTo count: Int) {
        entryCount = count
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

    /// The entries, their buffers handed over: the builder must not be used afterwards.
    consuming func terms() -> DocumentTerms {
        DocumentTerms(entries: TermEntries(keys: keys, values: values, count: entryCount),
                  longKeys: longKeys, longStarts: longStarts, documentEnds: documentEnds)
    }

    private mutating func grow() {
        let larger = capacity * 2
        let newKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: larger)
        let newValues = UnsafeMutablePointer<UInt32>.allocate(capacity: larger)
        newKeys.moveInitialize(from: keys, count: entryCount)
        newValues.moveInitialize(from: values, count: entryCount)
        keys.deallocate()
        values.deallocate()
        keys = newKeys
        values = newValues
        capacity = larger
    }
}
