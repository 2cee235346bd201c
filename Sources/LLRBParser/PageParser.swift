import Foundation

/// The parser's front door: bytes or text of one OCR'd file in, a structured `Page` out.
public enum PageParser {
    /// Parses already-decoded page text.
    public static func parse(text: String) -> Page {
        Page()
    }
}
