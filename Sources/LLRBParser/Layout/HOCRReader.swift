/// Reads an hOCR file (Tesseract's, OCRopus's, Kraken's: XHTML or HTML) into a `LayoutPage`:
/// each element of a line class (`ocr_line`, `ocr_header`, `ocr_caption`, `ocr_textfloat`,
/// `ocrx_line`) a line of its words (`ocrx_word`, the gap between two words from their boxes);
/// its box from the `bbox` of its `title`, its letters' height from `x_size` and its type size
/// from its words' `x_fsize`; `ocr_carea` and `ocr_par` blocks down each column (`ColumnOrder`); `ocr_photo`
/// and `ocr_image` as pictures. Sizes are the `bbox` of `ocr_page`, and its scan's file its
/// `image`.
struct HOCRReader {
    private enum Role {
        case page, block, line, word, picture, other
    }

    private var page = LayoutPage(format: .hocr)
    private var reader: MarkupReader
    /// The role of each open element, innermost last, with its name.
    private var open: [(name: MarkupReader.Span, role: Role)] = []
    private var blocks: [[LayoutLine]] = [[]]
    private var line: (text: LineText, box: LayoutBox?, letterHeight: Double?, fontSize: Double?, lastRight: Double?)?
    private var word = ""
    private var wordDepth = 0

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
            case .start(let isEmpty):
                let role = role()
                if role == .page { sawPage = true }
                if !isEmpty { open.append((reader.name, role)) }
            case .end:
                let name = reader.name
                guard let index = open.lastIndex(where: { reader.sameName($0.name, name) }) else { continue }
                for closed in open[index...].reversed() { close(closed.role) }
                open.removeSubrange(index...)
            case .text(let span):
                if wordDepth > 0 {
                    word += try reader.string(span)
                } else if line != nil {
                    // Between words, a gap; a line written without word elements, its text.
                    line?.text.separate()
                    if !reader.isBlank(span) { line?.text.append(try reader.string(span)) }
                }
            }
        }
        for closed in open.reversed() { close(closed.role) }
        guard sawPage else { throw MarkupError("it holds no element of class ocr_page") }
        page.blocks = ColumnOrder.ordered(ColumnGutters.split(blocks.filter { !$0.isEmpty }))
        return page
    }

    /// The role of the current element by the first of its classes that hOCR gives one.
    private func role(of classes: MarkupReader.Span) -> Role? {
        var found: Role?
        reader.forEachWord(of: classes) { name in
            if reader.is(name, "ocrx_word") {
                found = .word
            } else if reader.is(name, "ocr_line") || reader.is(name, "ocr_header") || reader.is(name, "ocr_caption")
                        || reader.is(name, "ocr_textfloat") || reader.is(name, "ocrx_line") {
                found = .line
            } else if reader.is(name, "ocr_carea") || reader.is(name, "ocr_par") || reader.is(name, "ocrx_block") {
                found = .block
            } else if reader.is(name, "ocr_page") {
                found = .page
            } else if reader.is(name, "ocr_photo") || reader.is(name, "ocr_image") || reader.is(name, "ocr_linedrawing") {
                found = .picture
            }
            return found != nil
        }
        return found
    }

    /// The current start tag's role, taking in what it says of the page, its line or its word.
    private mutating func role() -> Role {
        guard let classes = reader.attribute("class"), let role = role(of: classes) else { return .other }
        let title = reader.attribute("title").map(properties) ?? Title()
        switch role {
        case .word:
            guard line != nil else { return .other }
            let box = title.box
            if line?.fontSize == nil { line?.fontSize = title.fontSize }
            let gap = box.flatMap { box in line?.lastRight.map { box.x - $0 } }
            let height = line?.box?.height
            line?.text.separate(gap: gap, height: height)
            if let box, let lastRight = line?.lastRight { line?.text.noteGap(from: lastRight, to: box.x, height: height) }
            if let box { line?.lastRight = box.x + box.width }
            word = ""
            wordDepth += 1
        case .line:
            line = (LineText(), title.box, title.letterHeight, nil, nil)
        case .block:
            if !blocks[blocks.count - 1].isEmpty { blocks.append([]) }
        case .page:
            page.scanName = title.image.flatMap(LayoutPage.fileName(of:))
            if let box = title.box {
                page.width = box.x + box.width > 0 ? box.x + box.width : nil
                page.height = box.y + box.height > 0 ? box.y + box.height : nil
            }
            if !blocks[blocks.count - 1].isEmpty { blocks.append([]) }
        case .picture:
            if let box = page.checked(title.box) { page.pictures.append(box) }
        case .other:
            break
        }
        return role
    }


    private mutating func close(_ role: Role) {
        switch role {
        case .word:
            wordDepth -= 1
            line?.text.append(word)
            word = ""
        case .line:
            guard let current = line else { return }
            line = nil
            guard !current.text.isEmpty else { return }
            blocks[blocks.count - 1].append(LayoutLine(text: current.text.text, box: page.checked(current.box),
                                                       fontSize: current.fontSize, letterHeight: current.letterHeight,
                                                       gaps: current.text.gaps))
        case .page, .block, .picture, .other:
            break
        }
    }

    /// What hOCR's `title` says of an element: its `bbox` (`x0 y0 x1 y1`), its letters' height
    /// (`x_size`), its type size (`x_fsize`, points), and a page's scan (`image "path"`).
    private struct Title {
        var box: LayoutBox?
        var letterHeight: Double?
        var fontSize: Double?
        var image: String?
    }

    private func properties(_ title: MarkupReader.Span) -> Title {
        var read = Title()
        reader.forEachProperty(in: title) { name, values in
            if reader.is(name, "bbox") {
                let corners = reader.numbers(in: values)
                guard corners.count == 4, corners[2] >= corners[0], corners[3] >= corners[1] else { return }
                read.box = LayoutBox(x: corners[0], y: corners[1], width: corners[2] - corners[0], height: corners[3] - corners[1])
            } else if reader.is(name, "x_size") {
                read.letterHeight = reader.numbers(in: values).first.flatMap { $0 > 0 ? $0 : nil }
            } else if reader.is(name, "x_fsize") {
                read.fontSize = reader.numbers(in: values).first.flatMap { $0 > 0 ? $0 : nil }
            } else if reader.is(name, "image") {
                // `image "path"`: the path between its quotes (Tesseract's), or the value unquoted.
                let value = (try? reader.string(values)) ?? ""
                if let open = value.firstIndex(of: "\""), let close = value.lastIndex(of: "\""), open < close {
                    read.image = String(value[value.index(after: open)..<close])
                } else {
                    read.image = value.split(separator: " ").first.map(String.init)
                }
            }
        }
        return read
    }

}
