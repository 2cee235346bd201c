/// Decides from positions alone whether a document prints a phrase of four or more characters
/// with exactly one edit, so that only documents that do have their stored text read (for the
/// printed forms a ranked search shows), and a count reads none. Each way one edit can change
/// the phrase is a template of the bigrams it keeps, at their offsets from the match's start:
///
/// - all but the last character (a substitution, deletion or insertion at the end) or all but
///   the first: the phrase's bigrams alone prove it;
/// - a deletion inside (营环境 for 营商环境): the kept bigrams and the one that joins the
///   deleted character's neighbours (营环);
/// - a substitution or insertion inside (营x环境, 营商x环境): the kept bigrams, and a character
///   right after the phrase's character before the edit, which only the bigrams that start with
///   that character can place (`Need`, resolved for all documents at once by
///   `FollowingCharacters`); two CJK characters at consecutive positions always form a bigram (a
///   separator skips a position, a word takes one), so the character joins the kept bigrams on
///   its other side; where none follows it (the last character, 营商x境), the bigram of the
///   character found and the phrase's last is looked up too.
///
/// Windows that overlap an exact occurrence are left to it, as the edit distance on the text
/// keeps the cheapest of overlapping matches.
struct OneEditJudge {
    /// A character a window of `document` still needs: a bigram starting with the phrase's
    /// character `character` at `position`, and when `endsPhrase`, one of the character it is
    /// followed by and the phrase's last character at the next position.
    struct Need {
        var document: UInt32
        var character: Int
        var position: Int
        var endsPhrase: Bool
    }

    enum Verdict {
        case none
        case match
        /// Matches when one of the needs handed out is met.
        case needs
    }

    /// A way to print the phrase with one edit: the bigrams it keeps (`list` indexes the lists
    /// `judge` is given: the phrase's bigrams, then its deletion bigrams) at their offsets from
    /// its start.
    private struct Template {
        var kept: [(list: Int, offset: Int)]
        var need: (character: Int, offset: Int, endsPhrase: Bool)?
    }

    private let characterCount: Int
    private let templates: [Template]

    /// The templates of a phrase of `characterCount` ≥ 4 characters.
    init(characterCount: Int) {
        self.characterCount = characterCount
        let bigrams = characterCount - 1, last = characterCount - 1
        func kept(_ range: ClosedRange<Int>, shift: Int) -> [(list: Int, offset: Int)] {
            range.map { ($0, $0 + shift) }
        }
        var templates = [Template(kept: kept(0...bigrams - 2, shift: 0)), Template(kept: kept(1...bigrams - 1, shift: 0))]
        for edited in 1..<last {
            let before = edited >= 2 ? kept(0...edited - 2, shift: 0) : []
            let after = edited + 1 <= bigrams - 1 ? kept(edited + 1...bigrams - 1, shift: 0) : []
            templates.append(Template(kept: before + [(bigrams + edited - 1, edited - 1)] + (after.map { ($0.list, $0.offset - 1) })))
            templates.append(Template(kept: before + after, need: (edited - 1, edited - 1, edited == last - 1)))
            if edited >= 2 {
                templates.append(Template(kept: before + kept(edited...bigrams - 1, shift: 1), need: (edited - 1, edited - 1, false)))
            }
        }
        self.templates = templates
    }

    /// The documents that may hold a match: for each template, those that hold every bigram it
    /// keeps and, where no kept bigram shows it, the character it needs (the phrase's first, or
    /// its last after an edit just before it), united. `营商环境` so reads the documents where
    /// 环境 stands with a 营 somewhere, not all where 环境 stands. `documents[list]`: the
    /// documents of each list `judge` takes; `holding(character)`: those holding the phrase's
    /// character, by its document-level list.
    func candidates(documents: [[UInt32]], documentCount: Int,
                    holding: (Int) throws(FormatError) -> [UInt32]) throws(FormatError) -> [UInt32] {
        var sets: [[UInt32]] = []
        for template in templates {
            var set: [UInt32]?
            for kept in template.kept.sorted(by: { documents[$0.list].count < documents[$1.list].count }) {
                set = set.map { SortedSets.intersect($0, documents[kept.list]) } ?? documents[kept.list]
            }
            guard var found = set else { continue }
            if let need = template.need, need.character == 0, !found.isEmpty { found = SortedSets.intersect(found, try holding(0)) }
            if let need = template.need, need.endsPhrase, !found.isEmpty { found = SortedSets.intersect(found, try holding(characterCount - 1)) }
            sets.append(found)
        }
        return SortedSets.union(sets, universe: documentCount)
    }

    /// The bigrams that a deletion inside the phrase leaves (`营环`, `商境` for 营商环境), by
    /// the deleted character's index less one.
    static func deletionBigrams(_ scalars: [Unicode.Scalar]) -> [String] {
        (1..<max(1, scalars.count - 1)).map { String(scalars: [scalars[$0 - 1], scalars[$0 + 1]]) }
    }

    /// `lists`: the positions in `document`, ascending, of each of the phrase's bigrams (those
    /// of exact occurrences removed), then of each of its deletion bigrams. A window that needs
    /// a character has it appended to `needs` (kept for all documents, to be met at once).
    /// `starts`, when given, gets the start of every window found, for the text to be read
    /// there only; else the first proven match ends the judging.
    func judge(_ lists: [[UInt32]], of document: UInt32, needs: inout [Need], starts: inout [Int]?) -> Verdict {
        let before = needs.count
        var proven = false
        for template in templates {
            guard let anchor = template.kept.first else { continue }
            for position in lists[anchor.list] {
                let start = Int(position) - anchor.offset
                var holds = true
                for kept in template.kept.dropFirst() {
                    let wanted = start + kept.offset
                    if wanted < 0 || !SortedSets.contains(lists[kept.list], UInt32(wanted)) {
                        holds = false
                        break
                    }
                }
                guard holds else { continue }
                starts?.append(start)
                guard let need = template.need else {
                    guard starts != nil else {
                        needs.removeSubrange(before...)
                        return .match
                    }
                    proven = true
                    continue
                }
                if !proven && start + need.offset >= 0 {
                    needs.append(Need(document: document, character: need.character, position: start + need.offset, endsPhrase: need.endsPhrase))
                }
            }
        }
        if proven {
            needs.removeSubrange(before...)
            return .match
        }
        return needs.count == before ? .none : .needs
    }

    /// The starts where each of the first `bigramCount` lists (the phrase's bigrams) stands in
    /// place, with those starts' positions taken out of them (as `judge` wants them).
    static func exactStarts(removingFrom positions: inout [[UInt32]], bigramCount: Int) -> [UInt32] {
        guard let first = positions.first else { return [] }
        let starts = first.filter { start in
            (1..<bigramCount).allSatisfy { SortedSets.contains(positions[$0], start + UInt32($0)) }
        }
        guard !starts.isEmpty else { return [] }
        for index in 0..<bigramCount {
            positions[index].removeAll { $0 >= UInt32(index) && SortedSets.contains(starts, $0 - UInt32(index)) }
        }
        return starts
    }
}
