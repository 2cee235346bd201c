import LLRBEngine
import LLRBIndex
import LLRBParser

/// Reads the (name, office) pairs an article prints: a title of 吕梁 or one of its divisions,
/// with its place, and the names after it (`市委常委、常务副市长李建国主持`), by the rule of
/// docs/PEOPLE.md. One forward pass over the text, spaces left out; what it doubts it leaves out.
public struct OfficeReader: Sendable {
    private let openings: Openings

    public init() {
        openings = Openings(titles: OfficeTitles().entries, places: OfficeReading.placeSpellings,
                            lists: OfficeReading.listOpeners.map(\.words), shortTitles: OfficeTitles.allShortTitles)
    }

    /// The distinct pairs the texts print, in the order first printed. The texts are one
    /// article's fields (headline, byline and dateline, body, captions), read as sentences apart.
    public func mentions(in texts: [String]) -> [OfficeMention] {
        var noted: [Int] = []
        let text = [Unicode.Scalar](scalarsOf: texts, separator: "。", noting: openings, in: &noted)
        var reading = OfficeReading(text: text, openings: openings, noted: noted)
        reading.read()
        return reading.mentions.firstOfEach
    }
}

/// One pass of `OfficeReader` over one article's text: where it is, the bodies the sentence has
/// named (for short titles after them) and what it found.
struct OfficeReading {
    let text: [Unicode.Scalar]
    let openings: Openings
    /// Where a read may succeed, ascending (`visits(_:in:openings:bureaus:)`).
    let visits: [Int]
    private(set) var mentions: [OfficeMention] = []
    /// The bodies named in full so far, with their places, latest last.
    private var bodies: [(body: OfficeTitles.Body, place: String)] = []
    /// Where the article prints a dateline, and the county-level city whose it is, found on
    /// first need (`ownCity`).
    var datelines: [(index: Int, city: String?)]?
    /// The last chain of titles read and where its names end.
    private var lastNames: (chain: [Title], end: Int)?
    /// Where each county (a division written with 县) is named, found on first need.
    var counties: [(index: Int, place: String)]?

    /// Whether the article prints two ideographs as a whole name somewhere, by pair, found for
    /// each pair on first need (`shortened`): few pairs are asked of an article, and a walk for
    /// one pair costs a comparison a character, where every pair's names cost 20 instructions a
    /// byte of every ingest. Past `pairsWalked` pairs (a hostile page of thousands of names),
    /// every pair is found in one walk instead (`everyWholePair`).
    private var wholePairs: [UInt64: Bool] = [:]
    private var everyWholePair: Set<UInt64>?
    private static let pairsWalked = 8
    /// Where 局 is printed, in order, for department heads.
    let bureaus: [Int]

    /// `noted`: where the characters something of `openings` opens with stand, ascending.
    init(text: [Unicode.Scalar], openings: Openings, noted: [Int]) {
        self.text = text
        self.openings = openings
        // 局 opens a short title (局长), so each is among those noted.
        let bureaus = noted.filter { text[$0] == "局" }
        self.bureaus = bureaus
        visits = Self.visits(noted, in: text, openings: openings, bureaus: bureaus)
    }

    /// Of the characters noted, those where a read may succeed: a title, a list or a short title
    /// opens there by its first two characters, or a department's name by its level character,
    /// or a place starts there that such a title follows. The rest (吕梁山, 市场: nearly all) are
    /// passed here at the cost of a mask, and the reading visits only these.
    static func visits(_ noted: [Int], in text: [Unicode.Scalar], openings: Openings, bureaus: [Int]) -> [Int] {
        var visits: [Int] = []
        for index in noted {
            let openers = openings.openers(at: index, in: text)
            let titleOpens = openers.title || openers.level && bureauIsNear(index, bureaus: bureaus)
            if titleOpens || openers.word { visits.append(index) }
            if titleOpens { openings.placesBefore(index, in: text) { visits.append($0) } }
        }
        // A place's start comes before the title that adds it; a repeated one is passed over.
        visits.sort()
        return visits
    }

    /// A title (possibly after its place) read at an index.
    struct Title {
        /// nil when its place cannot be told (a 县 title in an article naming no county).
        let office: Office?
        let body: OfficeTitles.Body?
        let end: Int
        /// Whether its place is printed before it (吕梁市委书记), not taken as the paper means it.
        var placePrinted = false
        /// The place of a title that is no office read (a department's 党委书记), for its body.
        var placeRead: String?

