import Foundation

/// Turns the bytes of a page file into the text the parser reads, whatever the OCR engine
/// wrote: plain text in any encoding `TextDecoder` reads, or a layout file (ALTO's XML, hOCR's
/// XHTML or HTML), told apart by its content, never by its name, so that the same bytes always
/// read the same. A layout file gives its lines in reading order and keeps their layout.
public enum PageDecoder {
    /// What a layout file may weigh: its text is bounded as a text page's, and the markup around
    /// it is 30 to 40 times the text (Tesseract's ALTO); 64 MB is sixteen times a text page's limit.
    public static let maximumLayoutBytes = 64_000_000

    /// How much of a file's head `layoutFormat(ofHead:)` needs.
    package static let layoutHeadBytes = LayoutSniffer.headBytes

    /// The layout format a file's first `layoutHeadBytes` show, or nil for a text page.
    package static func layoutFormat(ofHead head: some Collection<UInt8>) -> LayoutPage.Format? {
        LayoutSniffer.format(of: head)
    }

    /// Decodes `data`; `source` names the file in errors.
    /// A stage of an ingest in bench/stages (a text page's decoding and a layout file's reading
    /// both): kept a function of its own in the profile.
    @inline(never)
    public static func decode(_ data: Data, source: String) throws(PageDecodingError) -> DecodedPage {
        guard let format = LayoutSniffer.format(of: data) else {
            return DecodedPage(text: try TextDecoder.decode(data, source: source), layout: nil)
        }
        guard data.count <= maximumLayoutBytes else { throw .layoutTooLarge(source: source, bytes: data.count) }
        let read = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<LayoutPage, PageDecodingError> in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let problem = UTF8Validation.firstProblem(in: bytes) {
                switch problem {
                case .control(let offset): return .failure(.binary(source: source, offset: offset, byte: bytes[offset]))
                case .invalid(let offset): return .failure(.invalidUTF8(source: source, offset: offset))
                }
            }
            do throws(MarkupError) {
                return .success(format == .alto ? try ALTOReader.read(bytes) : try HOCRReader.read(bytes))
            } catch {
                return .failure(.malformedLayout(source: source, format: format.name, reason: error.reason))
            }
        }
        let layout = try read.get()
        let text = layout.text
        guard text.utf8.count <= PageLimits.maximumBytes else { throw .tooLarge(source: source, bytes: text.utf8.count) }
        guard !PageLimits.hasTooManyLines(text) else { throw .tooManyLines(source: source) }
        return DecodedPage(text: text, layout: layout)
    }
}

/// A page file decoded: its text, and its layout when the file is a layout file.
public struct DecodedPage: Sendable {
    public var text: String
    public var layout: LayoutPage?
}

extension LayoutPage.Format {
    /// As a user knows the format.
    var name: String {
        switch self {
        case .alto: "ALTO"
        case .hocr: "hOCR"
        }
    }
}
