/// A line's text built word by word, as an OCR engine lists them: words apart are joined by a
/// space, except beside a CJK character or punctuation, where only a gap as wide as a good part
/// of a character (`wideGap` of the line's height) is a space, as the engine's own text sets
/// one (`记者 郭建英`, `优先 推动`). Engines list Chinese words and characters apart with a gap
/// of a few pixels between each (Tesseract's ALTO and hOCR); a space for each would read every
/// line as letter-spaced, and break every phrase.
struct LineText {
    /// The share of the line's height from which a gap between two CJK words is a space:
    /// Tesseract's gaps inside a word of body type run to half of it, its spaces from two thirds.
    static let wideGap = 0.6

    /// The text so far, as UTF-8: a `String` appended to word by word cost some 500
    /// instructions a word, and an ALTO page lists each Chinese character as a word.
    private var bytes: [UInt8] = []
    /// The gaps between two words as wide as `gutterGap` of the line's height, in order: where
    /// the line may be two columns' lines that the engine read as one (`ColumnGutters`).
    private(set) var gaps: [Gap] = []
    /// Whether the next word is apart from what came before (`SP`, or another word element).
    private var isApart = false
    /// Whether that gap is wide (`wideGap`).
    private var isWide = false

    /// The next word is apart from the last; `gap` and the line's `height` in the same unit, when known.
    mutating func separate(gap: Double? = nil, height: Double? = nil) {
        isApart = true
        if let gap, let height, height > 0, gap >= Self.wideGap * height { isWide = true }
    }

    /// The share of the line's height from which a gap between two words may be a gutter
    /// between columns: wider than any space a line of one column sets (`wideGap`).
    static let gutterGap = 0.8

    /// A gap between words as wide as a gutter may be: where the text breaks (a UTF-8 offset
    /// into `text`, before any space), where the gap lies across the page (in the page's unit),
    /// and how high the words before it since the gap before stand.
    struct Gap: Hashable, Sendable {
        var offset: Int
        var left: Double
        var right: Double
        var before: Piece?
    }

    /// The top and bottom of a run of a line's words, in the page's unit.
    struct Piece: Hashable, Sendable {
        var top: Double
        var bottom: Double

        func including(_ box: LayoutBox) -> Piece {
            Piece(top: min(top, box.y), bottom: max(bottom, box.y + box.height))
        }
    }

    /// The right edge of the last word placed, nil when it had no box.
    private var lastRight: Double?
    /// The words placed since the last gap noted, nil while none had a box.
    private(set) var lastPiece: Piece?

    /// Places the next word at `box` (before it is appended), noting its gap from the last word
    /// when it is as wide as a gutter may be (`lineHeight` is the line's); the gap from the last
    /// word, nil when either has no box.
    @discardableResult
    mutating func place(_ box: LayoutBox?, lineHeight: Double?) -> Double? {
        guard let box else {
            lastRight = nil
            return nil
        }
        let gap = lastRight.map { box.x - $0 }
        if let gap, let left = lastRight, let lineHeight, lineHeight > 0, gap >= Self.gutterGap * lineHeight, !bytes.isEmpty {
            if let last = gaps.last, last.offset == bytes.count {
                gaps[gaps.count - 1].right = max(last.right, box.x)
            } else {
                gaps.append(Gap(offset: bytes.count, left: left, right: box.x, before: lastPiece))
                lastPiece = nil
            }
        }
        lastPiece = lastPiece?.including(box) ?? Piece(top: box.y, bottom: box.y + box.height)
        lastRight = box.x + box.width
        return gap
    }

    /// The line's text.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    var isEmpty: Bool {
        bytes.isEmpty
    }

    mutating func append(_ word: String) {
        var word = word
        let appended = word.withUTF8 { utf8 -> Bool in
            let content = Self.content(of: utf8)
            guard !content.isEmpty, let first = UTF8Walk.scalar(in: utf8, at: content.lowerBound)?.value else { return false }
            if isApart, let last = lastValue, isWide || !Self.isWide(last) && !Self.isWide(first) {
                bytes.append(0x20)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[content]))
            return true
        }
        guard appended else { return }
        isApart = false
        isWide = false
    }

    /// The value of the text's last scalar, nil when it is empty.
    private var lastValue: UInt32? {
        bytes.withUnsafeBufferPointer { utf8 in
            utf8.isEmpty ? nil : UTF8Walk.scalar(in: utf8, at: UTF8Walk.scalarStart(before: utf8.count, in: utf8))?.value
        }
    }

    /// `word` without the white space around it.
    static func trimmed(_ word: String) -> String {
        var word = word
        return word.withUTF8 { utf8 in String(decoding: UnsafeBufferPointer(rebasing: utf8[content(of: utf8)]), as: UTF8.self) }
    }

    /// Where `utf8` holds more than the white space around it (empty when nothing): by byte, since
    /// Foundation's trimming cost ~5,000 instructions a word, and an ALTO page lists its words
    /// one by one.
    static func content(of utf8: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = 0, end = utf8.count
        while start < end, let (value, width) = UTF8Walk.scalar(in: utf8, at: start), isSpace(value) {
            start += width
        }
        while end > start {
            let last = UTF8Walk.scalarStart(before: end, in: utf8)
            guard let (value, _) = UTF8Walk.scalar(in: utf8, at: last), isSpace(value) else { break }
            end = last
        }
        return start..<end
    }

    /// ASCII white space and control characters, the no-break space and the ideographic space:
    /// what OCR engines put around a word (a Unicode property lookup cost ~20 times more).
    private static func isSpace(_ value: UInt32) -> Bool {
        value <= 0x20 || value == 0xA0 || value == 0x3000 || (0x2000...0x200B).contains(value)
    }

    /// CJK ideographs, their symbols and punctuation, fullwidth forms (a scalar's value).
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x2E80...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF: true
        default: false
        }
    }
}
