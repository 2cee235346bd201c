/// Reads an hOCR file (Tesseract's, OCRopus's, Kraken's: XHTML or HTML) into a `LayoutPage`:
/// each element of a line class (`ocr_line`, `ocr_header`, `ocr_caption`, `ocr_textfloat`,
/// `ocrx_line`) a line of its words (`ocrx_word`, each apart from the next); its box from the
/// `bbox` of its `title`, its letters' height from `x_size` and its type size from its words'
/// `x_fsize`; `ocr_carea` and `ocr_par` blocks in the order written; `ocr_photo` and
/// `ocr_image` as pictures. Sizes are the `bbox` of `ocr_page`.
struct HOCRReader {
    private static let lineClasses: Set<String> = ["ocr_line", "ocr_header", "ocr_caption", "ocr_textfloat", "ocrx_line"]
    private static let blockClasses: Set<String> = ["ocr_carea", "ocr_par", "ocrx_block"]
    private static let pictureClasses: Set<String> = ["ocr_photo", "ocr_image", "ocr_linedrawing"]

    private enum Role {
        case page, block, line, word, other
    }

    private var page = LayoutPage(format: .hocr)
    private var reader: MarkupReader
    /// The role of each open element, innermost last.
    private var open: [(name: String, role: Role)] = []
    private var blocks: [[LayoutLine]] = [[]]
    private var line: (text: LineText, box: LayoutBox?, letterHeight: Double?, fontSize: Double?)?
    private var word = ""

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        reader = MarkupReader(bytes, isHTML: true)
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(MarkupError) -> LayoutPage {
        var hocr = HOCRReader(bytes)
        return try hocr.read()
    }

    private mutating func read() throws(MarkupError) -> LayoutPage {
        var sawPage = false
        while let event = try reader.next() {
            switch event {
            case .start(let tag):
                let role = role(of: tag)
                if role == .page { sawPage = true }
                if !tag.isEmpty { open.append((tag.name, role)) }
            case .end(let name):
                guard let index = open.lastIndex(where: { $0.name == name }) else { continue }
                for closed in open[index...].reversed() { close(closed.role) }
                open.removeSubrange(index...)
            case .text(let text):
                if open.contains(where: { $0.role == .word }) {
                    word += text
                } else if line != nil {
                    // Between words, a space; a line written without word elements, its text.
                    line?.text.separate()
                    line?.text.append(text)
                }
            }
        }
        for closed in open.reversed() { close(closed.role) }
        guard sawPage else { throw MarkupError("it holds no element of class ocr_page") }
        page.blocks = blocks.filter { !$0.isEmpty }
        return page
    }

    private mutating func role(of tag: MarkupReader.Tag) -> Role {
        let classes = Set((tag.attribute("class") ?? "").split(separator: " ").map(String.init))
        let title = Self.properties(tag.attribute("title") ?? "")
        if classes.contains("ocr_page") {
            if let box = title["bbox"], box.count == 4 {
                page.width = box[2] > 0 ? box[2] : nil
                page.height = box[3] > 0 ? box[3] : nil
            }
            if !blocks[blocks.count - 1].isEmpty { blocks.append([]) }
            return .page
        }
        if !classes.isDisjoint(with: Self.pictureClasses) {
            if let box = page.checked(Self.box(title)) { page.pictures.append(box) }
            return .other
        }
        if !classes.isDisjoint(with: Self.lineClasses) {
            line = (LineText(), Self.box(title), title["x_size"]?.first, nil)
            return .line
        }
        if classes.contains("ocrx_word"), line != nil {
            if line?.fontSize == nil { line?.fontSize = title["x_fsize"]?.first.flatMap { $0 > 0 ? $0 : nil } }
            line?.text.separate()
            word = ""
            return .word
        }
        if !classes.isDisjoint(with: Self.blockClasses) {
            if !blocks[blocks.count - 1].isEmpty { blocks.append([]) }
            return .block
        }
        return .other
    }

    private mutating func close(_ role: Role) {
        switch role {
        case .word:
            line?.text.append(word)
            line?.text.separate()
            word = ""
        case .line:
            guard let current = line else { return }
            line = nil
            guard !current.text.text.isEmpty else { return }
            blocks[blocks.count - 1].append(LayoutLine(text: current.text.text, box: page.checked(current.box),
                                                       fontSize: current.fontSize, letterHeight: current.letterHeight))
        case .page, .block, .other:
            break
        }
    }

    /// hOCR's `title`: properties separated by `;`, each a name and numbers (`bbox 0 0 10 20`).
    private static func properties(_ title: String) -> [String: [Double]] {
        var properties: [String: [Double]] = [:]
        for property in title.split(separator: ";") {
            let parts = property.split(separator: " ")
            guard let name = parts.first, properties.count < 32 else { continue }
            properties[String(name)] = parts.dropFirst().prefix(8).compactMap { Double($0) }.filter(\.isFinite)
        }
        return properties
    }

    /// A `bbox x0 y0 x1 y1` as a box.
    private static func box(_ properties: [String: [Double]]) -> LayoutBox? {
        guard let corners = properties["bbox"], corners.count == 4, corners[2] >= corners[0], corners[3] >= corners[1] else { return nil }
        return LayoutBox(x: corners[0], y: corners[1], width: corners[2] - corners[0], height: corners[3] - corners[1])
    }
}
