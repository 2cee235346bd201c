/// How a page prints a run of clean text: where it wraps, where OCR left a space or line break
/// inside a word, and whether punctuation comes out half-width (`,()`) or full-width (`，（）`).
struct Fragmenter {
    enum Boundary { case space, line }

    /// Characters per printed column line; `Int.max` for one paragraph per line.
    var width: Int
    /// What a column wrap becomes: a space (column lines joined on one line) or a new line.
    var wrap: Boundary
    /// Chance that a forced OCR break inside a word is a blank line rather than a space.
    var forcedLineChance: Double
    /// Chance, at each boundary between two CJK characters, of a stray OCR space.
    var spaceRate: Double
    /// Chance that the paragraph is broken by a blank line somewhere inside a word.
    var splitRate: Double
    var halfWidth: Bool

    /// The printed pieces of `text` and, before each piece but the first, how it is separated.
    func fragments(of text: CleanText, random: inout SeededRandom) -> [(boundary: Boundary, bytes: [UInt8])] {
        let bytes = text.bytes
        var pieces: [(boundary: Boundary, bytes: [UInt8])] = []
        var current: [UInt8] = []
        var pendingBoundary = Boundary.space
        var characters = 0
        var forced = text.forcedBreaks.sorted()[...]
        var splitAt = random.chance(splitRate) ? random.below(max(1, bytes.count)) : -1
        var index = 0
        while index < bytes.count {
            let length = Self.sequenceLength(bytes[index])
            if index > 0 {
                var boundary: Boundary?
                while let next = forced.first, next < index { forced.removeFirst() }
                if forced.first == index {
                    forced.removeFirst()
                    boundary = random.chance(forcedLineChance) ? .line : .space
                } else if splitAt >= 0, index >= splitAt, Self.isCJK(bytes[index]), Self.isCJKBefore(index, in: bytes) {
                    boundary = .line
                    splitAt = -1
                } else if characters >= width, !(Self.isASCII(bytes[index - 1]) && Self.isASCII(bytes[index])) {
                    boundary = wrap
                } else if spaceRate > 0, Self.isCJK(bytes[index]), Self.isCJKBefore(index, in: bytes),
                          random.chance(spaceRate) {
                    boundary = .space
                }
                if let boundary {
                    pieces.append((pendingBoundary, current))
                    current = []
                    if boundary == wrap { characters = 0 }
                    pendingBoundary = boundary
                }
            }
            appendCharacter(bytes[index..<min(bytes.count, index + length)], to: &current)
            characters += 1
            index += length
        }
        if !current.isEmpty { pieces.append((pendingBoundary, current)) }
        return pieces
    }

    private func appendCharacter(_ character: ArraySlice<UInt8>, to output: inout [UInt8]) {
        guard halfWidth, character.count == 3, let first = character.first else {
            output += character
            return
        }
        let second = character[character.startIndex + 1]
        let third = character[character.startIndex + 2]
        switch (first, second, third) {
        case (0xEF, 0xBC, 0x8C): output.append(UInt8(ascii: ","))
        case (0xEF, 0xBC, 0x88): output.append(UInt8(ascii: "("))
        case (0xEF, 0xBC, 0x89): output.append(UInt8(ascii: ")"))
        case (0xEF, 0xBC, 0x9A): output.append(UInt8(ascii: ":"))
        case (0xE2, 0x80, 0x9C), (0xE2, 0x80, 0x9D): output.append(UInt8(ascii: "\""))
        default: output += character
        }
    }

    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0...: return 4
        default: return 1
        }
    }

    /// Lead byte of a character in U+4000–U+9FFF, where the common CJK ideographs are.
    static func isCJK(_ lead: UInt8) -> Bool { lead >= 0xE4 && lead <= 0xE9 }

    static func isASCII(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x20 }

    /// Whether the character ending just before `index` is a CJK ideograph.
    static func isCJKBefore(_ index: Int, in bytes: [UInt8]) -> Bool {
        index >= 3 && isCJK(bytes[index - 3]) && bytes[index - 2] & 0xC0 == 0x80
    }
}
