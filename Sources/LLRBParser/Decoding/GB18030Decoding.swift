import Foundation

/// Turns a GB18030 (GBK, GB2312) page into text through a table of the two-byte codes, which
/// hold every character of a Chinese newspaper page: Foundation's converter took ~180
/// instructions a byte here, more than half again of what parsing and indexing the page cost.
/// The table is read off Foundation's own converter once, when a process meets its first such
/// page, so both agree on every code; a page with a four-byte code (characters outside GBK,
/// rare in print) is left to Foundation.
enum GB18030Decoding {
    /// Lead bytes 0x81-0xFE, trail bytes 0x40-0x7E and 0x80-0xFE.
    private static let leadCount = 126
    private static let trailCount = 190

    /// The scalar of each two-byte code, by `index(lead:trail:)`; nil when Foundation did not
    /// answer one BMP scalar for each code, so that every page goes to Foundation instead.
    private static let scalars: [UInt16]? = {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(leadCount * trailCount * 2)
        for lead in 0x81...0xFE {
            for trail in 0x40...0xFE where trail != 0x7F {
                bytes.append(UInt8(lead))
                bytes.append(UInt8(trail))
            }
        }
        guard let text = String(data: Data(bytes), encoding: TextDecoder.gb18030) else { return nil }
        let table = text.unicodeScalars.map(\.value)
        guard table.count == leadCount * trailCount, table.allSatisfy({ $0 >= 0x80 && $0 <= 0xFFFF }) else { return nil }
        return table.map { UInt16($0) }
    }()

    @inline(__always)
    private static func index(lead: UInt8, trail: UInt8) -> Int {
        Int(lead &- 0x81) &* trailCount &+ Int(trail < 0x7F ? trail &- 0x40 : trail &- 0x41)
    }

    /// The text of `bytes`, well-formed GB18030 (`GB18030Bytes.verdict` said so), line ends
    /// made LF; nil when a four-byte code is among them or the table could not be made.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let scalars else { return nil }
        // An ASCII byte takes one byte of UTF-8, a two-byte code at most three.
        var output = UTF8Output(capacity: bytes.count + bytes.count / 2 + 1)
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                output.append(ascii: lead)
                index += 1
                continue
            }
            guard index + 1 < bytes.count, case let trail = bytes[index + 1], lead >= 0x81, lead <= 0xFE,
                  trail >= 0x40, trail <= 0xFE, trail != 0x7F
            else { return nil }
            output.append(scalar: UInt32(scalars[Self.index(lead: lead, trail: trail)]))
            index += 2
        }
        return output.text()
    }
}
