/// Reads an hOCR file (Tesseract's, OCRopus's, Kraken's: XHTML or HTML) into a `LayoutPage`:
/// each element of a line class (`ocr_line`, `ocr_header`, `ocr_caption`, `ocr_textfloat`,
/// `ocrx_line`) a line of its words (`ocrx_word`, the gap between two words from their boxes);
/// its box from the `bbox` of its `title` and its type size from its words' `x_fsize` (not
/// `x_size`: see `TypeSizeMarks`); `ocr_par` blocks within their `ocr_carea` regions, read down
/// each column (`ColumnGutters`, `ColumnOrder`); `ocr_photo`
/// and `ocr_image` as pictures. Sizes are the `bbox` of `ocr_page`, and its scan's file its
/// `image`.
struct HOCRReader {
    private enum Role {
        /// `ocr_carea`, `ocrx_block`: a region of the page, its blocks read in the order written.
        case region
        /// `ocr_par`: a block of lines.
        case block
        case page, line, word, picture, other
    }

    private var page = LayoutPage(format: .hocr)
    private var reader: MarkupReader
    /// The role of each open element, innermost last, with its name.
    private var open: [(name: MarkupReader.Span, role: Role)] = []
    private var blocks: [LayoutBlock] = [LayoutBlock(region: 0)]
    private var regions = 0
    private var line: (text: LineText, box: LayoutBox?, fontSize: Double?)?
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
        page.blocks = ColumnOrder.ordered(ColumnGutters.split(blocks.filter { !$0.lines.isEmpty }))
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
            } else if reader.is(name, "ocr_carea") || reader.is(name, "ocrx_block") {
                found = .region
            } else if reader.is(name, "ocr_par") {
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
            let height = line?.box?.height
            let gap = line?.text.place(box, lineHeight: height)
            line?.text.separate(gap: gap, height: height)
            word = ""
            wordDepth += 1
        case .line:
            line = (LineText(), title.box, nil)
        case .region:
            // A region inside another is part of it.
            if !open.contains(where: { $0.role == .region }) { regions += 1 }
            startBlock()
        case .block:
            // A block outside any region is a region of its own.
            if !open.contains(where: { $0.role == .region }) { regions += 1 }
            startBlock()
        case .page:
            page.scanName = title.image.flatMap(LayoutPage.fileName(of:))
            if let box = title.box {
                page.width = box.x + box.width > 0 ? box.x + box.width : nil
                page.height = box.y + box.height > 0 ? box.y + box.height : nil
            }
            regions += 1
            startBlock()
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
            blocks[blocks.count - 1].lines.append(LayoutLine(text: current.text.text, box: page.checked(current.box),
                                                             fontSize: current.fontSize, gaps: current.text.gaps,
                                                             lastPiece: current.text.lastPiece))
        case .page, .region, .block, .picture, .other:
            break
        }
    }

    /// Opens a block in the current region, unless the last is still empty (it then takes the region).
    private mutating func startBlock() {
        if blocks[blocks.count - 1].lines.isEmpty {
            blocks[blocks.count - 1].region = regions
        } else {
            blocks.append(LayoutBlock(region: regions))
        }
    }

    /// What hOCR's `title` says of an element: its `bbox` (`x0 y0 x1 y1`), its type size
    /// (`x_fsize`, points), and a page's scan (`image "path"`).
    private struct Title {
        var box: LayoutBox?
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
