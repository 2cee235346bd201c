import Foundation

/// What the pages print about office holders, gathered from the stories that landed (a story is
/// printed whole on its page; pages past the archive's size are never written), for `bench/offices`:
/// - `truth/offices.tsv`: `OFFICE  NAME  FIRST  LAST`, one line per office and holder the pages
///   name, FIRST and LAST the first and last issue dates (YYYY-MM-DD) naming them so; sorted by
///   office, then FIRST, then name, each in the byte order of its UTF-8 (as `LC_ALL=C` sorts);
/// - `truth/people.tsv`: `NAME  OFFICE  ARTICLES  PERSON_ARTICLES`, one line per (name, office)
///   pair with the number of stories that print it, OFFICE empty for a name in an untitled list
///   (a story naming someone so names them with no title anywhere); PERSON_ARTICLES is how many
///   stories name the person at all, what `llrb people --json` counts as `articles`. Sorted by
///   name, then office.
struct OfficesTruth {
    private var spans: [Mention: (first: String, last: String)] = [:]
    private var pairArticles: [Mention: Int] = [:]
    private var personArticles: [String: Int] = [:]
    /// How often each form was printed, over the stories that landed.
    private(set) var forms: [MentionForm: Int] = [:]
    /// Stories that name at least one holder, with an office or without.
    private(set) var namingArticles = 0

    /// Takes the mentions of a story printed in the issue of `date` (YYYY-MM-DD; issues come in order).
    mutating func record(_ draft: ArticleDraft, date: String) {
        for form in draft.mentionForms { forms[form, default: 0] += 1 }
        guard !draft.mentions.isEmpty else { return }
        namingArticles += 1
        for mention in Set(draft.mentions) {
            pairArticles[mention, default: 0] += 1
            if !mention.office.isEmpty {
                spans[mention] = (spans[mention]?.first ?? date, date)
            }
        }
        for name in Set(draft.mentions.map(\.name)) { personArticles[name, default: 0] += 1 }
    }

    var pairs: Int { pairArticles.count }
    var holders: Int { spans.count }

    func write(to truthRoot: URL) throws(CorpusError) {
        let offices = spans.sorted { left, right in
            Self.precedes([left.key.office, left.value.first, left.key.name],
                          [right.key.office, right.value.first, right.key.name])
        }
        var officesText = ""
        for (mention, span) in offices {
            officesText += "\(mention.office)\t\(mention.name)\t\(span.first)\t\(span.last)\n"
        }
        let people = pairArticles.sorted { left, right in
            Self.precedes([left.key.name, left.key.office], [right.key.name, right.key.office])
        }
        var peopleText = ""
        for (mention, count) in people {
            peopleText += "\(mention.name)\t\(mention.office)\t\(count)\t\(personArticles[mention.name] ?? 0)\n"
        }
        try Self.write(officesText, to: truthRoot.appendingPathComponent("offices.tsv"))
        try Self.write(peopleText, to: truthRoot.appendingPathComponent("people.tsv"))
    }

    private static func write(_ text: String, to url: URL) throws(CorpusError) {
        do { try text.write(to: url, atomically: true, encoding: .utf8) } catch {
            throw CorpusError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// Field by field, each in the byte order of its UTF-8.
    private static func precedes(_ left: [String], _ right: [String]) -> Bool {
        for (mine, theirs) in zip(left, right) where mine != theirs {
            return mine.utf8.lexicographicallyPrecedes(theirs.utf8)
        }
        return false
    }
}