        /// Its body with its place, for short titles after it.
        var placedBody: (body: OfficeTitles.Body, place: String)? {
            guard let body, let place = office?.place ?? placeRead else { return nil }
            return (body, place)
        }
    }

    /// Reads at each visit, in order, past what the last read took. A visit is kept only where
    /// a read may succeed (`visits`), so a chain is tried at each one a title, a place or a
    /// short title opens with: no further test of what may follow is needed.
    mutating func read() {
        var index = 0
        for position in visits where position >= index {
            index = position
            let marks = openings.marks(text[index])
            if marks.contains(.list), let end = readList(at: index) {
                index = end
            } else if marks.contains(.office) || marks.contains(.shortTitle) && !bodies.isEmpty,
                      let end = readChain(at: index) {
                index = end
            } else {
                index += 1
            }
        }
    }

    // MARK: Titles and their names

    /// A chain of titles at `index` and the names it gives them; where the chain and names end.
    mutating func readChain(at index: Int) -> Int? {
        // `汾阳市委书记东方晓、市长燕秋实`: a title after the names of another, joined by 、, is read as
        // in that title's chain.
        let joined = index > 0 && text[index - 1] == "、" && lastNames?.end == index - 1 ? lastNames?.chain : nil
        guard let first = readTitle(at: index, after: joined) else { return nil }
        // A former holder's or another place's chain is read to its end, and nothing of it kept.
        let kept = !isFormer(at: index) && (first.placePrinted || !(isOtherPlace(before: index) || endsAnotherName(before: index)))
        var chain = [first]
        var end = first.end
        while end < text.count, text[end] == "、" {
            if let next = readTitle(at: end + 1, after: chain) {
                // Past the longest chain read, titles are passed over: the names go to the first.
                if chain.count < Self.longestChain { chain.append(next) }
                end = next.end
            } else if let foreign = foreignTitleEnd(at: end + 1) {
                end = foreign
            } else {
                break
            }
        }
        let offices = kept ? chain.compactMap(\.office).firstOfEach : []
        if index > 0, Self.openBrackets.contains(text[index - 1]), end < text.count, Self.closeBrackets.contains(text[end]) {
            if let name = PersonName.read(before: index - 1, in: text) {
                for office in offices { mentions.append(OfficeMention(name: name, office: office)) }
            }
            return end + 1
        }
        let (names, namesEnd) = readNames(at: end)
        guard !names.isEmpty, kept else { return names.isEmpty ? end : namesEnd }
        for name in names {
            for office in offices { mentions.append(OfficeMention(name: name, office: office)) }
        }
        for placed in chain.compactMap(\.placedBody) {
            bodies.removeAll { $0.body == placed.body && $0.place == placed.place }
            bodies.append(placed)
        }
        if bodies.count > Self.bodiesKept { bodies.removeFirst(bodies.count - Self.bodiesKept) }
        lastNames = (chain, namesEnd)
        return namesEnd
    }

    /// The title at `index`: a place and a title, a title alone, or a short title of a body
    /// named before it in the chain (`chain`) or the sentence.
    mutating func readTitle(at index: Int, after chain: [Title]?) -> Title? {
        guard index < text.count else { return nil }
        let slot = openings.slot(text[index])
        for number in openings.starts[slot].places.indices where isPrinted(openings.starts[slot].places[number], at: index) {
            let spelling = openings.starts[slot].places[number]
            // The title opens after the place, or with its last character (`兴县公安局局长`, `临县人大常委会主任`).
            let shares = spelling.printed.last == spelling.level
            for start in stride(from: spelling.printed.count, through: spelling.printed.count - (shares ? 1 : 0), by: -1) {
                if var title = readTitle(at: index + start, place: spelling) {
                    title.placePrinted = true
                    return title
                }
            }
        }
        if let title = readTitle(at: index, place: nil) {
            // An unprefixed title in a chain is of the chain's place (临县县委副书记、县长X).
            if let office = title.office, let previous = chain?.last?.office,
               previous.place.unicodeScalars.last == office.title.unicodeScalars.first(where: OfficeTitles.levels.contains) {
                return Title(office: Office(place: previous.place, title: office.title), body: title.body, end: title.end)
            }
            return title
        }
        // Most calls are at a 市 or a 县 no short title opens with: one load says so.
        guard openings.marks(text[index]).contains(.shortTitle),
              !bodies.isEmpty || chain?.contains(where: { $0.placedBody != nil }) == true,
              chain != nil || (index > 0 && Self.separators.contains(text[index - 1])) else { return nil }
        for short in OfficeTitles.allShortTitles where text.spells(short, at: index) {
            let printed = String(scalars: short)
            // The chain's own bodies first, then the latest named.
            for placed in (chain ?? []).reversed().compactMap(\.placedBody) + bodies.reversed() {
                guard let title = placed.body.title(printed) else { continue }
                return Title(office: Office(place: placed.place, title: title), body: placed.body, end: index + short.count)
            }
        }
        return nil
    }

