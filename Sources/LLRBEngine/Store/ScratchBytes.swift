/// A small record assembled in a scratch buffer (`ScratchRecords`): a dictionary entry is a
/// handful of varints and a few bytes, and appending them one by one to a growing array cost a
/// uniqueness and capacity check each, several times the work itself.
struct ScratchBytes {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var count = 0

    init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// The bytes written so far.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// Unsigned LEB128, as `ByteWriter.appendVarint`.
    @inline(__always)
    mutating func appendVarint(_ value: UInt64) {
        precondition(count + 10 <= capacity, "a scratch record outgrew its buffer")
        var rest = value
        while rest >= 0x80 {
            base[count] = UInt8(truncatingIfNeeded: rest) | 0x80
            count += 1
            rest >>= 7
        }
        base[count] = UInt8(rest)
        count += 1
    }

    @inline(__always)
    mutating func appendVarint(_ value: Int) {
        appendVarint(UInt64(value))
    }

    @inline(__always)
    mutating func append(_ value: UInt32) {
        precondition(count + 4 <= capacity, "a scratch record outgrew its buffer")
        UnsafeMutableRawPointer(base + count).storeBytes(of: value.littleEndian, as: UInt32.self)
        count += 4
    }

    @inline(__always)
    mutating func append(_ other: UnsafeRawBufferPointer) {
        precondition(count + other.count <= capacity, "a scratch record outgrew its buffer")
        if let source = other.baseAddress { UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: other.count) }
        count += other.count
    }

    /// A length (varint) followed by the bytes, as `ByteWriter.appendBlob`.
    @inline(__always)
    mutating func appendBlob(_ blob: UnsafeRawBufferPointer) {
        appendVarint(blob.count)
        append(blob)
    }
}

/// Records written in place into bytes kept as room: a block of dictionary entries, each built
/// where it goes. Appending each to an array cost an append's checks and a copy of it, more
/// than building it.
struct ScratchRecords {
    /// The records, then room: the first `count` bytes are in use.
    private(set) var room: [UInt8] = []
    private(set) var count = 0

    /// The records written so far.
    var records: ArraySlice<UInt8> { room[..<count] }

    /// Makes room for `capacity` bytes at once, in huge pages (`HugePages`), so that the
    /// records never grow by copying; room is zeroed only as records reach it.
    mutating func reserve(_ capacity: Int) {
        HugePages.reserve(capacity, in: &room)
    }

    /// Appends the record `build` writes; `capacity` bounds what it may write.
    mutating func append(building capacity: Int, _ build: (inout ScratchBytes) -> Void) {
        if room.count - count < capacity { room.append(contentsOf: repeatElement(0, count: max(capacity, 1 << 12))) }
        let start = count
        count += room.withUnsafeMutableBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var scratch = ScratchBytes(base: base + start, capacity: capacity)
            build(&scratch)
            return scratch.count
        }
    }

    /// Starts over, keeping the room.
    mutating func removeAll() {
        count = 0
    }
}
