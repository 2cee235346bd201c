/// For each ideograph, what of `OfficeReader`'s may open at it (a title or a place, a list of
/// those present, a short title; whether it is a level character, which a department's name
/// opens with) and the titles and places that do, and its number as the second character of
/// any of them: one load from a table, so that the reader passes the other ideographs of an
/// article, nearly all of them, at the cost of a test, and finds the candidates at the rest by
/// a mask of their first two characters, without hashing.
final class Openings: Sendable {
    struct Mark: OptionSet {
        let rawValue: UInt16
        static let office = Mark(rawValue: 1)
        static let list = Mark(rawValue: 2)
        static let shortTitle = Mark(rawValue: 4)
        /// A title opens with it (a level character among them: `市公安局局长`).
        static let title = Mark(rawValue: 8)
        /// A level character, 市, 县 or 区: a department's name may open with it.
        static let level = Mark(rawValue: 16)
    }

    /// The titles and places printed from one character, longest first.
    struct Start {
        var places: [PlaceSpelling] = []
        /// By second character, longest first within one.
        var titles: [OfficeTitles.Entry] = []
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
    private static let markBits: UInt32 = 5
    private static let slotBits: UInt32 = 11
    /// Per ideograph: its marks in the low bits, its index in `starts` (its slot) above them,
    /// and above that its number among the second characters of the words read (titles,
    /// places, lists, short titles; 0: none's).
    private let table: [UInt32]
    /// Per slot, the numbers of the second characters its titles have, as bits: whether a
    /// title opens at a character is a few loads, and every character noted is asked.
    private let titleSeconds: [UInt64]
    /// Per slot, the same of its lists of those present (`出席会议的有`, `市领导`).
    private let listSeconds: [UInt64]
    /// Per slot, the same of every word that opens with it but places: titles, lists, short
    /// titles (a place is found backwards from the title after it: `placesBefore`).
    private let wordSeconds: [UInt64]
    /// The scalar values of every place spelling, one after another, and the spellings as
    /// ranges of them: flat, for the same reason.
    private let spellingScalars: [UInt32]
    private let spellings: [(start: Int, count: Int, endsWithLevel: Bool)]
    /// The spellings (indices in `spellings`) by their last character.
    private let spellingsByLast: [Unicode.Scalar: [Int]]
    /// The titles and places of each opening character, by its index in `table`.
    let starts: [Start]

    init(titles: [OfficeTitles.Entry], places: [PlaceSpelling], lists: [[Unicode.Scalar]], shortTitles: [[Unicode.Scalar]]) {
        var table = [UInt32](repeating: 0, count: Self.block.count)
        var starts = [Start()]
        func slot(_ scalar: Unicode.Scalar) -> Int? {
            guard let offset = Self.offset(scalar) else { return nil }
            if Self.slot(of: table[offset]) == 0 {
                precondition(starts.count < 1 << Self.slotBits, "more opening characters than a table entry numbers")
                table[offset] |= UInt32(starts.count) << Self.markBits
                starts.append(Start())
            }
            return Self.slot(of: table[offset])
        }
        func mark(_ scalar: Unicode.Scalar, _ mark: Mark) {
            guard let offset = Self.offset(scalar) else { return }
            table[offset] |= UInt32(mark.rawValue)
        }
        for entry in titles { slot(entry.printed[0]).map { starts[$0].titles.append(entry) } }
        for place in places { slot(place.printed[0]).map { starts[$0].places.append(place) } }
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
        }
        for scalar in titles.map({ $0.printed[0] }) + places.map({ $0.printed[0] }) { mark(scalar, .office) }
        for word in lists { mark(word[0], .list) }
        for word in shortTitles { mark(word[0], .shortTitle) }
        for scalar in titles.map({ $0.printed[0] }) + OfficeTitles.levels { mark(scalar, .title) }
        for scalar in OfficeTitles.levels { mark(scalar, .level) }

        // The pairs: each word's second character numbered, and each slot's numbers as bits.
        let words = titles.map(\.printed) + places.map(\.printed) + lists + shortTitles
        for word in words { _ = slot(word[0]) }
        var titleSeconds = [UInt64](repeating: 0, count: starts.count)
        var listSeconds = [UInt64](repeating: 0, count: starts.count)
        var wordSeconds = [UInt64](repeating: 0, count: starts.count)
        var numbers: [Unicode.Scalar: Int] = [:]
        for (number, word) in words.enumerated() {
            // Every word the reader reads is two ideographs or more, so that its first two
            // tell where it may open: the masks below hold no other kind.
            guard word.count > 1, let first = Self.offset(word[0]), let second = Self.offset(word[1]) else {
                preconditionFailure("a word of OfficeReader's is no two ideographs or more: \(String(scalars: word))")
            }
            let slot = Self.slot(of: table[first])
            let numbered = numbers[word[1]] ?? numbers.count + 1
            precondition(numbered < UInt64.bitWidth, "more second characters than a mask holds")
            numbers[word[1]] = numbered
            table[second] |= UInt32(numbered) << (Self.markBits + Self.slotBits)
            let isPlace = (titles.count..<titles.count + places.count).contains(number)
            let isList = (titles.count + places.count..<titles.count + places.count + lists.count).contains(number)
            if number < titles.count { titleSeconds[slot] |= 1 << numbered }
            if isList { listSeconds[slot] |= 1 << numbered }
            if !isPlace { wordSeconds[slot] |= 1 << numbered }
        }
        var spellingScalars: [UInt32] = []
        var spellings: [(start: Int, count: Int, endsWithLevel: Bool)] = []
        var spellingsByLast: [Unicode.Scalar: [Int]] = [:]
        for place in places {
            if let last = place.printed.last { spellingsByLast[last, default: []].append(spellings.count) }
            spellings.append((spellingScalars.count, place.printed.count, place.printed.last == place.level))
            spellingScalars += place.printed.map(\.value)
        }
        self.table = table
        self.starts = starts
        self.titleSeconds = titleSeconds
        self.listSeconds = listSeconds
        self.wordSeconds = wordSeconds
        self.spellingScalars = spellingScalars
        self.spellings = spellings
        self.spellingsByLast = spellingsByLast
    }

