import LLRBEngine


/// Reads the JSON object of a journal line into a `JournalObject`, for the shapes a journal line
/// holds: JSONSerialization's Foundation objects cost a bridge at every `as?` of every key, and a
/// journal of 100,000 corrections spent most of its reading there. Anything else (a float,
/// `true`, `null`, an array of strings: a hand edit) gives nil, and the line is read by
/// JSONSerialization instead (`JournalObject(foundation:)`).
struct JournalObjectParser {
    /// Objects within objects a line may hold: a correction nests one (`other`). Deeper is no
    /// correction, and is not handed to a reader that recurses either (a hostile line of
    /// 100,000 nested objects overflowed the stack).
    static let deepest = 3

    private let bytes: ArraySlice<UInt8>
    private var at: Int
    private var depth = 0
    /// Set when the line nests deeper than `deepest`.
    private(set) var tooDeep = false

    private init(bytes: ArraySlice<UInt8>, at: Int) {
        self.bytes = bytes
        self.at = at
    }

    /// The object `bytes` holds, nil when it holds anything this parser does not read;
    /// `tooDeep`: it nests deeper than any correction, and is damage.
    static func object(_ bytes: ArraySlice<UInt8>) -> (object: JournalObject?, tooDeep: Bool) {
        var parser = JournalObjectParser(bytes: bytes, at: bytes.startIndex)
        guard let object = parser.object() else { return (nil, parser.tooDeep || nesting(of: bytes) > deepest + 1) }
        parser.skipSpaces()
        return (parser.at == bytes.endIndex ? object : nil, false)
    }

    /// How deep objects and arrays nest in `bytes`, outside strings, counted without recursion.
    private static func nesting(of bytes: ArraySlice<UInt8>) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    private mutating func object() -> JournalObject? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.deepest else {
            tooDeep = true
            return nil
        }
        guard take(UInt8(ascii: "{")) else { return nil }
        var fields: [(key: String, value: JournalObject.Value)] = []
        fields.reserveCapacity(16)
        if take(UInt8(ascii: "}")) { return JournalObject(fields) }
        repeat {
            guard let key = string(), take(UInt8(ascii: ":")), let value = value() else { return nil }
            fields.append((key, value))
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}")) ? JournalObject(fields) : nil
    }

    private mutating func value() -> JournalObject.Value? {
        skipSpaces()
        guard at < bytes.endIndex else { return nil }
        switch bytes[at] {
        case UInt8(ascii: "\""): return string().map { .string($0) }
        case UInt8(ascii: "{"): return object().map { .object($0) }
        case UInt8(ascii: "["):
            _ = take(UInt8(ascii: "["))
            var numbers: [Int] = []
            if take(UInt8(ascii: "]")) { return .integers(numbers) }
            repeat {
                guard let number = integer() else { return nil }
                numbers.append(number)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? .integers(numbers) : nil
        default: return integer().map { .integer($0) }
        }
    }

    /// A decimal integer that fits an `Int`; no fraction or exponent.
    private mutating func integer() -> Int? {
        skipSpaces()
        let negative = at < bytes.endIndex && bytes[at] == UInt8(ascii: "-")
        if negative { at += 1 }
        var value = 0
        let start = at
        while at < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int(bytes[at] - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
            at += 1
        }
        // JSON writes no leading zero (007).
        guard at > start, at - start == 1 || bytes[start] != UInt8(ascii: "0"), at == bytes.endIndex || ![UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[at]) else { return nil }
        return negative ? -value : value
    }

    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        // Most strings hold no escape: read straight from the line's bytes.
        let start = at
        while at < bytes.endIndex, bytes[at] != UInt8(ascii: "\""), bytes[at] != UInt8(ascii: "\\"), bytes[at] >= 0x20 { at += 1 }
        if at < bytes.endIndex, bytes[at] == UInt8(ascii: "\"") {
            at += 1
            return ValidUTF8.string(bytes[start..<(at - 1)])
        }
        var text = Array(bytes[start..<at])
        while at < bytes.endIndex {
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                return ValidUTF8.string(text[...])
            case UInt8(ascii: "\\"):
                guard at < bytes.endIndex else { return nil }
                let escaped = bytes[at]
                at += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = hexQuad() else { return nil }
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { return nil }
                    text.append(contentsOf: String(Character(unicode)).utf8)
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                text.append(byte)
            }
        }
        return nil
    }

    private mutating func hexQuad() -> UInt32? {
        guard bytes.endIndex - at >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[at])).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
            at += 1
        }
        return value
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpaces()
        guard at < bytes.endIndex, bytes[at] == byte else { return false }
        at += 1
        return true
    }

    private mutating func skipSpaces() {
        while at < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
    }
}
