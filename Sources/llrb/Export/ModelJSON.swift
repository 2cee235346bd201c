import LLRBIndex
import LLRBParser

/// The parser's model types as `JSONBytes`, keys in byte order and absent values as `null`,
/// exactly as `JSONTreeEncoder` writes their `Codable` form: an article's parts by the keys
/// their types name (`Byline.CodingKeys`). `ArticleLineTests` holds the two together, so a
/// field added to the model fails there until it is written here too.
extension JSONBytes {
    mutating func field(_ key: some CodingKey, _ lines: SourceLines?) {
        self.key(key)
        self.lines(lines)
    }

    mutating func lines(_ lines: SourceLines?) {
        guard let lines else { return null() }
        typealias Key = SourceLines.CodingKeys
        beginObject()
        field(Key.first, lines.first); field(Key.last, lines.last)
        endObject()
    }

    mutating func bylines(_ bylines: [Byline]) {
        typealias Key = Byline.CodingKeys
        array(bylines) { json, byline in
            json.field(Key.lines, byline.lines); json.field(Key.name, byline.name); json.field(Key.role, byline.role)
        }
    }

    mutating func captions(_ captions: [Caption]) {
        typealias Key = Caption.CodingKeys
        array(captions) { json, caption in
            json.key(Key.credits); json.bylines(caption.credits); json.field(Key.lines, caption.lines); json.field(Key.text, caption.text)
        }
    }

    mutating func continuation(_ continuation: Continuation?) {
        guard let continuation else { return null() }
        typealias Key = Continuation.CodingKeys
        beginObject()
        field(Key.lines, continuation.lines); field(Key.page, continuation.page); field(Key.printed, continuation.printed)
        endObject()
    }

    mutating func paragraphs(_ paragraphs: [Paragraph]) {
        typealias Key = Paragraph.CodingKeys
        array(paragraphs) { json, paragraph in
            json.field(Key.kind, paragraph.kind.rawValue); json.field(Key.lines, paragraph.lines); json.field(Key.text, paragraph.text)
        }
    }

    /// A page's fields but its articles, as `Page` encodes them: `Page.fields` in their keys'
    /// byte order, each written by its kind.
    mutating func page(_ page: Page) {
        self.page(page, only: Self.pageFieldsByKey)
    }

    /// The page's `fields` alone (a selection of `pageFieldsByKey`, in its order).
    mutating func page(_ page: Page, only fields: [Page.Field]) {
        beginObject()
        for field in fields {
            key(named: field.name)
            pageValue(field.value, of: page)
        }
        endObject()
    }

    /// `Page.fields` but the articles, in their keys' byte order.
    static let pageFieldsByKey = Page.fields.filter { field in
        if case .articles = field.value { false } else { true }
    }.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }

    private mutating func pageValue(_ value: Page.Value, of page: Page) {
        switch value {
        case .text(let path): string(page[keyPath: path])
        case .dateSource(let path): string(page[keyPath: path]?.rawValue)
        case .number(let path): number(page[keyPath: path])
        case .lunar(let path): lunar(page[keyPath: path])
        case .lines(let path): lines(page[keyPath: path])
        case .footer(let path): footer(page[keyPath: path])
        case .texts(let path): strings(page[keyPath: path])
        case .dateEvidence(let path): strings(page[keyPath: path].map(DateEvidenceWording.english))
        case .captions(let path): captions(page[keyPath: path])
        case .noise(let path): noise(page[keyPath: path])
        case .scan(let path): scan(page[keyPath: path])
        case .articles: beginArray(); endArray()
        }
    }

    private mutating func lunar(_ lunar: LunarDate?) {
        guard let lunar else { return null() }
        beginObject()
        typealias Key = LunarDate.CodingKeys
        field(Key.day, lunar.day); key(Key.isLeapMonth); bool(lunar.isLeapMonth); field(Key.month, lunar.month); field(Key.year, lunar.year)
        endObject()
    }

    private mutating func footer(_ footer: Footer?) {
        guard let footer else { return null() }
        typealias Key = Footer.CodingKeys
        beginObject()
        field(Key.date, footer.date); field(Key.department, footer.department); field(Key.editors, footer.editors)
        field(Key.email, footer.email); field(Key.layoutEditors, footer.layoutEditors); field(Key.lines, footer.lines)
        field(Key.phone, footer.phone); field(Key.proofreaders, footer.proofreaders)
        endObject()
    }

    private mutating func scan(_ scan: PageScan?) {
        guard let scan else { return null() }
        typealias Key = PageScan.CodingKeys
        beginObject()
        field(Key.file, scan.file); field(Key.format, scan.format.rawValue); field(Key.height, scan.height); field(Key.width, scan.width)
        endObject()
    }

    /// An article's region on its page's scan, or null.
    mutating func region(_ region: ArticleRegion?) {
        guard let region else { return null() }
        typealias Key = ArticleRegion.CodingKeys
        typealias Box = ScanLine.CodingKeys
        beginObject()
        key(Key.boxes)
        array(region.boxes) { json, box in
            json.field(Box.height, box.height); json.field(Box.line, box.line); json.field(Box.width, box.width)
            json.field(Box.x, box.x); json.field(Box.y, box.y)
        }
        field(Key.file, region.file); field(Key.height, region.height); field(Key.width, region.width)
        endObject()
    }

    private mutating func noise(_ noise: [NoiseLine]) {
        typealias Key = NoiseLine.CodingKeys
        array(noise) { json, noise in
            json.field(Key.lines, noise.lines); json.field(Key.reason, noise.reason); json.field(Key.text, noise.text)
        }
    }

    /// An array of objects, each written by `fields`.
    private mutating func array<Element>(_ elements: [Element], _ fields: (inout JSONBytes, Element) -> Void) {
        beginArray()
        for element in elements {
            separate()
            beginObject()
            fields(&self, element)
            endObject()
        }
        endArray()
    }
}
