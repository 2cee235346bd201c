/// llrb's own reader of the markup OCR engines write a page's layout in: ALTO's XML and hOCR's
/// XHTML or HTML, pulled as start tags, end tags and text. It is blind by design to what makes
/// XML dangerous: it reads no DTD (a document type with declarations of its own is refused, so
/// no entity is ever defined: no billion laughs), expands no entity but the five predefined ones
/// and character references, and fetches nothing (an external entity is never read). Depth,
/// names, attributes and text are bounded (`Limits`), so a hostile file costs its own reading
/// and no more. FoundationXML is not linked: it would bring libxml2 into the one-file binary.
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

    struct Tag {
        /// The name after any namespace prefix (`alto:String` is `String`); in HTML, lower-cased.
        var name: String
        var attributes: [(name: String, value: String)]
        /// `<SP/>`, or an HTML element that has no end (`<meta>`, `<br>`).
        var isEmpty: Bool

        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    enum Event {
        case start(Tag)
        case end(name: String)
        case text(String)
    }

    /// HTML's elements that never have an end tag.
    private static let voidElements: Set<String> = ["meta", "br", "img", "link", "input", "hr", "area", "base", "col", "wbr"]

    private let bytes: UnsafeBufferPointer<UInt8>
    /// hOCR may be HTML rather than XML: void elements, unquoted values, end tags that do not
    /// match and entities of HTML's own are taken as a browser takes them.
    private let isHTML: Bool
    private let limits: Limits
    private var index = 0
    private var open: [String] = []

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
            throw MarkupError("the file ends inside <\(unclosed)>: it is cut short")
        }
        return nil
    }

    // MARK: Markup

    /// The construct at `<`: a tag's event, or nil for what is skipped (a comment, a
    /// declaration, a processing instruction) or for a `<` that opens nothing in HTML.
    private mutating func markup() throws(MarkupError) -> Event? {
        if starts(with: "<!--") { return try skip(past: "-->", what: "a comment") }
        if starts(with: "<![CDATA[") {
            index += 9
            let start = index
            guard let end = find("]]>") else { throw MarkupError("a CDATA section is never closed") }
            try checkTextLength(end - start)
            index = end + 3
            return .text(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
        if starts(with: "<!") { return try documentType() }
        if starts(with: "<?") { return try processingInstruction() }
        if starts(with: "</") { return try endTag() }
        return try startTag()
    }

    private mutating func startTag() throws(MarkupError) -> Event? {
        let at = index
        index += 1
        guard let name = try name() else {
            guard isHTML else { throw MarkupError("a `<` at byte \(at) opens no element") }
            return .text("<")
        }
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpaces()
            guard index < bytes.count else { throw MarkupError("the file ends inside the tag <\(name)>: it is cut short") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                let isEmpty = isHTML && Self.voidElements.contains(name)
                if !isEmpty { try push(name) }
                return .start(Tag(name: name, attributes: attributes, isEmpty: isEmpty))
            }
            if starts(with: "/>") {
                index += 2
                return .start(Tag(name: name, attributes: attributes, isEmpty: true))
            }
            guard let attribute = try self.name() else { throw MarkupError("a malformed attribute in <\(name)> at byte \(index)") }
            guard attributes.count < limits.attributes else { throw MarkupError("<\(name)> has more than \(limits.attributes) attributes") }
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                skipSpaces()
                attributes.append((attribute, try value(in: name)))
            } else {
                guard isHTML else { throw MarkupError("the attribute \(attribute) of <\(name)> has no value") }
                attributes.append((attribute, ""))
            }
        }
    }

    private mutating func endTag() throws(MarkupError) -> Event? {
        index += 2
        guard let name = try name() else { throw MarkupError("a malformed end tag at byte \(index)") }
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw MarkupError("the end tag </\(name)> is never closed") }
        index += 1
        if !isHTML {
            guard open.last == name else { throw MarkupError("</\(name)> closes no open element at byte \(index)") }
            open.removeLast()
        } else if let opened = open.lastIndex(of: name) {
            open.removeSubrange(opened...)
        }
        return .end(name: name)
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
        let instruction = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).lowercased()
        if instruction.hasPrefix("<?xml "), let range = instruction.range(of: "encoding=") {
            let declared = instruction[range.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
            guard declared == "utf-8" || declared == "utf8" else {
                throw MarkupError("it declares the encoding \(declared); llrb reads layout files in UTF-8")
            }
        }
        return nil
    }

    private mutating func push(_ name: String) throws(MarkupError) {
        guard open.count < limits.depth else { throw MarkupError("its elements nest more than \(limits.depth) deep") }
        open.append(name)
    }

    // MARK: Names, values, text

    /// A name at the cursor (without its namespace prefix; lower-cased in HTML), or nil when
    /// none starts there.
    private mutating func name() throws(MarkupError) -> String? {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        guard index - start <= limits.nameBytes else { throw MarkupError("a name of more than \(limits.nameBytes) bytes") }
        var local = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if let colon = local.lastIndex(of: UInt8(ascii: ":")), colon < local.endIndex - 1 {
            local = UnsafeBufferPointer(rebasing: local[(colon + 1)...])
        }
        let name = String(decoding: local, as: UTF8.self)
        return isHTML ? name.lowercased() : name
    }

    private mutating func value(in element: String) throws(MarkupError) -> String {
        guard index < bytes.count else { throw MarkupError("the file ends inside the tag <\(element)>: it is cut short") }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { throw MarkupError("an attribute value of <\(element)> is never closed") }
            let end = index
            index += 1
            return try decoded(start..<end)
        }
        guard isHTML else { throw MarkupError("an attribute value of <\(element)> is not quoted") }
        let start = index
        while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        return try decoded(start..<index)
    }

    private mutating func text() throws(MarkupError) -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        return try decoded(start..<index)
    }

    /// The bytes in `range` with their entities and character references expanded.
    private func decoded(_ range: Range<Int>) throws(MarkupError) -> String {
        try checkTextLength(range.count)
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
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
