/// A small record assembled in a scratch buffer, to be copied into a `ByteWriter` in one piece:
/// a dictionary entry is a handful of varints and a few bytes, and appending them one by one to
/// a growing array cost a uniqueness and capacity check each, several times the work itself.
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

extension ByteWriter {
    /// Appends the record `build` writes, in one copy; `capacity` bounds what it may write.
    mutating func append(building capacity: Int, _ build: (inout ScratchBytes) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return }
            var scratch = ScratchBytes(base: base, capacity: capacity)
            build(&scratch)
            bytes.append(contentsOf: scratch.bytes)
        }
    }
}
