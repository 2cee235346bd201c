/// JSON written straight into bytes: llrb's one JSON writer. `llrb export` drives it directly
/// for its millions of lines: building a `JSONValue` tree for every article and rendering it
/// held the export of 1 GB of pages to 20–50 MB/s (dictionaries, sorted keys, a String grown
/// character by character), so there the writer names the keys in byte order itself and copies
/// texts whole. Every other command's JSON is a `JSONValue` tree, written here too
/// (`JSONBytes+Tree.swift`), so that both escape and spell values alike (tests compare them).
struct JSONBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func append(_ other: JSONBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Bytes written as they are: punctuation, and keys, which never need escaping.
    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A text written as it is: a number already spelled as JSON.
    mutating func verbatim(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func beginObject() { bytes.append(UInt8(ascii: "{")) }
    mutating func endObject() { bytes.append(UInt8(ascii: "}")) }
    mutating func beginArray() { bytes.append(UInt8(ascii: "[")) }
    mutating func endArray() { bytes.append(UInt8(ascii: "]")) }

    /// `"name":`, after a comma unless it opens its object. Keys must come in byte order, as
    /// `JSONValue` sorts them.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        raw("\":")
    }

    /// `"name":` for a name known only at run time (a field of `Page.fields`); it must need no escaping.
    mutating func key(named name: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: name.utf8)
        raw("\":")
    }

    /// `"name":` for a model type's key (`Byline.CodingKeys.name`): the name its `Codable` form
    /// writes, so that the type names its keys once.
    mutating func key(_ modelKey: some CodingKey) {
        key(named: modelKey.stringValue)
    }

    /// A model type's key and its value, for the plain values of an object (its fields,
    /// written in their keys' byte order, several a line).
    mutating func field(_ key: some CodingKey, _ value: String?) {
        self.key(key)
        string(value)
    }

    mutating func field(_ key: some CodingKey, _ value: Int?) {
        self.key(key)
        number(value)
    }

    mutating func field(_ key: some CodingKey, _ value: [String]) {
        self.key(key)
        strings(value)
    }

    /// A comma before an array's element or an object's key, unless it is the first.
    mutating func separate() {
        if let last = bytes.last, last != UInt8(ascii: "{"), last != UInt8(ascii: "[") {
            bytes.append(UInt8(ascii: ","))
        }
    }

    mutating func null() { raw("null") }

    mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }

    mutating func number(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    mutating func number(_ value: Int?) {
        guard let value else { return null() }
        number(value)
    }

    /// A string: its UTF-8 copied whole when nothing in it needs escaping (nearly always), else
    /// escaped as `JSONValue` does: `\"`, `\\`, `\n`, `\r`, `\t`, other controls and DEL as `\u00xx`.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { string(utf8: $0) }
    }

    mutating func string(_ text: String?) {
        guard let text else { return null() }
        string(text)
    }

    mutating func strings(_ texts: [String]) {
        beginArray()
        for text in texts {
            separate()
            string(text)
        }
        endArray()
    }

    /// The texts as one JSON string, joined by line feeds (written `\n`), without joining them first.
    mutating func string(joining texts: [String]) {
        bytes.append(UInt8(ascii: "\""))
        for (index, text) in texts.enumerated() {
            if index > 0 { raw("\\n") }
            var text = text
            text.withUTF8 { escaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        escaped(utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            switch byte {
            case 0x22: raw("\\\"")
            case 0x5C: raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            default:
                raw("\\u00")
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 15))
            }
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
