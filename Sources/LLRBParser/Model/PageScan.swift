/// A page's scan: the image beside its file with the same stem, or the one its ALTO names,
/// its size as the image's header says (`ScanImage` in LLRBIndex reads it), and where each of
/// the page's lines lies on it when the page is a layout file. The parser never sees it: an
/// ingest finds it, so that a reader can be shown where on the printed page a story stands.
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
    /// Where the page's lines lie on the image, by line number, in the image's pixels: from a
    /// layout file's boxes (`LayoutPage.scanLines(width:height:)`); none for a text page.
    public var lines: [ScanLine] = []

    /// The longest side a scan may have: a broadsheet at 600 dpi is about 14,000 pixels tall,
    /// and a browser given more would be asked to hold gigabytes for one page.
    public static let maximumSide = 16_384

    /// Its keys in every JSON llrb writes: named here alone. A page's JSON gives the image
    /// alone: its lines' boxes are each article's region's, which holds those lines, and a page
    /// read back from JSON has none.
    public enum CodingKeys: String, CodingKey { case file, format, height, width }

    /// Nil unless each side is 1 to `maximumSide` pixels.
    public init?(file: String, format: Format, width: Int, height: Int, lines: [ScanLine] = []) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
        self.file = file
        self.format = format
        self.width = width
        self.height = height
        self.lines = lines
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let file = try container.decode(String.self, forKey: .file), format = try container.decode(Format.self, forKey: .format)
        guard let scan = PageScan(file: file, format: format, width: try container.decode(Int.self, forKey: .width),
                                  height: try container.decode(Int.self, forKey: .height)) else {
            throw DecodingError.dataCorruptedError(forKey: .width, in: container, debugDescription: "a scan's side is out of range")
        }
        self = scan
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(format, forKey: .format)
        try container.encode(height, forKey: .height)
        try container.encode(width, forKey: .width)
    }
}

/// Where one line of a page was printed on its scan: a box in the image's pixels, inside it.
public struct ScanLine: Codable, Hashable, Sendable {
    /// The 1-based line of the page's text, as `SourceLines` counts.
    public var line: Int
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Its keys in every JSON llrb writes: named here alone.
    public enum CodingKeys: String, CodingKey { case height, line, width, x, y }

    /// Nil unless the box has a size and lies inside an image of `PageScan.maximumSide`.
    public init?(line: Int, x: Int, y: Int, width: Int, height: Int) {
        let side = 0...PageScan.maximumSide
        guard line > 0, side.contains(x), side.contains(y), (1...PageScan.maximumSide).contains(width),
              (1...PageScan.maximumSide).contains(height), side.contains(x + width), side.contains(y + height) else { return nil }
        self.line = line
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
