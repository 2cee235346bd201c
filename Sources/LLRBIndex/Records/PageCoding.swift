import LLRBEngine
import LLRBParser

/// A page's fields in a record's binary form (docs/FORMAT.md, "Records"), stored once per page
/// with its first article. The fields are `Page.fields`, so a field added to the page is stored
/// by its kind with nothing to write here: the presence bits of the optional ones in the page's
/// order, then the texts, the numbers, the lunar date, the masthead's lines, the footer, the
/// scan, and last the lists, each group in the page's order. The articles are stored as documents of
/// their own, not here.
extension ByteWriter {
    mutating func appendPage(_ page: Page) {
        // Read in place by each field's key path (`KeyPath.value(in:)`): one copy, not one a field.
        var page = page
        var bits: UInt64 = 0
        for (field, bit) in StoredPageOrder.fields {
            if let bit, field.value.isPresent(in: &page) { bits |= 1 << UInt64(bit) }
        }
        appendVarint(bits)
        for (field, _) in StoredPageOrder.fields { append(field.value, of: &page) }
    }

    private mutating func append(_ value: Page.Value, of page: inout Page) {
        switch value {
        case .text(let path): if let text = path.value(in: &page) { appendText(text) }
        case .dateSource(let path): if let source = path.value(in: &page) { appendText(source.rawValue) }
        case .number(let path): if let number = path.value(in: &page) { appendSigned(number) }
        case .lunar(let path): if let lunar = path.value(in: &page) { appendLunar(lunar) }
        case .lines(let path): if let lines = path.value(in: &page) { appendLines(lines) }
        case .footer(let path): if let footer = path.value(in: &page) { appendFooter(footer) }
        case .texts(let path): appendTexts(path.value(in: &page))
        case .dateEvidence(let path): appendDateEvidence(path.value(in: &page))
        case .captions(let path): appendCaptions(path.value(in: &page))
        case .noise(let path): appendNoise(path.value(in: &page))
        case .scan(let path): if let scan = path.value(in: &page) { appendScan(scan) }
        case .articles: break
        }
    }
}

extension ByteReader {
    /// The page's fields; its articles are empty (they are the documents that share it).
    mutating func readPage() throws(FormatError) -> Page {
        let present = try readPresence()
        var page = Page()
        for (field, bit) in StoredPageOrder.fields {
            guard bit.map({ present[$0] }) ?? true else { continue }
            try read(field.value, into: &page)
        }
        return page
    }

    private mutating func read(_ value: Page.Value, into page: inout Page) throws(FormatError) {
        switch value {
        case .text(let path): try path.set(readText(), in: &page)
        case .dateSource(let path):
            let source = try readText()
            guard let known = DateSource(rawValue: source) else { throw FormatError("a stored page has an unknown date source '\(source)'") }
            path.set(known, in: &page)
        case .number(let path): try path.set(readSigned(), in: &page)
        case .lunar(let path): try path.set(readLunar(), in: &page)
        case .lines(let path): try path.set(readLines(), in: &page)
        case .footer(let path): try path.set(readFooter(), in: &page)
        case .texts(let path): try path.set(readTexts(), in: &page)
        case .dateEvidence(let path): try path.set(readDateEvidence(), in: &page)
        case .captions(let path): try path.set(readCaptions(), in: &page)
        case .noise(let path): try path.set(readNoise(), in: &page)
        case .scan(let path): try path.set(readScan(), in: &page)
        case .articles: break
        }
    }
}

/// The order a stored page's fields are written in, each optional one with its presence bit.
enum StoredPageOrder {
    static let fields: [(field: Page.Field, presenceBit: Int?)] = {
        let stored = Page.fields.compactMap { field in field.value.group.map { (field: field, group: $0) } }
        let optional = stored.filter { $0.group < Group.lists }.map(\.field.name)
        return stored.enumerated().sorted { ($0.element.group, $0.offset) < ($1.element.group, $1.offset) }
            .map { ($0.element.field, optional.firstIndex(of: $0.element.field.name)) }
    }()

    /// The groups, in the order they are stored.
    enum Group {
        static let texts = 0, numbers = 1, lunar = 2, lines = 3, footer = 4, scan = 5, lists = 6
    }
}

private extension Page.Value {
    /// Its group in `StoredPageOrder`; nil for the articles, which are stored apart.
    var group: Int? {
        switch self {
        case .text, .dateSource: StoredPageOrder.Group.texts
        case .number: StoredPageOrder.Group.numbers
        case .lunar: StoredPageOrder.Group.lunar
        case .lines: StoredPageOrder.Group.lines
        case .footer: StoredPageOrder.Group.footer
        case .scan: StoredPageOrder.Group.scan
        case .texts, .dateEvidence, .captions, .noise: StoredPageOrder.Group.lists
        case .articles: nil
        }
    }

    /// Whether the page has a value; `inout`: the page is only read, in place.
    func isPresent(in page: inout Page) -> Bool {
        switch self {
        case .text(let path): path.value(in: &page) != nil
        case .dateSource(let path): path.value(in: &page) != nil
        case .number(let path): path.value(in: &page) != nil
        case .lunar(let path): path.value(in: &page) != nil
        case .lines(let path): path.value(in: &page) != nil
        case .footer(let path): path.value(in: &page) != nil
        case .scan(let path): path.value(in: &page) != nil
        case .texts, .dateEvidence, .captions, .noise, .articles: true
        }
    }
}
