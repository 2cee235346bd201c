import Foundation

/// OCR tools write CRLF, CR or LF; the rest of the parser sees LF only.
enum LineEndings {
    /// `text` with every CRLF and lone CR turned into LF.
    static func normalized(_ text: String) -> String {
        let hasCR = UTF8Walk.withBytes(text) { bytes in
            bytes.baseAddress.map { memchr($0, 0x0D, bytes.count) != nil } ?? false
        }
        guard hasCR else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for byte in text.utf8 {
            if byte == 0x0D {
                bytes.append(0x0A)
                previousWasCR = true
                continue
            }
            if byte == 0x0A, previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            bytes.append(byte)
        }
        // Dropping or replacing CR bytes leaves valid UTF-8 valid.
        return bytes.withUnsafeBufferPointer(KnownValidUTF8.string)
    }
}
