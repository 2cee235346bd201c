/// A page as an OCR engine laid it out (ALTO or hOCR): its lines in reading order, each with its
/// box on the scan and its type size where the file gives them, grouped in the engine's blocks,
/// and its pictures. The parser reads its `text`; the layout is kept for the page's reading.
public struct LayoutPage: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case alto
        case hocr
    }

    /// The units of the page's boxes: ALTO's `MeasurementUnit` (hOCR is in pixels).
    public enum Unit: String, Hashable, Sendable {
        case pixel
        /// Tenths of a millimetre.
        case mm10
        /// 1/1200 of an inch.
        case inch1200
    }

    public var format: Format
    public var unit: Unit = .pixel
    /// The page's width and height in `unit`, when the file gives them.
    public var width: Double?
    public var height: Double?
    /// The text blocks in reading order, each its lines in order; none is empty.
    public var blocks: [[LayoutLine]] = []
    /// Where the engine found pictures (ALTO's `Illustration`, hOCR's `ocr_photo` and `ocr_image`).
    public var pictures: [LayoutBox] = []
    /// The name of the scan the engine read, without its folders (ALTO's `fileName`: Tesseract
    /// writes the path it was given): a scan is looked for beside the page file only.
    public var scanName: String?

    public init(format: Format) {
        self.format = format
    }

    /// The page as text, as the parser reads a page: a line of text a line, a blank line between
    /// two blocks (as a column page sets a blank line between its paragraphs), a line set larger
    /// than the page's body marked as a heading, as OCR tools mark what they take for one
    /// (`TypeSizeMarks`), a heading its column broke over lines one line, and a picture with a
    /// block of text right under it a markdown image before that block (`PrintedLines`): the
    /// parser weighs those marks with the rest of its evidence.
    public var text: String {
        PrintedLines(self).blocks.map { block in block.map(\.text).joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// The last part of `path` (after `/` or `\`), unless it names no file (`..`, empty).
    static func fileName(of path: String) -> String? {
        guard let name = path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init),
              name != ".", name != ".." else { return nil }
        return name
    }

    /// `box` unless it reaches outside the page (by more than a twentieth of its size, for
    /// engines that round): a box of a line off the page is no evidence of where it was printed.
    func checked(_ box: LayoutBox?) -> LayoutBox? {
        guard let box, box.x >= 0, box.y >= 0, box.width >= 0, box.height >= 0 else { return nil }
        let slack = 1.05
        if let width, box.x + box.width > width * slack { return nil }
        if let height, box.y + box.height > height * slack { return nil }
        return box
    }
}

/// A line of a layout page.
public struct LayoutLine: Hashable, Sendable {
    public var text: String
    /// Where it lies on the page, in the page's unit; nil when the file gives no box or one off
    /// the page.
    public var box: LayoutBox?
    /// Its type size in points when the file says it (ALTO's `FONTSIZE`, hOCR's `x_fsize`).
    public var fontSize: Double?
    /// The gaps between its words as wide as a gutter between columns may be, and how high its
    /// words after the last stand (`ColumnGutters`).
    var gaps: [LineText.Gap] = []
    var lastPiece: LineText.Piece?
}

extension Sequence<LayoutLine> {
    /// The smallest box holding every line's box; nil when none has one.
    var boxAround: LayoutBox? {
        lazy.compactMap(\.box).reduce(nil) { (union: LayoutBox?, box) in union?.union(box) ?? box }
    }
}

/// A rectangle on a page, from its top left corner.
public struct LayoutBox: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// The smallest box holding both.
    func union(_ other: LayoutBox) -> LayoutBox {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return LayoutBox(x: left, y: top, width: right - left, height: bottom - top) ?? self
    }

    /// Nil unless each value is finite and below a size no scan has (10⁷ units).
    public init?(x: Double, y: Double, width: Double, height: Double) {
        let values = [x, y, width, height]
        guard values.allSatisfy({ $0.isFinite && abs($0) < 10_000_000 }) else { return nil }
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