    func marks(_ scalar: Unicode.Scalar) -> Mark {
        guard let offset = Self.offset(scalar) else { return [] }
        return Mark(rawValue: UInt16(truncatingIfNeeded: table[offset] & (1 << Self.markBits - 1)))
    }

    /// `body` given the table's storage, for `marksSomething(_:in:)`: an article's decoding
    /// asks it of every ideograph.
    func withTable<Result>(_ body: (UnsafeBufferPointer<UInt32>) -> Result) -> Result {
        table.withUnsafeBufferPointer(body)
    }

    /// Whether something of the reader's opens with the scalar of `value` (its marks are not
    /// empty), `table` being the storage `withTable` gives.
    static func marksSomething(_ value: UInt32, in table: UnsafeBufferPointer<UInt32>) -> Bool {
        let offset = value &- block.lowerBound
        return offset < UInt32(block.count) && table[Int(offset)] & (1 << markBits - 1) != 0
    }

    /// What may open at `index`, from one look at its character and the next: a title (by its
    /// first two characters), a list's opening words or a short title (`word`), and whether it
    /// is a level character, which a department's name opens with.
    @inline(__always)
    func openers(at index: Int, in text: [Unicode.Scalar]) -> (title: Bool, word: Bool, level: Bool) {
        guard index + 1 < text.count else { return (false, false, false) }
        return (opens(titleSeconds, at: index, in: text), opens(wordSeconds, at: index, in: text), isLevel(text[index]))
    }

    /// Whether `scalar` is a level character, 市, 县 or 区.
    func isLevel(_ scalar: Unicode.Scalar) -> Bool {
        guard let offset = Self.offset(scalar) else { return false }
        return table[offset] & UInt32(Mark.level.rawValue) != 0
    }

    /// Whether the first two characters of a list's opening words are printed at `index`.
    func opensList(at index: Int, in text: [Unicode.Scalar]) -> Bool {
        opens(listSeconds, at: index, in: text)
    }

    /// Whether the characters at `index` and after it are the first two of a word of `seconds`.
    @inline(__always)
    private func opens(_ seconds: [UInt64], at index: Int, in text: [Unicode.Scalar]) -> Bool {
        guard index + 1 < text.count, let first = Self.offset(text[index]), let second = Self.offset(text[index + 1]) else { return false }
        let number = table[second] >> (Self.markBits + Self.slotBits)
        return number != 0 && seconds[Self.slot(of: table[first])] >> number & 1 != 0
    }

    /// Where the places start that a title at `index` may follow: those printed just before it,
    /// and those whose last character, their level, it opens with (`临县人大常委会主任`).
    func placesBefore(_ index: Int, in text: [Unicode.Scalar], _ body: (Int) -> Void) {
        if index > 0 { spellings(endingAt: index, lastAt: index - 1, in: text, levelsOnly: false, body) }
        if index + 1 < text.count { spellings(endingAt: index + 1, lastAt: index, in: text, levelsOnly: true, body) }
    }

    private func spellings(endingAt end: Int, lastAt last: Int, in text: [Unicode.Scalar], levelsOnly: Bool, _ body: (Int) -> Void) {
        for number in spellingsByLast[text[last]] ?? [] {
            let spelling = spellings[number]
            let start = end - spelling.count
            guard start >= 0, !levelsOnly || spelling.endsWithLevel, isSpelled(spelling, at: start, in: text) else { continue }
            body(start)
        }
    }

    /// Whether `spelling` is printed at `start`.
    @inline(__always)
    private func isSpelled(_ spelling: (start: Int, count: Int, endsWithLevel: Bool), at start: Int, in text: [Unicode.Scalar]) -> Bool {
        guard start + spelling.count <= text.count else { return false }
        var matched = 0
        while matched < spelling.count, text[start + matched].value == spellingScalars[spelling.start + matched] { matched += 1 }
        return matched == spelling.count
    }

    /// The index in `starts` of the titles and places that open with `scalar`: 0 (none) for a
    /// character nothing opens with, a `Start` of no titles and places for one that opens only
    /// a list or a short title.
    func slot(_ scalar: Unicode.Scalar) -> Int {
        guard let offset = Self.offset(scalar) else { return 0 }
        return Self.slot(of: table[offset])
    }

    private static func slot(of entry: UInt32) -> Int {
        Int(entry >> markBits & (1 << slotBits - 1))
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
