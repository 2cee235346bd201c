import LLRBParser

/// A scan as its file's first bytes describe it: JPEG, PNG or WebP, and its size in pixels,
/// read from the header alone, so that no image is ever decoded to know it (a hostile file
/// costs the bytes of its header). Anything else, a file named `.png` that holds HTML
/// included, is no scan; so is a JPEG of a kind no browser shows (lossless, hierarchical,
/// arithmetic-coded).
public struct ScanImage: Hashable, Sendable {
    public var format: PageScan.Format
    public var width: Int
    public var height: Int

    /// How much of a file `init(header:)` may need: a JPEG's frame header comes after its
    /// metadata segments (EXIF, an ICC profile), which a camera or scanner may make long.
    public static let headerLimit = 256 * 1024
    /// What a PNG's or a WebP's header needs, and most JPEGs': read first.
    static let shortHeader = 4 * 1024

    /// The scan `header` (a file's first bytes, up to `headerLimit`) begins; nil for bytes of
    /// no such image, or of one with a side of no pixels or past `PageScan.maximumSide`.
    public init?(header: [UInt8]) {
        guard let (format, width, height) = Self.png(header) ?? Self.webp(header) ?? Self.jpeg(header),
              (1...PageScan.maximumSide).contains(width), (1...PageScan.maximumSide).contains(height) else { return nil }
        self.format = format
        self.width = width
        self.height = height
    }

    /// Whether `header` may be a JPEG whose frame header lies further on.
    static func mayBeJPEG(_ header: [UInt8]) -> Bool {
        header.count >= 2 && header[0] == 0xFF && header[1] == 0xD8
    }

    /// PNG: the signature, then the IHDR chunk with the width and height (big-endian).
    private static func png(_ bytes: [UInt8]) -> (PageScan.Format, Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, bytes.starts(with: signature), Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (.png, bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    /// WebP: a RIFF file of form `WEBP` whose first chunk is a lossy (`VP8 `), lossless (`VP8L`)
    /// or extended (`VP8X`) image, each with its size where its format puts it.
    private static func webp(_ bytes: [UInt8]) -> (PageScan.Format, Int, Int)? {
        guard bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            // A key frame's start code, then 14 bits of width and of height (little-endian).
            guard Array(bytes[23..<26]) == [0x9D, 0x01, 0x2A] else { return nil }
            return (.webp, littleEndian(bytes, at: 26, count: 2) & 0x3FFF, littleEndian(bytes, at: 28, count: 2) & 0x3FFF)
        case "VP8L":
            // Its signature, then the width and height less one, 14 bits each, then 3 bits of
            // version, which is 0.
            let bits = littleEndian(bytes, at: 21, count: 4)
            guard bytes[20] == 0x2F, bits >> 29 == 0 else { return nil }
            return (.webp, (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            // Flags and reserved bytes, then the canvas's width and height less one, 24 bits each.
            return (.webp, littleEndian(bytes, at: 24, count: 3) + 1, littleEndian(bytes, at: 27, count: 3) + 1)
        default:
            return nil
        }
    }

    /// The frames a browser shows: baseline, extended sequential and progressive (SOF0 to SOF2).
    private static let shownFrames: ClosedRange<UInt8> = 0xC0...0xC2
    /// The markers of other frames; 0xC4, 0xC8 and 0xCC among them are tables, not frames.
    private static let otherFrames: Set<UInt8> = [0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]

    /// JPEG: its start of image, then segments to the first start of frame, whose height and
    /// width follow its precision.
    private static func jpeg(_ bytes: [UInt8]) -> (PageScan.Format, Int, Int)? {
        guard mayBeJPEG(bytes) else { return nil }
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 {
                index += 2
                continue
            }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2, !otherFrames.contains(marker), marker != 0xDA, marker != 0xD9 else { return nil }
            if shownFrames.contains(marker) {
                guard length >= 7, index + 9 <= bytes.count else { return nil }
                return (.jpeg, bigEndian(bytes, at: index + 7, count: 2), bigEndian(bytes, at: index + 5, count: 2))
            }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
        bytes[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
        bytes[start..<(start + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
