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
    private let mappedBytes: Int

    /// Room for `capacity` elements, not initialized. Stops the process when the system has no
    /// address space left, as an allocation by `malloc` does.
    init(capacity: Int) {
        let bytes = (capacity * MemoryLayout<Element>.stride + Int(HugePages.size) - 1) & ~(Int(HugePages.size) - 1)
        let reserved = bytes + Int(HugePages.size)
        guard let mapped = mmap(nil, reserved, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED else {
            fatalError("out of memory: could not map \(reserved) bytes for the index's postings")
        }
        // Keep the huge-page-aligned part only: unmap the slack before and after it.
        let start = (UInt(bitPattern: mapped) + HugePages.size - 1) & ~(HugePages.size - 1)
        let head = Int(start - UInt(bitPattern: mapped))
        if head > 0 { munmap(mapped, head) }
        let tail = reserved - head - bytes
        if tail > 0 { munmap(mapped + head + bytes, tail) }
        mapping = mapped + head
        mappedBytes = bytes
        HugePages.advise(mapping, byteCount: bytes)
        base = mapping.bindMemory(to: Element.self, capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        munmap(mapping, mappedBytes)
    }
}
