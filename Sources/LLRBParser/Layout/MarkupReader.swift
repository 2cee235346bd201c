/// llrb's own reader of the markup OCR engines write a page's layout in: ALTO's XML and hOCR's
/// XHTML or HTML, pulled as start tags, end tags and text. It is blind by design to what makes
/// XML dangerous: it reads no DTD (a document type with declarations of its own is refused, so
/// no entity is ever defined: no billion laughs), expands no entity but the five predefined ones
/// and character references, and fetches nothing (an external entity is never read). Depth,
/// names, attributes and text are bounded (`Limits`), so a hostile file costs its own reading
/// and no more. FoundationXML is not linked: it would bring libxml2 into the one-file binary.
///
/// A layout file is 30 to 40 times its text, so the reader makes no String of what is not asked
/// for: names, attribute values and text are spans of the file's bytes, compared in place
/// (`is`, `attribute`) and decoded only when read (`string`, `number`).
struct MarkupReader {
    /// What one file may hold; past any of them it is refused, not read further.
    struct Limits {
        /// Open elements at once: ALTO nests about 8 deep, hOCR about 10.
        var depth = 256
        /// Attributes of one element.
        var attributes = 256
        /// Bytes of one element or attribute name.
        var nameBytes = 256
        /// Bytes of one attribute value or one run of text.
        var textBytes = 1 << 20
    }

    /// A range of the file's bytes.
    struct Span: Equatable {
        var start: Int
        var end: Int
    }

    enum Event {
        /// A start tag, its name and attributes in `name` and `attributes` until the next event;
        /// `isEmpty` for `<SP/>` or an HTML element that has no end (`<meta>`, `<br>`).
        case start(isEmpty: Bool)
        /// An end tag, its name in `name`.
        case end
        case text(Span)
    }

    /// The current tag's name, after any namespace prefix (`alto:String` is `String`).
    private(set) var name = Span(start: 0, end: 0)
    /// The current start tag's attributes.
    private(set) var attributes: [(name: Span, value: Span)] = []

    /// HTML's elements that never have an end tag.
    private static let voidElements: [StaticString] = ["meta", "br", "img", "link", "input", "hr", "area", "base", "col", "wbr"]

    private let bytes: UnsafeBufferPointer<UInt8>
    /// hOCR may be HTML rather than XML: void elements, unquoted values, end tags that do not
    /// match and entities of HTML's own are taken as a browser takes them; names in any case.
    private let isHTML: Bool
    private let limits: Limits
    private var index = 0
    private var open: [Span] = []

    /// A reader of `bytes`, which must be valid UTF-8 (`PageDecoder` checks).
    init(_ bytes: UnsafeBufferPointer<UInt8>, isHTML: Bool, limits: Limits = Limits()) {
        self.bytes = bytes
        self.isHTML = isHTML
        self.limits = limits
    }