    /// A title at `index` of `place` (nil: the place the paper means by a bare 市, 县 or 区).
    mutating func readTitle(at index: Int, place: PlaceSpelling?) -> Title? {
        // A title opens only at a character marked so: one load says so after a place (孝义的).
        guard index < text.count, openings.marks(text[index]).contains(.title) else { return nil }
        let slot = openings.slot(text[index])
        if index + 1 < text.count, let number = openings.starts[slot].titles(second: text[index + 1]).first(where: { number in
            (place == nil || place?.level == openings.starts[slot].titles[number].level)
                && text.spells(openings.starts[slot].titles[number].printed, at: index)
        }) {
            let entry = openings.starts[slot].titles[number]
            let read = office(entry.title, level: entry.level, place: place?.place, at: index)
            return Title(office: entry.isOffice ? read : nil, body: entry.body, end: index + entry.printed.count, placeRead: read?.place)
        }
        return readDepartmentHead(at: index, place: place)
    }

    /// `市公安局局长`, `县农业农村局副局长`: a level character, a department's name ending in 局 and
    /// its head.
    mutating func readDepartmentHead(at index: Int, place: PlaceSpelling?) -> Title? {
        let level = text[index]
        guard OfficeTitles.levels.contains(level), place == nil || place?.level == level,
              bureauIsNear(index) else { return nil }
        guard index + 1 < text.count, text[index + 1].isHan, !Self.notInDepartment.contains(text[index + 1]) else { return nil }
        var bureau = index + 2
        while bureau < min(text.count, index + Self.departmentReach), text[bureau] != "局" {
            guard text[bureau].isHan, !Self.notInDepartment.contains(text[bureau]) else { return nil }
            bureau += 1
        }
        guard bureau < text.count, text[bureau] == "局" else { return nil }
        let name = String(scalars: text[index...bureau])
        for (printed, token) in Self.departmentHeads where text.spells(printed, at: bureau + 1) {
            let body = OfficeTitles.body(name, template: "局", level: level)
            // A department's party secretary carries a chain to its head (`局党委书记、局长X`) but is no office read.
            let read = office(name + token, level: level, place: place?.place, at: index)
            return Title(office: token.hasSuffix("局长") ? read : nil, body: body, end: bureau + 1 + printed.count,
                         placeRead: read?.place)
        }
        return nil
    }

    /// Where a title of another body ends that a chain holds (`市人大常委会副主任、市总工会主席梁志锋`):
    /// a few characters ending as a title does, then a name. Its holder is still the name of
    /// the chain's other titles; the title itself is not read.
    func foreignTitleEnd(at index: Int) -> Int? {
        var end = index + 2
        while end <= min(text.count, index + 12) {
            guard text[end - 1].isHan else { return nil }
            if Self.titleEndings.contains(where: { text.spells($0, endingAt: end) }),
               PersonName.read(at: end, in: text, isOffice: opensOffice) != nil {
                return end
            }
            end += 1
        }
        return nil
    }

