/// A name as docs/PEOPLE.md reads it from an article: with the office it is printed with
/// (`吕梁市委书记`, written as PEOPLE.md writes offices), or with none (`""`) in a list of names
/// after `出席会议的有` or `市领导`.
struct Mention: Hashable {
    let name: String
    let office: String
}

/// The ways the pages print a mention, and the things they print that are none, counted over
/// the articles that land in the archive (the generator prints the tally).
enum MentionForm: String, CaseIterable {
    case single = "one title (市长X)"
    case chain = "a chain of titles (市委常委、常务副市长X)"
    case list = "names after one title (副市长X、Y)"
    case untitled = "names with no title (出席会议的有X、Y; 市领导X、Y; 市政府领导X、Y; 县领导X、Y)"
    case elliptical = "a title without its body (…主任X主持，副主任Y、Z出席)"
    case bracketed = "the title in brackets after the name (X（市长）)"
    case placed = "a place printed before the title (临县县委书记X, 汾阳市长X, 吕梁市委书记X)"
    case ownCounty = "a division's title in its own report, no place (临县讯… 县长X; 汾阳讯… 市长X)"
    case followedByYu = "name, then 与"
    case followedByHe = "name, then 和"
    case followedByZai = "name, then 在"
    case followedByDeng = "name, then 等"
    case followedByZhuchi = "name, then 主持"
    case followedByChuxi = "name, then 出席"
    case followedByQiangdiao = "name, then 强调"
    case followedByBiaoshi = "name, then 表示"
    case distractor = "no mention (原市委书记X, 省委书记X, 镇党委书记X, 村党支部书记X, 市长热线, 县长高度评价)"
}

/// Sentences being written that name office holders: their clean text (with the odd OCR break
/// forced inside a name, as `梁志 锋`), the mentions they make and the forms they use.
struct PlantedText {
    private(set) var text = CleanText()
    private(set) var mentions: [Mention] = []
    private(set) var forms: [MentionForm] = []

    mutating func append(_ words: String) {
        text.append(Array(words.utf8))
    }

    /// A name printed as a mention of each of `offices` (none: an untitled name).
    mutating func append(name: String, offices: [String], random: inout SeededRandom) {
        appendBreakable(name, random: &random)
        if offices.isEmpty {
            mentions.append(Mention(name: name, office: ""))
        } else {
            mentions += offices.map { Mention(name: name, office: $0) }
        }
    }

    /// A name that makes no mention: a distractor's, or one printed after its title was.
    mutating func append(unreadName name: String, random: inout SeededRandom) {
        appendBreakable(name, random: &random)
    }

    mutating func count(_ form: MentionForm) {
        forms.append(form)
    }

    /// One name in twenty is broken by OCR between two of its characters.
    private mutating func appendBreakable(_ name: String, random: inout SeededRandom) {
        let bytes = Array(name.utf8)
        if bytes.count >= 6, random.chance(0.05) {
            text.forcedBreaks.append(text.bytes.count + 3 * random.within(1...(bytes.count / 3 - 1)))
        }
        text.append(bytes)
    }
}
