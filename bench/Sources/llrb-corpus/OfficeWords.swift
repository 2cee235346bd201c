#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the stories' own words from printing what docs/PEOPLE.md reads as a mention, so that the
/// truth holds every mention the pages print and only the planted ones. Words drawn at random run
/// into titles now and then: an organization `离石区` + `长兴` + `集团` holds `区长`, `兴县` + `领导`
/// is `县领导` and `市政府` + `领导` `市政府领导` (4 % of stories together), `市委` + `常委会` holds
/// `市委常委`; a large lexicon has `主任` and
/// `书记` themselves. A sentence or headline phrase holding one is written again (`TextBuilder`),
/// which leaves the stories' lengths as they were (rejecting whole stories made them 30 % shorter);
/// a story is written again when its segments still hold one once joined, and a county's report
/// when it names another division, whose name would decide whose `县长` it prints.
/// `习近平总书记`, in every other story, is no title of a place and stays.
enum OfficeWords {
    private static let titleWords = [
        "委书记", "组书记", "副书记", "委常委", "市长", "县长", "区长", "局长", "书长", "部长", "院长", "检察长",
        "主任", "主席", "市领导", "县领导", "区领导", "府领导", "会议的有", "活动的有", "仪式的有",
    ].map { Array($0.utf8) }

    /// For each character in the Basic Multilingual Plane, by its scalar value: 0, or 1 + the index
    /// in `wordEndings` of the words it opens. Most characters are passed over on one look-up.
    private static let openers: [UInt8] = {
        var table = Array(repeating: UInt8(0), count: 0x10000)
        for (group, first) in firstCharacters.enumerated() { table[Int(first)] = UInt8(group + 1) }
        return table
    }()
    private static let firstCharacters = Array(Set(titleWords.map { scalar(of: $0[...]) })).sorted()
    /// The bytes after the first character of each word, grouped as `openers` says.
    private static let wordEndings: [[[UInt8]]] = firstCharacters.map { first in
        titleWords.filter { scalar(of: $0[...]) == first }.map { Array($0.dropFirst(3)) }
    }

    /// For each division, the names of the others: full names, and two-character short names.
    private static let otherDivisions: [[[UInt8]]] = OfficePlace.divisions.indices.map { own in
        OfficePlace.divisions.indices.filter { $0 != own }.map { index in
            let place = OfficePlace.divisions[index]
            return Array((place.shortName.count == 2 ? place.shortName : place.name).utf8)
        }
    }

    /// Whether the story's text holds no word of a title, its segments on their own (its paragraphs
    /// were checked sentence by sentence as they were written) or where two meet (a section header
    /// `精准社区` over a paragraph opening `领导` reads `区领导`), and, for a county's own report,
    /// names no other division.
    static func areAbsent(from draft: ArticleDraft) -> Bool {
        for segment in draft.segmentsBesideParagraphs where holdsTitleWord(segment[...]) { return false }
        let segments = draft.truthSegments
        for (first, second) in zip(segments, segments.dropFirst())
        where holdsTitleWord(first.suffix(longestWord - 3) + second.prefix(longestWord - 3)) {
            return false
        }
        guard let county = draft.scene?.county, let own = OfficePlace.divisions.firstIndex(of: county) else { return true }
        let places = otherDivisions[own]
        return !segments.contains { segment in places.contains { contains($0, in: segment) } }
    }

    /// In bytes: a word that runs from one segment into the next has at most this less 3 on a side.
    private static let longestWord = titleWords.map(\.count).max() ?? 0

    /// Whether `text` holds a word of a title.
    static func holdsTitleWord(_ text: ArraySlice<UInt8>) -> Bool {
        let openers = Self.openers
        let wordEndings = Self.wordEndings
        return text.withUnsafeBufferPointer { bytes in
            openers.withUnsafeBufferPointer { openers in
                var index = 0
                // A word has two characters at least: its first opens 6 bytes before the end or earlier.
                while index + 5 < bytes.count {
                    let lead = bytes[index]
                    guard lead >= 0xE0 && lead < 0xF0 else {
                        index += 1
                        continue
                    }
                    let group = openers[scalar(lead, bytes[index + 1], bytes[index + 2])]
                    if group != 0 {
                        let rest = index + 3
                        for ending in wordEndings[Int(group) - 1] where ending.count <= bytes.count - rest {
                            var matched = true
                            for offset in ending.indices where bytes[rest + offset] != ending[offset] {
                                matched = false
                                break
                            }
                            if matched { return true }
                        }
                    }
                    index += 3
                }
                return false
            }
        }
    }

    /// The scalar value of a three-byte UTF-8 character.
    private static func scalar(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> Int {
        Int(lead & 0x0F) << 12 | Int(second & 0x3F) << 6 | Int(third & 0x3F)
    }

    private static func scalar(of word: ArraySlice<UInt8>) -> Int {
        let start = word.startIndex
        return scalar(word[start], word[start + 1], word[start + 2])
    }

    private static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        return haystack.withUnsafeBytes { text in
            needle.withUnsafeBytes { word in
                guard let base = text.baseAddress, let wordBase = word.baseAddress else { return false }
                let first = Int32(word[0])
                let lastStart = text.count - word.count
                var offset = 0
                while offset <= lastStart, let found = memchr(base + offset, first, lastStart - offset + 1) {
                    let start = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + start, wordBase, word.count) == 0 { return true }
                    offset = start + 1
                }
                return false
            }
        }
    }
}
