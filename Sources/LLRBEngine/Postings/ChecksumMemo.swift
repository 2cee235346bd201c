import Glibc
import Synchronization

/// Which checksummed pieces of one mapped segment file this process has verified, so that each
/// dictionary block, skip table and postings block is checksummed once per process rather than
/// once per query: a segment is never changed once written, so bytes that matched their checksum
/// keep matching. A piece is known by the file offset it starts at (no two non-empty checksummed
/// pieces start at the same byte), one bit per byte of the file in memory zeroed lazily by the system,
/// so only the pages of bits that searches reach are ever touched.
final class ChecksumMemo: Sendable {
    private let start: UInt
    private let byteCount: Int
    private let bits: Mutex<UnsafeMutablePointer<UInt64>?>

    /// A memo for the pieces of `bytes` (a whole mapped file).
    init(covering bytes: UnsafeRawBufferPointer) {
        start = UInt(bitPattern: bytes.baseAddress)
        byteCount = bytes.count
        bits = Mutex(nil)
    }

    deinit {
        bits.withLock { free($0) }
    }

    /// True when `piece` was verified before, or `matches()` says it matches its checksum now
    /// (then remembered). A piece outside the file is checked every time, and so is an empty
    /// one: it starts where the next piece does, which must not count as verified through it.
    @inline(__always)
    func verify(_ piece: UnsafeRawBufferPointer, _ matches: () -> Bool) -> Bool {
        let address = UInt(bitPattern: piece.baseAddress)
        guard !piece.isEmpty, address >= start, address - start < UInt(byteCount) else { return matches() }
        let offset = Int(address - start)
        if bits.withLock({ words in words.map { $0[offset >> 6] >> UInt64(offset & 63) & 1 == 1 } ?? false }) { return true }
        guard matches() else { return false }
        bits.withLock { words in
            if words == nil { words = calloc(byteCount / 64 + 1, 8)?.assumingMemoryBound(to: UInt64.self) }
            words?[offset >> 6] |= 1 << UInt64(offset & 63)
        }
        return true
    }
}

extension Optional where Wrapped == ChecksumMemo {
    /// Without a memo (a checker, a merge: `SegmentReader(remembersChecks: false)`) every piece
    /// is checked every time.
    @inline(__always)
    func verify(_ piece: UnsafeRawBufferPointer, _ matches: () -> Bool) -> Bool {
        self?.verify(piece, matches) ?? matches()
    }
}
