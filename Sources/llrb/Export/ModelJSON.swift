import LLRBIndex
import LLRBParser

/// The parser's model types as `JSONBytes`, keys in byte order and absent values as `null`,
/// exactly as `JSONTreeEncoder` writes their `Codable` form (`ArticleLineTests` holds the two
/// together, so a field added to the model fails there until it is written here too).
extension JSONBytes {
    mutating func field(_ name: StaticString, _ lines: SourceLines?) {
        key(name)
        self.lines(lines)
    }

    mutating func lines(_ lines: SourceLines?) {
        guard let lines else { return null() }
        beginObject()
        field("first", lines.first); field("last", lines.last)
        endObject()
    }

    mutating func field(_ name: StaticString, _ bylines: [Byline]) {
        key(name)
        self.bylines(bylines)
    }

    mutating func bylines(_ bylines: [Byline]) {
        array(bylines) { json, byline in
            json.field("lines", byline.lines); json.field("name", byline.name); json.field("role", byline.role)
        }
    }

    mutating func captions(_ captions: [Caption]) {
        array(captions) { json, caption in
            json.field("credits", caption.credits); json.field("lines", caption.lines); json.field("text", caption.text)
        }
    }

    mutating func continuation(_ continuation: Continuation?) {
        guard let continuation else { return null() }
        beginObject()
        field("lines", continuation.lines); field("page", continuation.page); field("printed", continuation.printed)
        endObject()
    }

    mutating func paragraphs(_ paragraphs: [Paragraph]) {
        array(paragraphs) { json, paragraph in
            json.field("kind", paragraph.kind.rawValue); json.field("lines", paragraph.lines); json.field("text", paragraph.text)
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
        case .articles: beginArray(); endArray()
        }
    }

    private mutating func lunar(_ lunar: LunarDate?) {
        guard let lunar else { return null() }
        beginObject()
        field("day", lunar.day); key("isLeapMonth"); bool(lunar.isLeapMonth); field("month", lunar.month); field("year", lunar.year)
        endObject()
    }

    private mutating func footer(_ footer: Footer?) {
        guard let footer else { return null() }
        beginObject()
        field("date", footer.date); field("department", footer.department); field("editors", footer.editors)
        field("email", footer.email); field("layoutEditors", footer.layoutEditors); field("lines", footer.lines)
        field("phone", footer.phone); field("proofreaders", footer.proofreaders)
        endObject()
    }

    private mutating func noise(_ noise: [NoiseLine]) {
        array(noise) { json, noise in
            json.field("lines", noise.lines); json.field("reason", noise.reason); json.field("text", noise.text)
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