    /// The names after a title: one, or several joined by 、.
    mutating func readNames(at index: Int) -> (names: [String], end: Int) {
        guard let (first, firstEnd) = shortened(PersonName.read(at: index, in: text, isOffice: opensOffice), at: index) else { return ([], index) }
        var names = [first]
        var end = firstEnd
        // After the first, a name between 、 may have a surname the list lacks (`尉迟浩、和振东`).
        while end + 1 < text.count, text[end] == "、", names.count < Self.longestNameList,
              let (name, nameEnd) = PersonName.readListed(at: end + 1, in: text, isOffice: opensOffice) {
            names.append(name)
            end = nameEnd
        }
        return (names, end)
    }

    /// The name read at `index` cut to two characters when the character after its three is an
    /// ideograph and the article also prints those two as a whole name, before a word that
    /// follows names or no ideograph (`市长李四召开…李四强调`: 召 opened a word the list lacks);
    /// `任晓鹏` stays though `任晓东` is printed too, and `黄宏怀，` though `黄宏` is.
    mutating func shortened(_ read: (name: String, end: Int)?, at index: Int) -> (name: String, end: Int)? {
        guard let read, read.end - index == 3, read.end < text.count, text[read.end].isHan,
              !Surnames.isCompound(read.name, for: .afterTitle) else { return read }
        let (first, second) = (text[index], text[index + 1])
        let key = Self.pair(first, second)
        if everyWholePair == nil, wholePairs[key] == nil, wholePairs.count >= Self.pairsWalked {
            everyWholePair = Set(text.indices.dropLast(2).filter(printsWholeName(at:)).map { Self.pair(text[$0], text[$0 + 1]) })
        }
        let whole: Bool
        if let every = everyWholePair {
            whole = every.contains(key)
        } else {
            whole = wholePairs[key] ?? printsAsWholeName(first, second)
            wholePairs[key] = whole
        }
        guard whole else { return read }
        return (String(scalars: text[index..<(index + 2)]), index + 2)
    }

    /// Whether the article prints `first` `second` before a name's end somewhere.
    private func printsAsWholeName(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        text.indices.dropLast(2).contains { text[$0] == first && text[$0 + 1] == second && printsWholeName(at: $0) }
    }

    /// Whether two ideographs at `position` end a name after them.
    private func printsWholeName(at position: Int) -> Bool {
        text[position].isHan && text[position + 1].isHan && PersonName.endsTwoCharacterName(at: position + 2, in: text)
    }

    static func pair(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt64 {
        UInt64(first.value) << 32 | UInt64(second.value)
    }

    /// Whether 局 is printed close enough after `index` to end a department's name there.
    func bureauIsNear(_ index: Int) -> Bool {
        Self.bureauIsNear(index, bureaus: bureaus)
    }

    static func bureauIsNear(_ index: Int, bureaus: [Int]) -> Bool {
        let first = SortedSets.firstIndex(notBelow: index + 2, in: bureaus) { $0 }
        return first < bureaus.count && bureaus[first] < index + departmentReach
    }

    // MARK: Lists of those present

    /// `出席会议的有：…` or `市领导X、Y出席`: the names listed, untitled ones as mentions with no
    /// office; where the list ends.
    mutating func readList(at index: Int) -> Int? {
        guard openings.opensList(at: index, in: text),
              let trigger = Self.listOpeners.first(where: { text.spells($0.words, at: index) }) else { return nil }
        var position = index + trigger.words.count
        if position < text.count, "：:".unicodeScalars.contains(text[position]) { position += 1 }
        var read = false
        while position < text.count {
            if let end = readChain(at: position) {
                position = end
            } else if let (name, end) = PersonName.readListed(at: position, in: text, isOffice: opensOffice) {
                mentions.append(OfficeMention(name: name, office: nil))
                position = end
            } else {
                break
            }
            read = true
            guard position + 1 < text.count, text[position] == "、" || (trigger.commas && text[position] == "，") else { break }
            position += 1
        }
        return read ? position : nil
    }
}

extension Array where Element: Hashable {
    /// The elements but those equal to one before them, in order. An article's few mentions
    /// and a chain's few offices are compared, not hashed (a String's hash normalizes it first,
    /// and cost the reader more than reading the names); past `comparedAtMost`, a hostile
    /// article's thousands are hashed, so that the cost stays linear.
    var firstOfEach: [Element] {
        guard count > Self.comparedAtMost else {
            var kept: [Element] = []
            for element in self where !kept.contains(element) { kept.append(element) }
            return kept
        }
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }

    private static var comparedAtMost: Int { 32 }
}
