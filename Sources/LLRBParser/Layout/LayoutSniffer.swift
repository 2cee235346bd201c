import Foundation

/// Tells a layout file from a text page by its first bytes: markup (after a byte-order mark and
/// blank space, a `<`) whose head names ALTO's namespace or root, or hOCR's classes or its
/// `ocr-system` meta. Anything else is text, even markup of another kind, which `TextDecoder`
/// then reads as the text it is. Every page is asked, so a text page is told at its first byte.
enum LayoutSniffer {
    /// How much of a file's head is looked at: ALTO names its namespace in the root element, and
    /// hOCR its meta in the head, both within the first few hundred bytes.
    static let headBytes = 8192

    private static let alto: [StaticString] = ["<alto", ":alto", "www.loc.gov/standards/alto"]
    private static let hocr: [StaticString] = ["ocr_page", "ocr-system", "ocr-capabilities"]

    static func format(of data: some Collection<UInt8>) -> LayoutPage.Format? {
        guard let first = data.first(where: { !Self.isBlank($0) }), first == UInt8(ascii: "<") else { return nil }
        let head = Array(data.prefix(headBytes))
        return head.withUnsafeBufferPointer { head in
            func holds(_ marker: StaticString) -> Bool {
                ByteSearch.firstIndex(of: UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount), in: head) != nil
            }
            if alto.contains(where: holds) { return .alto }
            if hocr.contains(where: holds) { return .hocr }
            return nil
        }
    }

    /// Blank space, and the bytes of a UTF-8 byte-order mark.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }
}
