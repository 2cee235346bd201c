import Foundation

/// OCR tools write CRLF, CR or LF; the rest of the parser sees LF only.
enum LineEndings {
    /// `text` with every CRLF and lone CR turned into LF.
    static func normalized(_ text: String) -> String {
        UTF8Walk.withBytes(text) { bytes in
            bytes.baseAddress.flatMap { memchr($0, 0x0D, bytes.count) } == nil ? text : string(fromValidUTF8: bytes)
        }
    }

    /// `bytes`, well-formed UTF-8, as text with every CRLF and lone CR turned into LF. The runs
    /// between carriage returns are copied whole, each found by `memchr`: a CRLF page copied
    /// a byte at a time cost ~46 instructions a byte, 13% of ingesting an archive of such
    /// pages. Dropping or replacing CR bytes leaves valid UTF-8 valid, so the result is made
    /// without validating it again.
    static func string(fromValidUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = bytes.baseAddress, let first = memchr(base, 0x0D, bytes.count) else {
            return KnownValidUTF8.string(bytes)
        }
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        defer { output.deallocate() }
        var read = 0, written = 0
        var carriageReturn: UnsafeMutableRawPointer? = first
        while let found = carriageReturn {
            let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            (output + written).initialize(from: base + read, count: offset - read)
            written += offset - read
            output[written] = 0x0A
            written += 1
            read = offset + 1
            if read < bytes.count, base[read] == 0x0A { read += 1 }
            carriageReturn = read < bytes.count ? memchr(base + read, 0x0D, bytes.count - read) : nil
        }
        (output + written).initialize(from: base + read, count: bytes.count - read)
        written += bytes.count - read
        return KnownValidUTF8.string(UnsafeBufferPointer(start: output, count: written))
    }
}
