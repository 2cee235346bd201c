/// Why the bytes of a page could not be turned into text. Each case names the file and, where
/// it helps, the byte offset, so that the user can look at the bad spot and convert the file.
public enum PageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file holds bytes that no text encoding llrb reads would produce (NUL, other control
    /// bytes): an image, a PDF or another binary file.
    case binary(source: String, offset: Int, byte: UInt8)
    /// The bytes are neither UTF-8 nor GB18030/GBK text.
    case unknownEncoding(source: String, offset: Int)
    /// A UTF-16 file (it starts with a byte-order mark) that is cut short or holds a broken
    /// surrogate pair.
    case invalidUTF16(source: String, offset: Int)
    /// A UTF-8 file (it starts with a byte-order mark) with a malformed sequence.
    case invalidUTF8(source: String, offset: Int)
    /// UTF-16 text without a byte-order mark (`UTF16Decoding.unmarkedByteOrder`): read only
    /// with one, since a guess could index another file's bytes as text.
    case unmarkedUTF16(source: String, bigEndian: Bool)
    /// More bytes than a page file may hold (`PageLimits.maximumBytes`).
    case tooLarge(source: String, bytes: Int)
    /// More lines than a page file may hold (`PageLimits.maximumLines`): counted up to one past.
    case tooManyLines(source: String)
    /// A layout file of more bytes than one may hold (`PageDecoder.maximumLayoutBytes`).
    case layoutTooLarge(source: String, bytes: Int)
    /// A layout file (ALTO or hOCR, `format`) whose markup cannot be read: `reason` says where.
    case malformedLayout(source: String, format: String, reason: String)

    /// The file the error is about.
    public var source: String {
        switch self {
        case let .binary(source, _, _), let .unknownEncoding(source, _), let .invalidUTF16(source, _),
             let .invalidUTF8(source, _), let .unmarkedUTF16(source, _), let .tooLarge(source, _), let .tooManyLines(source),
             let .malformedLayout(source, _, _), let .layoutTooLarge(source, _):
            source
        }
    }

    /// One line: what is wrong with which file, and what to do about it.
    public var message: String {
        "\(source): \(reason)"
    }

    /// What is wrong and what to do about it, for a line that names the file itself (`llrb:
    /// skipped FILE: …`).
    public var reason: String {
        switch self {
        case let .binary(_, offset, byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "not a text file (byte 0x\(hex) at offset \(offset)); pass the OCR'd .txt page, not an image or PDF"
        case let .unknownEncoding(_, offset):
            return "neither UTF-8 nor GB18030/GBK text (first bad byte at offset \(offset)); re-save the file as UTF-8"
        case let .invalidUTF16(_, offset):
            return "broken UTF-16 text at byte offset \(offset) after a UTF-16 byte-order mark; re-save the file as UTF-8"
        case let .invalidUTF8(_, offset):
            return "broken UTF-8 text at byte offset \(offset) after a UTF-8 byte-order mark; re-save the file as UTF-8"
        case let .unmarkedUTF16(_, bigEndian):
            let encoding = bigEndian ? "UTF-16BE" : "UTF-16LE"
            return "\(encoding) text without a byte-order mark; re-save the file as UTF-8 (iconv -f \(encoding) -t UTF-8)"
        case let .tooLarge(_, bytes):
            return "\(Self.megabytes(bytes)) MB, more than the \(PageLimits.maximumBytes / 1_000_000) MB a page file may hold; "
                + "split it into its pages, a file each"
        case let .layoutTooLarge(_, bytes):
            return "\(Self.megabytes(bytes)) MB, more than the \(PageDecoder.maximumLayoutBytes / 1_000_000) MB an ALTO or hOCR "
                + "file may hold; split it into its pages, a file each"
        case let .malformedLayout(_, format, reason):
            return "an \(format) file that cannot be read: \(reason); pass the OCR engine's file as it wrote it, or its text"
        case .tooManyLines:
            return "more than the \(Self.grouped(PageLimits.maximumLines)) lines a page file may hold; split it into its pages, a file each"
        }
    }

    /// `50,000`.
    private static func grouped(_ number: Int) -> String {
        let digits = String(number)
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : String(digit)
        }.joined()
    }

    /// `bytes` in MB (10⁶ bytes, as llrb prints sizes everywhere), one decimal, rounded up so
    /// that a file past the limit never reads as the limit itself.
    private static func megabytes(_ bytes: Int) -> String {
        let tenths = bytes / 100_000 + (bytes % 100_000 == 0 ? 0 : 1)
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The message, so that printing the error tells the user what to do.
    public var description: String { message }
}
