import Glibc

/// A big buffer mapped on its own and aligned to a huge page, so that all of it can be backed
/// by huge pages (`HugePages`). A buffer from `malloc` starts anywhere within a huge page: the
/// 2 MB around its two ends stay in 4 KB pages, 512 page faults each; for the entry chunks of a
/// 100 MB ingest that was 20,000 of its 174,000 page faults. Its pages are given to the system
/// when the buffer is freed; the system provides them only where it is written, and until then
/// the buffer reads as zeros, so a table that starts empty needs no clearing.
final class HugePageBuffer<Element> {
    let base: UnsafeMutablePointer<Element>
    let capacity: Int
    private let mapping: UnsafeMutableRawPointer
    /// The bytes mapped, or nil where the buffer came from `calloc` instead.
    private let mappedBytes: Int?

    /// Room for `capacity` elements, not initialized but reading as zeros. A huge-page-aligned
    /// mapping takes up to 4 MB of address space more than it holds: where the system refuses
    /// it (an address-space limit, strict overcommit), the buffer comes from `calloc`, in 4 KB
    /// pages, and the process stops only where any allocation would.
    init(capacity: Int) {
        let bytes = (capacity * MemoryLayout<Element>.stride + Int(HugePages.size) - 1) & ~(Int(HugePages.size) - 1)
        let reserved = bytes + Int(HugePages.size)
        if let mapped = mmap(nil, reserved, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED {
            // Keep the huge-page-aligned part only: unmap the slack before and after it.
            let start = (UInt(bitPattern: mapped) + HugePages.size - 1) & ~(HugePages.size - 1)
            let head = Int(start - UInt(bitPattern: mapped))
            if head > 0 { munmap(mapped, head) }
            let tail = reserved - head - bytes
            if tail > 0 { munmap(mapped + head + bytes, tail) }
            mapping = mapped + head
            mappedBytes = bytes
            HugePages.advise(mapping, byteCount: bytes)
        } else if let allocated = calloc(max(capacity, 1), MemoryLayout<Element>.stride) {
            mapping = allocated
            mappedBytes = nil
        } else {
            fatalError("out of memory: no room for \(bytes) bytes of the index's postings")
        }
        base = mapping.bindMemory(to: Element.self, capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        if let mappedBytes {
            munmap(mapping, mappedBytes)
        } else {
            free(mapping)
        }
    }
}