    /// The next event, or nil at the end of a well-formed document.
    mutating func next() throws(MarkupError) -> Event? {
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") { return .text(try text()) }
            if let event = try markup() { return event }
        }
        if !isHTML, let unclosed = open.last {
            throw MarkupError("the file ends inside <\(string(raw: unclosed))>: it is cut short")
        }
        return nil
    }

    // MARK: Reading the current tag

    /// Whether `span` (a name) is `literal`, in any case in HTML.
    func `is`(_ span: Span, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard span.end - span.start == count else { return false }
        let expected = literal.utf8Start
        for offset in 0..<count {
            let byte = bytes[span.start + offset]
            if byte != expected[offset] && !(isHTML && Self.lowercased(byte) == Self.lowercased(expected[offset])) { return false }
        }
        return true
    }

    /// The value of the current start tag's attribute `literal`, or nil.
    func attribute(_ literal: StaticString) -> Span? {
        attributes.first { self.is($0.name, literal) }?.value
    }

    /// The text of `span` with its entities and character references expanded.
    func string(_ span: Span) throws(MarkupError) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
        guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
        var text = ""
        var position = slice.startIndex
        while position < slice.endIndex {
            guard slice[position] == UInt8(ascii: "&"),
                  let semicolon = slice[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                let next = slice[(position + 1)...].firstIndex(of: UInt8(ascii: "&")) ?? slice.endIndex
                text += String(decoding: UnsafeBufferPointer(rebasing: slice[position..<next]), as: UTF8.self)
                position = next
                continue
            }
            let entity = String(decoding: UnsafeBufferPointer(rebasing: slice[(position + 1)..<semicolon]), as: UTF8.self)
            if let expanded = Self.expansion(of: entity, isHTML: isHTML) {
                text.unicodeScalars.append(expanded)
            } else if isHTML {
                text += "&" + entity + ";"
            } else {
                throw MarkupError("the entity &\(entity); is none llrb reads (only &lt; &gt; &amp; &quot; &apos; and character references)")
            }
            position = semicolon + 1
        }
        return text
    }

    /// The decimal number `span` holds (`1200`, `-3.5`), or nil for anything else.
    func number(_ span: Span) -> Double? {
        Self.number(UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]))
    }

    /// Calls `body` with each property of `span`, hOCR's `title` (`bbox 0 0 10 20; x_size 30`):
    /// its name and what follows it up to the next `;`, in one pass over the bytes.
    func forEachProperty(in span: Span, _ body: (_ name: Span, _ values: Span) -> Void) {
        var start = span.start
        while start < span.end {
            while start < span.end, Self.isSpace(bytes[start]) { start += 1 }
            var end = start
            while end < span.end, bytes[end] != UInt8(ascii: ";") { end += 1 }
            var nameEnd = start
            while nameEnd < end, !Self.isSpace(bytes[nameEnd]) { nameEnd += 1 }
            if nameEnd > start { body(Span(start: start, end: nameEnd), Span(start: nameEnd, end: end)) }
            start = end + 1
        }
    }

    /// The space-separated numbers of `span`, at most eight (words that are no number skipped).
    func numbers(in span: Span) -> [Double] {
        var numbers: [Double] = []
        numbers.reserveCapacity(8)
        var start = span.start
        while start < span.end, numbers.count < 8 {
            while start < span.end, Self.isSpace(bytes[start]) { start += 1 }
            var end = start
            while end < span.end, !Self.isSpace(bytes[end]) { end += 1 }
            if end > start, let value = number(Span(start: start, end: end)) { numbers.append(value) }
            start = end
        }
        return numbers
    }

    /// Whether `span` holds nothing but white space.
    func isBlank(_ span: Span) -> Bool {
        (span.start..<span.end).allSatisfy { Self.isSpace(bytes[$0]) }
    }

    /// Calls `body` with each space-separated word of `span` (hOCR's `class`) until it returns
    /// true. Not generic: a generic closure's result type was looked up in the runtime's
    /// metadata on every element of an hOCR page, a third of its reading.
    func forEachWord(of span: Span, until body: (Span) -> Bool) {
        var start = span.start
        while start < span.end {
            var end = start
            while end < span.end, !Self.isSpace(bytes[end]) { end += 1 }
            if end > start, body(Span(start: start, end: end)) { return }
            start = end + 1
        }
    }

    // MARK: Markup

    /// The construct at `<`: a tag's event, or nil for what is skipped (a comment, a
    /// declaration, a processing instruction).
    private mutating func markup() throws(MarkupError) -> Event? {
        if starts(with: "<!--") { return try skip(past: "-->", what: "a comment") }
        if starts(with: "<![CDATA[") {
            index += 9
            let start = index
            guard let end = find("]]>") else { throw MarkupError("a CDATA section is never closed") }
            try checkTextLength(end - start)
            index = end + 3
            return .text(Span(start: start, end: end))
        }
        if starts(with: "<!") { return try documentType() }
        if starts(with: "<?") { return try processingInstruction() }
        if starts(with: "</") { return try endTag() }
        return try startTag()
    }

    private mutating func startTag() throws(MarkupError) -> Event? {
        let at = index
        index += 1
        guard let tagName = try scanName() else {
            guard isHTML else { throw MarkupError("a `<` at byte \(at) opens no element") }
            return .text(Span(start: at, end: at + 1))
        }
        name = tagName
        attributes.removeAll(keepingCapacity: true)
        while true {
            skipSpaces()
            guard index < bytes.count else { throw MarkupError("the file ends inside the tag <\(string(raw: tagName))>: it is cut short") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                let isEmpty = isHTML && Self.voidElements.contains { self.is(tagName, $0) }
                if !isEmpty { try push(tagName) }
                return .start(isEmpty: isEmpty)
            }
            if starts(with: "/>") {
                index += 2
                return .start(isEmpty: true)
            }
            guard let attribute = try scanName() else {
                throw MarkupError("a malformed attribute in <\(string(raw: tagName))> at byte \(index)")
            }
            guard attributes.count < limits.attributes else {
                throw MarkupError("<\(string(raw: tagName))> has more than \(limits.attributes) attributes")
            }
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                skipSpaces()
                attributes.append((attribute, try value(in: tagName)))
            } else {
                guard isHTML else { throw MarkupError("the attribute \(string(raw: attribute)) of <\(string(raw: tagName))> has no value") }
                attributes.append((attribute, Span(start: index, end: index)))
            }
        }
    }

    private mutating func endTag() throws(MarkupError) -> Event? {
        index += 2
        guard let tagName = try scanName() else { throw MarkupError("a malformed end tag at byte \(index)") }
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw MarkupError("the end tag </\(string(raw: tagName))> is never closed")
        }
        index += 1
        if !isHTML {
            guard let top = open.last, sameName(top, tagName) else {
                throw MarkupError("</\(string(raw: tagName))> closes no open element at byte \(index)")
            }
            open.removeLast()
        } else if let opened = open.lastIndex(where: { sameName($0, tagName) }) {
            open.removeSubrange(opened...)
        }
        name = tagName
        return .end
    }

    /// A document type: skipped when it only names one (`<!DOCTYPE html PUBLIC "…" "….dtd">`, an
    /// address that is never fetched); refused when it declares anything of its own.
    private mutating func documentType() throws(MarkupError) -> Event? {
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw MarkupError("it declares a document type of its own (a DTD, entities); llrb reads none")
            } else if byte == UInt8(ascii: ">") {
                return nil
            }
        }
        throw MarkupError("a document type declaration is never closed")
    }

    /// `<?xml …?>` and other processing instructions are skipped; a declared encoding other
    /// than UTF-8 is refused, since the bytes are read as UTF-8.
    private mutating func processingInstruction() throws(MarkupError) -> Event? {
        let start = index
        guard let end = find("?>") else { throw MarkupError("a processing instruction is never closed") }
        index = end + 2
        guard end - start < 1024 else { return nil }
        let instruction = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).lowercased()
        if instruction.hasPrefix("<?xml "), let range = instruction.range(of: "encoding=") {
            let declared = instruction[range.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
            guard declared == "utf-8" || declared == "utf8" else {
                throw MarkupError("it declares the encoding \(declared); llrb reads layout files in UTF-8")
            }
        }
        return nil
    }

    private mutating func push(_ tagName: Span) throws(MarkupError) {
        guard open.count < limits.depth else { throw MarkupError("its elements nest more than \(limits.depth) deep") }
        open.append(tagName)
    }

    // MARK: Names, values, text

    /// The name at the cursor without its namespace prefix, or nil when none starts there.
    private mutating func scanName() throws(MarkupError) -> Span? {
        let start = index
        var local = index
        while index < bytes.count, Self.isNameByte(bytes[index]) {
            if bytes[index] == UInt8(ascii: ":") { local = index + 1 }
            index += 1
        }
        guard index > start else { return nil }
        guard index - start <= limits.nameBytes else { throw MarkupError("a name of more than \(limits.nameBytes) bytes") }
        return Span(start: local < index ? local : start, end: index)
    }

    private mutating func value(in element: Span) throws(MarkupError) -> Span {
        guard index < bytes.count else { throw MarkupError("the file ends inside the tag <\(string(raw: element))>: it is cut short") }
        let quote = bytes[index]
        let start: Int
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            index += 1
            start = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { throw MarkupError("an attribute value of <\(string(raw: element))> is never closed") }
            index += 1
            try checkTextLength(index - 1 - start)
            return Span(start: start, end: index - 1)
        }
        guard isHTML else { throw MarkupError("an attribute value of <\(string(raw: element))> is not quoted") }
        start = index
        while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        try checkTextLength(index - start)
        return Span(start: start, end: index)
    }

    private mutating func text() throws(MarkupError) -> Span {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        try checkTextLength(index - start)
        return Span(start: start, end: index)
    }

    /// A name as written, for a message.
    private func string(raw span: Span) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]), as: UTF8.self)
    }

    /// Whether two names are the same (in any case in HTML).
    func sameName(_ left: Span, _ right: Span) -> Bool {
        guard left.end - left.start == right.end - right.start else { return false }
        for offset in 0..<(left.end - left.start) {
            let a = bytes[left.start + offset], b = bytes[right.start + offset]
            if a != b && !(isHTML && Self.lowercased(a) == Self.lowercased(b)) { return false }
        }
        return true
    }

    /// The character an entity stands for: the five XML predefines, a character reference, and
    /// in HTML the no-break space (read as a space).
    private static func expansion(of entity: String, isHTML: Bool) -> Unicode.Scalar? {
        switch entity {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp" where isHTML: return " "
        default: break
        }
        guard entity.hasPrefix("#") else { return nil }
        let digits = entity.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, value != 0 else { return nil }
        return Unicode.Scalar(value)
    }

    /// A decimal number of at most 32 bytes: digits with a sign and a point. Whole numbers, all
    /// but a few of a layout file's, are read in place; the others by the standard library.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if !bytes.isEmpty, bytes.count <= 15, bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return Double(bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        guard !bytes.isEmpty, bytes.count <= 32,
              bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") })
        else { return nil }
        return Double(String(decoding: bytes, as: UTF8.self)).flatMap { $0.isFinite ? $0 : nil }
    }

    private func checkTextLength(_ count: Int) throws(MarkupError) {
        guard count <= limits.textBytes else { throw MarkupError("a run of text of more than \(limits.textBytes) bytes") }
    }

    // MARK: Bytes

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != prefix.utf8Start[offset] { return false }
        return true
    }

    /// The index where `marker` next starts, from the cursor on.
    private func find(_ marker: StaticString) -> Int? {
        let count = marker.utf8CodeUnitCount
        var position = index
        while position + count <= bytes.count {
            if bytes[position] == marker.utf8Start[0] {
                var matches = true
                for offset in 1..<count where bytes[position + offset] != marker.utf8Start[offset] {
                    matches = false
                    break
                }
                if matches { return position }
            }
            position += 1
        }
        return nil
    }

    private mutating func skip(past marker: StaticString, what: String) throws(MarkupError) -> Event? {
        guard let end = find(marker) else { throw MarkupError("\(what) is never closed") }
        index = end + marker.utf8CodeUnitCount
        return nil
    }

    private mutating func skipSpaces() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF: true
        default: false
        }
    }
}

/// Why a layout file's markup could not be read: the reason, for `PageDecodingError`.
struct MarkupError: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
