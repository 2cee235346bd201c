/// Reads an ALTO file (versions 2 to 4, as Tesseract, ABBYY FineReader, Transkribus and the
/// METS/ALTO of Chronicling America and Europeana write it) into a `LayoutPage`: each
/// `TextLine` a line of its `String`s, `SP` a gap, `HYP` its hyphen; its box from
/// `HPOS VPOS WIDTH HEIGHT`; its type size from the `TextStyle` its line or first string refers
/// to (`STYLEREFS`, `FONTSIZE` in points); `TextBlock`s in the `ReadingOrder` when the file
/// gives one, else down each column (`ColumnGutters`, `ColumnOrder`: a `ComposedBlock`'s blocks
/// in the order written); `Illustration`s as pictures; the scan's file from
/// `sourceImageInformation`'s `fileName`.
struct ALTOReader {
    private var page = LayoutPage(format: .alto)
    private var reader: MarkupReader
    /// Font sizes by `TextStyle` ID.
    private var styles: [String: Double] = [:]
    /// The blocks as read, each with the IDs that place it in a reading order (its own and its
    /// enclosing `ComposedBlock`s') and its region (`LayoutBlock`).
    private var blocks: [(ids: [String], block: LayoutBlock)] = []
    private var composed: [String] = []
    /// The regions opened so far: an outermost `ComposedBlock`, or a `TextBlock` outside any.
    private var regions = 0
    private var order: [String] = []
    private var line: (text: LineText, box: LayoutBox?, style: String?)?
    /// The text of the element being read whole (`MeasurementUnit`, `fileName`), when one is.
    private var elementText: String?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        reader = MarkupReader(bytes, isHTML: false)
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(MarkupError) -> LayoutPage {
        var alto = ALTOReader(bytes)
        return try alto.read()
    }

    private mutating func read() throws(MarkupError) -> LayoutPage {
        var sawRoot = false
        while let event = try reader.next() {
            switch event {
            case .start(let isEmpty):
                if !sawRoot {
                    guard reader.is(reader.name, "alto") else { throw MarkupError("its root element is not ALTO's <alto>") }
                    sawRoot = true
                }
                try start(isEmpty: isEmpty)
            case .end:
                end()
            case .text(let span):
                if elementText != nil { elementText? += try reader.string(span) }
            }
        }
        guard sawRoot else { throw MarkupError("it holds no <alto> element") }
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = blocks.enumerated().sorted { left, right in
            let leftPlace = left.element.ids.compactMap { position[$0] }.min() ?? Int.max
            let rightPlace = right.element.ids.compactMap { position[$0] }.min() ?? Int.max
            return (leftPlace, left.offset) < (rightPlace, right.offset)
        }
        let read = ColumnGutters.split(ordered.map(\.element.block).filter { !$0.lines.isEmpty })
        page.blocks = order.isEmpty ? ColumnOrder.ordered(read) : read.map(\.lines)
        return page
    }

    private mutating func start(isEmpty: Bool) throws(MarkupError) {
        let name = reader.name
        if reader.is(name, "String") {
            guard line != nil else { return }
            let height = line?.box?.height, word = box()
            line?.text.place(word, lineHeight: height)
            let content = try string("CONTENT") ?? ""
            line?.text.append(content)
            if line?.style == nil {
                let style = try string("STYLEREFS")
                line?.style = style
            }
        } else if reader.is(name, "SP") {
            let height = line?.box?.height, gap = number("WIDTH")
            line?.text.separate(gap: gap, height: height)
        } else if reader.is(name, "TextLine") {
            line = (LineText(), box(), try string("STYLEREFS"))
            if isEmpty { endLine() }
        } else if reader.is(name, "HYP") {
            let hyphen = try string("CONTENT") ?? "-"
            line?.text.append(hyphen)
        } else if reader.is(name, "TextBlock") {
            if composed.isEmpty { regions += 1 }
            blocks.append(([try string("ID") ?? ""] + composed, LayoutBlock(region: regions)))
        } else if reader.is(name, "ComposedBlock"), !isEmpty {
            if composed.isEmpty { regions += 1 }
            composed.append(try string("ID") ?? "")
        } else if reader.is(name, "TextStyle") {
            if let id = try string("ID"), let size = number("FONTSIZE"), size > 0 { styles[id] = size }
        } else if reader.is(name, "Page") {
            page.width = number("WIDTH").flatMap { $0 > 0 ? $0 : nil }
            page.height = number("HEIGHT").flatMap { $0 > 0 ? $0 : nil }
        } else if reader.is(name, "Illustration") {
            if let box = page.checked(box()) { page.pictures.append(box) }
        } else if reader.is(name, "ElementRef") {
            if let reference = try string("REF") { order.append(reference) }
        } else if reader.is(name, "MeasurementUnit") || reader.is(name, "fileName"), !isEmpty {
            elementText = ""
        }
    }

    private mutating func end() {
        let name = reader.name
        if reader.is(name, "TextLine") {
            endLine()
        } else if reader.is(name, "ComposedBlock") {
            if !composed.isEmpty { composed.removeLast() }
        } else if reader.is(name, "MeasurementUnit") {
            page.unit = elementText.flatMap { LayoutPage.Unit(rawValue: LineText.trimmed($0)) } ?? .pixel
            elementText = nil
        } else if reader.is(name, "fileName") {
            page.scanName = elementText.map { LineText.trimmed($0) }.flatMap(LayoutPage.fileName(of:))
            elementText = nil
        }
    }

    private mutating func endLine() {
        guard let current = line else { return }
        line = nil
        guard !current.text.isEmpty else { return }
        let styles = styles
        let fontSize = current.style.flatMap { refs in refs.split(separator: " ").lazy.compactMap { styles[String($0)] }.first }
        let laid = LayoutLine(text: current.text.text, box: page.checked(current.box), fontSize: fontSize, gaps: current.text.gaps,
                              lastPiece: current.text.lastPiece)
        if blocks.isEmpty { blocks.append(([], LayoutBlock(region: 0))) }
        blocks[blocks.count - 1].block.lines.append(laid)
    }

    private func string(_ attribute: StaticString) throws(MarkupError) -> String? {
        guard let span = reader.attribute(attribute) else { return nil }
        return try reader.string(span)
    }

    private func number(_ attribute: StaticString) -> Double? {
        reader.attribute(attribute).flatMap(reader.number)
    }

    private func box() -> LayoutBox? {
        guard let x = number("HPOS"), let y = number("VPOS"), let width = number("WIDTH"), let height = number("HEIGHT") else { return nil }
        return LayoutBox(x: x, y: y, width: width, height: height)
    }
}
