/// A page's scan: the image beside its file with the same stem, or the one its ALTO names,
/// and its size as the image's header says (`ScanImage` in LLRBIndex reads it). The parser never
/// sees it: an ingest finds it, so that a reader can be shown where on the printed page a story
/// stands.
public struct PageScan: Codable, Hashable, Sendable {
    /// The formats a browser shows, which are all a scan may be.
    public enum Format: String, Codable, Hashable, Sendable {
        case jpeg
        case png
        case webp
    }

    /// The image's file name, in the page file's folder.
    public var file: String
    public var format: Format
    /// Its size in pixels, each side 1 to `maximumSide`.
    public var width: Int
    public var height: Int

    /// The longest side a scan may have: a broadsheet at 600 dpi is about 14,000 pixels tall,
    /// and a browser given more would be asked to hold gigabytes for one page.
    public static let maximumSide = 16_384

    /// Its keys in every JSON llrb writes: named here alone.
    public enum CodingKeys: String, CodingKey { case file, format, height, width }

    /// Nil unless each side is 1 to `maximumSide` pixels.
    public init?(file: String, format: Format, width: Int, height: Int) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
        self.file = file
        self.format = format
        self.width = width
        self.height = height
    }
}
