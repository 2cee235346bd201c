/// Reads an ALTO file (versions 2 to 4, as Tesseract, ABBYY FineReader, Transkribus and the
/// METS/ALTO of Chronicling America and Europeana write it) into a `LayoutPage`: each
/// `TextLine` a line of its `String`s, `SP` a space, `HYP` its hyphen; its box from
/// `HPOS VPOS WIDTH HEIGHT`; its type size from the `TextStyle` its line or first string refers
/// to (`STYLEREFS`, `FONTSIZE` in points); `TextBlock`s in the `ReadingOrder` when the file
/// gives one, else as written; `Illustration`s as pictures.
struct ALTOReader {
    private var page = LayoutPage(format: .alto)
    private var reader: MarkupReader
    /// Font sizes by `TextStyle` ID.
    private var styles: [String: Double] = [:]
    /// The blocks as read, each with the IDs that place it in a reading order (its own and its
    /// enclosing `ComposedBlock`s').
    private var blocks: [(ids: [String], lines: [LayoutLine])] = []
    private var composed: [String] = []
    private var order: [String] = []
    private var line: (text: LineText, box: LayoutBox?, style: String?)?
    private var unitText: String?

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
            case .start(let tag):
                if !sawRoot {
                    guard tag.name == "alto" else { throw MarkupError("its root element is <\(tag.name)>, not ALTO's <alto>") }
                    sawRoot = true
                }
                try start(tag)
            case .end(let name):
                end(name)
            case .text(let text):
                if unitText != nil { unitText? += text }
            }
        }
        guard sawRoot else { throw MarkupError("it holds no <alto> element") }
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = blocks.enumerated().sorted { left, right in
            let leftPlace = left.element.ids.compactMap { position[$0] }.min() ?? Int.max
            let rightPlace = right.element.ids.compactMap { position[$0] }.min() ?? Int.max
            return (leftPlace, left.offset) < (rightPlace, right.offset)
        }
        page.blocks = ordered.map(\.element.lines).filter { !$0.isEmpty }
        return page
    }

    private mutating func start(_ tag: MarkupReader.Tag) throws(MarkupError) {
        switch tag.name {
        case "MeasurementUnit":
            unitText = ""
        case "TextStyle":
            if let id = tag.attribute("ID"), let size = tag.attribute("FONTSIZE").flatMap(Double.init), size.isFinite, size > 0 {
                styles[id] = size
            }
        case "Page":
            page.width = tag.attribute("WIDTH").flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            page.height = tag.attribute("HEIGHT").flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        case "ComposedBlock":
            composed.append(tag.attribute("ID") ?? "")
            if tag.isEmpty { composed.removeLast() }
        case "TextBlock":
            blocks.append(([tag.attribute("ID") ?? ""] + composed, []))
        case "TextLine":
            line = (LineText(), Self.box(tag), tag.attribute("STYLEREFS"))
        case "String":
            guard var current = line else { return }
            current.text.append(tag.attribute("CONTENT") ?? "")
            if current.style == nil { current.style = tag.attribute("STYLEREFS") }
            line = current
        case "SP":
            line?.text.separate()
        case "HYP":
            line?.text.append(tag.attribute("CONTENT") ?? "-")
        case "Illustration":
            if let box = page.checked(Self.box(tag)) { page.pictures.append(box) }
        case "ElementRef":
            if let reference = tag.attribute("REF") { order.append(reference) }
        default:
            break
        }
        if tag.isEmpty, tag.name == "TextLine" { end("TextLine") }
    }

    private mutating func end(_ name: String) {
        switch name {
        case "MeasurementUnit":
            page.unit = unitText.flatMap { LayoutPage.Unit(rawValue: $0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? .pixel
            unitText = nil
        case "ComposedBlock":
            if !composed.isEmpty { composed.removeLast() }
        case "TextLine":
            guard let current = line else { return }
            line = nil
            guard !current.text.text.isEmpty else { return }
            let styles = styles
            let fontSize = current.style.flatMap { refs in refs.split(separator: " ").lazy.compactMap { styles[String($0)] }.first }
            let laid = LayoutLine(text: current.text.text, box: page.checked(current.box), fontSize: fontSize)
            if blocks.isEmpty { blocks.append(([], [])) }
            blocks[blocks.count - 1].lines.append(laid)
        default:
            break
        }
    }

    private static func box(_ tag: MarkupReader.Tag) -> LayoutBox? {
        guard let x = tag.attribute("HPOS").flatMap(Double.init), let y = tag.attribute("VPOS").flatMap(Double.init),
              let width = tag.attribute("WIDTH").flatMap(Double.init), let height = tag.attribute("HEIGHT").flatMap(Double.init)
        else { return nil }
        return LayoutBox(x: x, y: y, width: width, height: height)
    }
}
