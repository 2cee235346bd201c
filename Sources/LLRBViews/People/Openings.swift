/// For each ideograph, what of `OfficeReader`'s may open at it (a title or a place, a list of
/// those present, a short title) and the titles and places that do: one load from a table,
/// so that the reader passes the other ideographs of an article, nearly all of them, at the
/// cost of a test, and finds the candidates at the rest without hashing.
final class Openings: Sendable {
    struct Mark: OptionSet {
        let rawValue: UInt16
        static let office = Mark(rawValue: 1)
        static let list = Mark(rawValue: 2)
        static let shortTitle = Mark(rawValue: 4)
    }

    /// The titles and places printed from one character, longest first, and the characters
    /// that may follow it in one of them.
    struct Start {
        var places: [PlaceSpelling] = []
        /// By second character, longest first within one.
        var titles: [OfficeTitles.Entry] = []
        var seconds: [Unicode.Scalar] = []
        /// The titles of each second character, as a range of `titles`: at a 市 the reader
        /// tries the few titles of 市委 or 市长, not the forty of 市.
        var titlesBySecond: [(second: Unicode.Scalar, titles: Range<Int>)] = []

        /// The indices in `titles` of those whose second character is `second`.
        func titles(second: Unicode.Scalar) -> Range<Int> {
            titlesBySecond.first { $0.second == second }?.titles ?? 0..<0
        }
    }

    /// The CJK unified ideographs' block, where every opening character is.
    private static let block: ClosedRange<UInt32> = 0x4E00...0x9FFF
    private static let markBits: UInt16 = 3
    /// Per ideograph: its marks in the low bits, its index in `starts` above them.
    private let table: [UInt16]
    /// The titles and places of each opening character, by its index in `table`.
    let starts: [Start]

    init(titles: [OfficeTitles.Entry], places: [PlaceSpelling], lists: [Unicode.Scalar], shortTitles: [Unicode.Scalar]) {
        var table = [UInt16](repeating: 0, count: Self.block.count)
        var starts = [Start()]
        func edit(_ scalar: Unicode.Scalar, _ change: (inout Start) -> Void) {
            guard let offset = Self.offset(scalar) else { return }
            var slot = Int(table[offset] >> Self.markBits)
            if slot == 0 {
                slot = starts.count
                starts.append(Start())
                table[offset] |= UInt16(slot) << Self.markBits
            }
            change(&starts[slot])
        }
        func mark(_ scalar: Unicode.Scalar, _ mark: Mark) {
            guard let offset = Self.offset(scalar) else { return }
            table[offset] |= mark.rawValue
        }
        for entry in titles { edit(entry.printed[0]) { $0.titles.append(entry) } }
        for place in places { edit(place.printed[0]) { $0.places.append(place) } }
        for index in starts.indices {
            // Every title has a second character (the shortest, 市长, has two).
            let second = { (entry: OfficeTitles.Entry) in entry.printed.dropFirst().first ?? entry.printed[0] }
            starts[index].titles.sort { (second($0).value, $1.printed.count) < (second($1).value, $0.printed.count) }
            var groups: [(second: Unicode.Scalar, titles: Range<Int>)] = []
            for (number, entry) in starts[index].titles.enumerated() {
                if let last = groups.last, last.second == second(entry) {
                    groups[groups.count - 1].titles = last.titles.lowerBound..<number + 1
                } else {
                    groups.append((second(entry), number..<number + 1))
                }
            }
            starts[index].titlesBySecond = groups
            starts[index].places.sort { $0.printed.count > $1.printed.count }
            let seconds = starts[index].titles.map(\.printed) + starts[index].places.map(\.printed)
            starts[index].seconds = Array(Set(seconds.compactMap { $0.count > 1 ? $0[1] : nil }))
        }
        for scalar in titles.map({ $0.printed[0] }) + places.map({ $0.printed[0] }) { mark(scalar, .office) }
        for scalar in lists { mark(scalar, .list) }
        for scalar in shortTitles { mark(scalar, .shortTitle) }
        self.table = table
        self.starts = starts
    }

    func marks(_ scalar: Unicode.Scalar) -> Mark {
        guard let offset = Self.offset(scalar) else { return [] }
        return Mark(rawValue: table[offset] & (1 << Self.markBits - 1))
    }

    /// Whether a title or a place may be printed at `index`: its first two characters are one's.
    func mayOpenOffice(at index: Int, in text: [Unicode.Scalar]) -> Bool {
        guard index + 1 < text.count, let offset = Self.offset(text[index]) else { return false }
        return starts[Int(table[offset] >> Self.markBits)].seconds.contains(text[index + 1])
    }

    /// The index in `starts` of the titles and places that open with `scalar`; 0 (none) for
    /// a character no title or place opens with.
    func slot(_ scalar: Unicode.Scalar) -> Int {
        guard let offset = Self.offset(scalar) else { return 0 }
        return Int(table[offset] >> Self.markBits)
    }

    private static func offset(_ scalar: Unicode.Scalar) -> Int? {
        let offset = scalar.value &- block.lowerBound
        return offset < UInt32(block.count) ? Int(offset) : nil
    }
}

/// A place as printed before a title: 吕梁市, 吕梁, 临县, 汾阳.
final class PlaceSpelling: Sendable {
    let printed: [Unicode.Scalar]
    /// Its full name.
    let place: String
    /// Whether the spelling alone names the place in running text (not 交口, 兴).
    let standsAlone: Bool
    /// The place's level character, the last of its full name: 市 for 吕梁市.
    let level: Unicode.Scalar
    /// The characters that, printed just before it, make it part of another word (莅临县里).
    let notAfter: [Unicode.Scalar]
    /// The characters that, printed just after it, make it part of another word (县域).
    let notBefore: [Unicode.Scalar]

    init(_ printed: String, of place: String, standsAlone: Bool = true, notAfter: String = "", notBefore: String = "") {
        self.printed = Array(printed.unicodeScalars)
        self.place = place
        self.standsAlone = standsAlone
        level = place.unicodeScalars.last ?? "市"
        self.notAfter = Array(notAfter.unicodeScalars)
        self.notBefore = Array(notBefore.unicodeScalars)
    }
}
