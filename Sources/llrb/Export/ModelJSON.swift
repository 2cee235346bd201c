import LLRBIndex
import LLRBParser

/// The parser's model types as `JSONBytes`, keys in byte order and absent values as `null`,
/// exactly as `JSONTreeEncoder` writes their `Codable` form (`ArticleLineTests` holds the two
/// together, so a field added to the model fails there until it is written here too).
extension JSONBytes {
    mutating func field(_ name: StaticString, _ lines: SourceLines?) {
        key(name)
        guard let lines else { return null() }
        beginObject()
        field("first", lines.first); field("last", lines.last)
        endObject()
    }

    mutating func field(_ name: StaticString, _ bylines: [Byline]) {
        key(name)
        array(bylines) { json, byline in
            json.field("lines", byline.lines); json.field("name", byline.name); json.field("role", byline.role)
        }
    }

    mutating func field(_ name: StaticString, _ captions: [Caption]) {
        key(name)
        array(captions) { json, caption in
            json.field("credits", caption.credits); json.field("lines", caption.lines); json.field("text", caption.text)
        }
    }

    mutating func field(_ name: StaticString, _ continuation: Continuation?) {
        key(name)
        guard let continuation else { return null() }
        beginObject()
        field("lines", continuation.lines); field("page", continuation.page); field("printed", continuation.printed)
        endObject()
    }

    mutating func field(_ name: StaticString, _ paragraphs: [Paragraph]) {
        key(name)
        array(paragraphs) { json, paragraph in
            json.field("kind", paragraph.kind.rawValue); json.field("lines", paragraph.lines); json.field("text", paragraph.text)
        }
    }

    /// A page's fields, as `PageInfo` encodes them.
    mutating func page(_ page: PageInfo) {
        beginObject()
        field("captions", page.captions); field("date", page.date); field("dateEvidence", page.dateEvidence)
        field("dateSource", page.dateSource?.rawValue)
        key("footer")
        if let footer = page.footer {
            beginObject()
            field("date", footer.date); field("department", footer.department); field("editors", footer.editors)
            field("email", footer.email); field("layoutEditors", footer.layoutEditors); field("lines", footer.lines)
            field("phone", footer.phone); field("proofreaders", footer.proofreaders)
            endObject()
        } else {
            null()
        }
        field("issueNumber", page.issueNumber)
        key("lunar")
        if let lunar = page.lunar {
            beginObject()
            field("day", lunar.day); key("isLeapMonth"); bool(lunar.isLeapMonth); field("month", lunar.month); field("year", lunar.year)
            endObject()
        } else {
            null()
        }
        field("lunarDate", page.lunarDate); field("mastheadLines", page.mastheadLines)
        key("noise")
        array(page.noise) { json, noise in
            json.field("lines", noise.lines); json.field("reason", noise.reason); json.field("text", noise.text)
        }
        field("pageCount", page.pageCount); field("pageNumber", page.pageNumber); field("postalCode", page.postalCode)
        field("serialNumber", page.serialNumber); field("warnings", page.warnings); field("weekday", page.weekday)
        endObject()
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
