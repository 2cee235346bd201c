import LLRBEngine
import LLRBParser

/// The page a command acts on, for reading only its lines of the journal (`CorrectionJournal.read(page:)`):
/// its path as the index knows it and its text's hash, as a correction's anchor names them. A
/// line that names neither is skipped before its checksum and JSON are read, its number alone
/// taken, so that `show`, `correct` and a correction's ingest of one page cost the lines of that
/// page, not those of the whole journal.
public struct JournalPage: Hashable, Sendable {
    public var file: String
    public var contentHash: UInt64

    public init(file: String, contentHash: UInt64) {
        self.file = file
        self.contentHash = contentHash
    }

    /// How the page's anchor keys read in a line, as `Correction.jsonLine` writes them.
    var needles: [[UInt8]] {
        var escaped: [UInt8] = []
        for byte in file.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: escaped += Array(String(format: "\\u%04x", byte).utf8)
            default: escaped.append(byte)
            }
        }
        return [Array(#""hash":"\#(contentHash.paddedHex)""#.utf8), Array(#""file":""#.utf8) + escaped + [UInt8(ascii: "\"")]]
    }

    /// Whether `line` may be one of the page's: it names the page's file or text hash. A line
    /// written otherwise by hand is read as a correction of another page.
    static func line(_ line: ArraySlice<UInt8>, names needles: [[UInt8]]) -> Bool {
        needles.contains { offset(of: $0, in: line) != nil }
    }

    /// Where `needle` first occurs in `line`, from its start (`ByteSearch`, the parser's search).
    private static func offset(of needle: [UInt8], in line: ArraySlice<UInt8>) -> Int? {
        needle.withUnsafeBufferPointer { pattern in
            line.withUnsafeBufferPointer { ByteSearch.firstIndex(of: pattern, in: $0) }
        }
    }

    /// Whether `line` ends as a journal line does, with its checksum: a line of another page
    /// read for its number alone still looks like a correction.
    static func isSealed(_ line: ArraySlice<UInt8>) -> Bool {
        let key = Array(#","crc32":""#.utf8)
        return line.count > key.count + 10 && line.last == UInt8(ascii: "}") && line.dropLast(10).suffix(key.count).elementsEqual(key)
    }

    /// The number a line's `"number":` key holds, read without the rest of the line.
    static func number(in line: ArraySlice<UInt8>) -> Int? {
        let key = Array(#""number":"#.utf8)
        guard let found = offset(of: key, in: line) else { return nil }
        var value = 0
        var index = line.startIndex + found + key.count
        while index < line.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[index]), value < Int(Int32.max) {
            value = value * 10 + Int(line[index] - UInt8(ascii: "0"))
            index += 1
        }
        return index > line.startIndex + found + key.count && value <= Int(Int32.max) ? value : nil
    }
}
