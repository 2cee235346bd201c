/// Seeded random UTF-8 text that mixes everything the analyzer treats differently: common and
/// rare Han (one run of common Han long enough to fill several growth steps of a page's buffer),
/// compatibility ideographs and other characters that fold, Latin, digits, full-width forms,
/// kana and hangul, punctuation, spaces and line breaks, invisible marks, words past the length
/// limit, and now and then malformed bytes.
enum MixedScriptText {
    /// Scalar ranges a run of the text is drawn from.
    private static let scripts: [[ClosedRange<UInt32>]] = [
        [0x4E00...0x9FFF],
        [0x4E00...0x4E1F],
        [0x3400...0x4DBF],
        [0x20000...0x2A6DF, 0x30000...0x3134A],
        [0xF900...0xFAD9, 0x2F800...0x2FA1D],
        [0x41...0x5A, 0x61...0x7A],
        [0x30...0x39],
        [0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A],
        [0x3041...0x3096, 0x30A1...0x30FA, 0xAC00...0xD7A3],
        [0xC0...0xFF, 0x391...0x3C9],
        [0x2460...0x24FF, 0x3200...0x33FF, 0x2E80...0x2FD5, 0x2100...0x218F],
        [0x3000...0x303F, 0x4DBF...0x4DC1, 0x9FFE...0xA001],
        [0x21...0x2F, 0x3A...0x40, 0xFF01...0xFF0F, 0xFF5B...0xFF65, 0x2010...0x2027, 0x3001...0x3003],
        [0x0300...0x036F, 0xFE00...0xFE0F, 0x200B...0x200D, 0xAD...0xAD, 0xE0100...0xE0110],
    ]
    private static let spaces = [" ", "\u{3000}", "\n", "\r\n", "\t", "  \n "]

    static func make(using generator: inout SplitMix) -> [UInt8] {
        var bytes: [UInt8] = []
        let runs = Int(generator.next() % 24)
        for _ in 0..<runs {
            let choice = Int(generator.next() % UInt64(scripts.count + 4))
            switch choice {
            case scripts.count:
                bytes += Array(spaces[Int(generator.next() % UInt64(spaces.count))].utf8)
            case scripts.count + 1:
                bytes += malformed(using: &generator)
            case scripts.count + 2:
                bytes += [UInt8](repeating: 0x61 + UInt8(generator.next() % 26), count: 250 + Int(generator.next() % 20))
            case scripts.count + 3:
                bytes += run(of: scripts[0], length: 200 + Int(generator.next() % 300), using: &generator)
            default:
                bytes += run(of: scripts[choice], length: 1 + Int(generator.next() % 12), using: &generator)
            }
        }
        return bytes
    }

    private static func run(of ranges: [ClosedRange<UInt32>], length: Int, using generator: inout SplitMix) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<length {
            let range = ranges[Int(generator.next() % UInt64(ranges.count))]
            let value = range.lowerBound + UInt32(generator.next() % UInt64(range.count))
            guard let scalar = Unicode.Scalar(value) else { continue }
            bytes += Array(String(Character(scalar)).utf8)
        }
        return bytes
    }

    /// A stray continuation byte, a byte never valid, or a three-byte Han lead cut short.
    private static func malformed(using generator: inout SplitMix) -> [UInt8] {
        switch generator.next() % 3 {
        case 0: [0x80 | UInt8(generator.next() % 64)]
        case 1: [0xFF]
        default: [0xE5, 0xA4]
        }
    }
}
