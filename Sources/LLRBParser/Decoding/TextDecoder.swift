import Foundation

/// Turns the bytes of an OCR'd page into text, whatever encoding the OCR tool wrote: UTF-8 with
/// or without a byte-order mark, UTF-16 (LE or BE) with one, or GB18030/GBK. Line ends come out
/// as LF; a few stray control bytes become spaces (`StrayControlBytes`). Anything else is
/// refused with an error that names the file and the bad byte, because indexing mojibake would
/// silently poison every search.
public enum TextDecoder {
    /// Foundation's name for GB18030, the superset of GBK and GB2312.
    static let gb18030 = String.Encoding(rawValue: 0x8000_0632)

    /// Decodes `data`; `source` names the file in errors. An empty file is an empty page; a file
    /// past `PageLimits` is refused, its size before any byte is decoded.
    public static func decode(_ data: Data, source: String) throws(PageDecodingError) -> String {
        guard data.count <= PageLimits.maximumBytes else { throw .tooLarge(source: source, bytes: data.count) }
        let text = try decodeText(data, source: source)
        guard !PageLimits.hasTooManyLines(text) else { throw .tooManyLines(source: source) }
        return text
    }

    private static func decodeText(_ data: Data, source: String) throws(PageDecodingError) -> String {
        let result: Result<String, PageDecodingError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let result = decode(bytes: bytes, data: data, source: source)
            // A page with a few stray control bytes is decoded without them: looked at only
            // when a control byte was found, so a clean page is read once. A UTF-16 page has
            // its own check (its NULs are text).
            guard case .failure(.binary) = result, !isUTF16(bytes), let cleaned = StrayControlBytes.cleaned(bytes) else {
                return result
            }
            return cleaned.withUnsafeBufferPointer { decode(bytes: $0, data: Data(cleaned), source: source) }
        }
        return try result.get()
    }

    private static func decode(
        bytes: UnsafeBufferPointer<UInt8>, data: Data, source: String
    ) -> Result<String, PageDecodingError> {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let body = UnsafeBufferPointer(rebasing: bytes[3...])
            let problems = firstProblems(in: body)
            if let offset = problems.binary {
                return .failure(.binary(source: source, offset: offset + 3, byte: body[offset]))
            }
            if let offset = problems.invalid {
                return .failure(.invalidUTF8(source: source, offset: offset + 3))
            }
            return .success(LineEndings.string(fromValidUTF8: body))
        }
        if isUTF16(bytes) {
            return UTF16Decoding.decode(bytes, bigEndian: bytes[0] == 0xFE, source: source)
        }
        let problems = firstProblems(in: bytes)
        if let offset = problems.binary {
            // Not only a NUL: in Chinese UTF-16 the first control byte is as often half of an
            // ideograph (U+4E15 holds 0x15).
            if let bigEndian = UTF16Decoding.unmarkedByteOrder(bytes) {
                return .failure(.unmarkedUTF16(source: source, bigEndian: bigEndian))
            }
            return .failure(.binary(source: source, offset: offset, byte: bytes[offset]))
        }
        // One validation, ours: it also finds the offset to report, and the text is then made
        // without the standard library validating it again.
        guard let firstInvalid = problems.invalid else {
            return .success(LineEndings.string(fromValidUTF8: bytes))
        }
        switch GB18030Bytes.verdict(for: bytes) {
        case .plausible:
            if let text = GB18030Decoding.string(bytes) { return .success(text) }
            guard let text = String(data: data, encoding: gb18030) else {
                return .failure(.unknownEncoding(source: source, offset: firstInvalid))
            }
            return .success(LineEndings.normalized(text))
        case .malformed, .implausible:
            return .failure(.unknownEncoding(source: source, offset: firstInvalid))
        }
    }

    private static func isUTF16(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    }

    /// The first control byte of `bytes` (a binary file, whatever else is wrong) and, when
    /// there is none, the first byte that breaks UTF-8. Text has neither, and one pass over it
    /// answers both; only bytes after a broken sequence are read again, for a control byte.
    private static func firstProblems(in bytes: UnsafeBufferPointer<UInt8>) -> (binary: Int?, invalid: Int?) {
        switch UTF8Validation.firstProblem(in: bytes) {
        case nil: return (nil, nil)
        case let .control(offset): return (offset, nil)
        case let .invalid(offset):
            let control = BinaryBytes.firstOffset(in: UnsafeBufferPointer(rebasing: bytes[offset...]))
            return (control.map { $0 + offset }, offset)
        }
    }
}
