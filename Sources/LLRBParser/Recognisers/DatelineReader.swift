/// Reads the news lead that opens a story: `本报讯(记者 李雅萍)2月17日,…`,
/// `新华社北京3月12日电 3月12日,…`, `本报北京3月5日电`, `吕梁4月27日电（记者 王子瑞）`,
/// `黄河新闻网曲沃讯（席华昌）`, `本报讯 记者 秦超 近日，…`.
package enum DatelineReader {
    package struct Lead {
        /// The dateline as printed, without the byline: `本报讯`, `新华社北京3月12日电`.
        package var dateline: String
        package var bylines: [Byline]
        /// How many scalars of the line's folded text the lead took; the body follows.
        package var consumed: Int
    }

    /// Agencies and papers whose leads end with 电 or 讯 within a few characters.
    static let sources = ["本报", "新华社", "据新华社", "中新社", "人民日报", "山西日报", "光明日报", "经济日报", "央视"]

    /// First characters of `sources`: most lines are turned away on their first character, so a
    /// switch (a test keeps it and `sources` in step).
    static func isSourceInitial(_ value: UInt32) -> Bool {
        switch value {
        case "本", "新", "据", "中", "人", "山", "光", "经", "央": true
        default: false
        }
    }

    /// Whether `read` finds a lead in `text`, decided on its bytes without building one: the
    /// line rules and the wrap merger ask this of nearly every line, and most lines starting
    /// with a source's first character (`中`, `人`, `新`) are no lead.
    static func opensLead(_ text: String) -> Bool {
        opensLead(text, mayEndAsLocalLead: true)
    }

    /// Whether `line` opens a lead (see `opensLead(_:)`); a lead of a source not in `sources`
    /// is looked for only when the line has a `电` or `讯` (`Cues.leadEnd`).
    package static func opensLead(_ line: Line) -> Bool {
        opensLead(line.text, mayEndAsLocalLead: !line.cues.isDisjoint(with: .leadEnd))
    }

    private static func opensLead(_ text: String, mayEndAsLocalLead: Bool) -> Bool {
        UTF8Walk.withBytes(text) { bytes in
            guard !bytes.isEmpty, let first = UTF8Walk.scalar(in: bytes, at: 0) else { return false }
            guard isSourceInitial(first.value), sourceBytes.contains(where: { bytes.starts(with: $0) }) else {
                return mayEndAsLocalLead && ScalarClass.isHan(first.value) && opensLocalLead(bytes)
            }
            var index = 0
            var seen = 0
            var previous: UInt32 = 0
            while index < bytes.count, seen < leadEndReach, let (value, width) = UTF8Walk.scalar(in: bytes, at: index) {
                if endsLead(value, after: previous) { return true }
                if isCommaOrFullStop(value) { return false }
                previous = value
                index += width
                seen += 1
            }
            return false
        }
    }

    /// A lead of a source not in `sources`, in the forms papers print: a place and the day the
    /// report was filed (`吕梁4月27日电（记者 王子瑞）`), an outlet and a place
    /// (`黄河新闻网曲沃讯（席华昌）`), or a county's own report with its writers in brackets or
    /// after it (`兴县讯（通讯员 白海燕）`, `汾阳讯 通讯员 刘强`, `方山县北武当镇讯（…）`: a name ending
    /// as places do, or one of the region's two-ideograph names, `柳林讯(贺建新)`; `与腾讯（深圳）…`
    /// is a column line of text). Ideographs and digits only up to its `电` or `讯`, which no
    /// ideograph follows (`…4月27日电视台` is no lead): `电` right after a day (`27日电`), `讯` after
    /// an outlet's word (`网`, `报`, `台`). A place is a name of a few ideographs (`吕梁`, `交口县回龙乡`),
    /// or longer when it ends as places do or follows an outlet (`方山县北武当镇`, `黄河新闻网吕梁`):
    /// a column line of text that ends in a day's `电` (`深入促进煤化工延链补链7月10日电`) is none.
    private static func opensLocalLead(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var seen = 0
        var previous: UInt32 = 0
        var beforePrevious: UInt32 = 0
        var outlet = false
        var place: Int?
        var placeEnd: UInt32 = 0
        while index < bytes.count, seen < leadEndReach, let (value, width) = UTF8Walk.scalar(in: bytes, at: index) {
            let next = index + width < bytes.count ? UTF8Walk.scalar(in: bytes, at: index + width)?.value : nil
            let endsHere = next.map { !ScalarClass.isHan($0) } ?? true
            if place == nil, ScalarClass.isDigit(value) {
                place = seen
                placeEnd = previous
            }
            if value == dian, previous == ri, ScalarClass.isDigit(beforePrevious) {
                let length = place ?? 0
                return endsHere && (length <= placeMaxLength || length <= namedPlaceMaxLength && (outlet || placeEndings.contains(placeEnd)))
            }
            if value == xun, outlet, previous != tong { return endsHere }
            if value == xun, place == nil,
               next == Unicode.Scalar("（").value || next == Unicode.Scalar("(").value || reporterRoleBytes.contains(where: { UnsafeBufferPointer(rebasing: bytes[(index + width)...]).starts(with: $0) }) {
                return seen >= 2 && seen <= namedPlaceMaxLength && placeEndings.contains(previous)
                    || seen == 2 && regionPlaces.contains(where: { bytes.starts(with: $0) })
            }
            guard ScalarClass.isHan(value) || ScalarClass.isDigit(value) else { return false }
            // An outlet's name before its word: `报讯` alone is the rest of a `本报讯` a blank line broke.
            if seen > 0, isOutletWord(value) { outlet = true }
            beforePrevious = previous
            previous = value
            index += width
            seen += 1
        }
        return false
    }

    /// A lead ends with `讯` or `电`; the `讯` of `通讯员` is a byline's (`本报记者 王涛 通讯员 郭晓星`,
    /// `本报通讯员 郭晓星`), which had read as a dateline `本报记者王涛通讯` over a body `员郭晓星…`.
    private static func endsLead(_ value: UInt32, after previous: UInt32) -> Bool {
        value == dian || value == xun && previous != tong
    }

    /// `电` and `讯`, the words a lead ends with; the `日` of the day a report was filed, which
    /// its `电` follows; the `通` of `通讯员`.
    private static let dian = Unicode.Scalar("电").value
    private static let xun = Unicode.Scalar("讯").value
    private static let ri = Unicode.Scalar("日").value
    private static let tong = Unicode.Scalar("通").value

    /// `网`, `报`, `台`: an outlet's word (`新闻网`, `日报`, `电视台`), which its `讯` may follow.
    private static func isOutletWord(_ value: UInt32) -> Bool {
        switch value {
        case "网", "报", "台": true
        default: false
        }
    }

    /// `,` and `。`: a lead's `电` or `讯` comes before its first clause ends.
    private static func isCommaOrFullStop(_ value: UInt32) -> Bool {
        switch value {
        case ",", "。": true
        default: false
        }
    }

    /// The most ideographs of the place before a filed report's day (`交口县回龙乡4月27日电`), and of
    /// one that ends as places do or follows an outlet (`吕梁日报社中阳县暖泉镇12月5日电`).
    private static let placeMaxLength = 6
    private static let namedPlaceMaxLength = 12
    /// What a place's name ends in.
    private static let placeEndings = Set("县市区镇乡村州省".unicodeScalars.map(\.value))

    /// The roles that sign a county's report after its `讯` with no bracket, in UTF-8.
    private static let reporterRoleBytes = ["记者", "通讯员", "特约记者", "见习记者", "实习记者", "实习生"].map { Array($0.utf8) }

    /// The counties and cities of 吕梁 (`PlaceNames.luliang`) and the cities of 山西 whose names
    /// are two ideographs ending in none of `placeEndings`, as their reports open (`柳林讯`,
    /// `太原讯`), in UTF-8.
    private static let regionPlaces = (PlaceNames.luliang.filter { name in
        name.unicodeScalars.last.map { !placeEndings.contains($0.value) } ?? false
    } + ["太原", "大同", "朔州", "忻州", "阳泉", "晋中", "长治", "晋城", "临汾", "运城"]).map { Array($0.utf8) }

    /// Within how many scalars of its start a lead's `讯` or `电` is printed.
    private static let leadEndReach = 24
    private static let sourceBytes = sources.map { Array($0.utf8) }

    /// The lead `line` opens, its bracket's names read as printed: the spaces that part them
    /// (`本报讯（记者 王涛 李雅萍）`) are gone from the line's text, where `王涛李雅萍` is no name,
    /// and the reporters were lost into the story's first words.
    static func read(_ line: Line) -> Lead? {
        read(line.text, printed: line.content)
    }

    /// The lead `text` opens; `printed`, the line as printed, gives the bracket's names as its
    /// spaces part them (`王涛 刘芳`, which `text` reads as one name `王涛刘芳`).
    package static func read(_ text: String, printed: String? = nil) -> Lead? {
        guard opensLead(text) else { return nil }
        let scalars = ScalarText(text, limit: 64)
        var end = -1
        for index in 0..<min(scalars.count, leadEndReach) {
            let value = scalars.value(at: index)
            if endsLead(value, after: index > 0 ? scalars.value(at: index - 1) : 0) {
                end = index
                break
            }
            if isCommaOrFullStop(value) { break }
        }
        guard end > 0 else { return nil }
        var consumed = end + 1
        var bylines: [Byline] = []
        if ["(", "【", "〔"].contains(scalars.scalar(at: consumed)) {
            var close = consumed + 1
            while close < min(scalars.count, consumed + 30), ![")", "】", "〕"].contains(scalars.scalar(at: close)) {
                close += 1
            }
            if close < scalars.count,
               let parsed = printed.flatMap(firstBracketed).flatMap({ BylineReader.parse($0, defaultRole: "记者") })
                   ?? BylineReader.parse(scalars.string(consumed + 1..<close), defaultRole: "记者") {
                bylines = parsed
                consumed = close + 1
            }
        }
        if bylines.isEmpty, let printed, let unbracketed = namesAfter(dateline: end + 1, in: printed) {
            bylines = unbracketed.bylines
            consumed += unbracketed.scalars
        }
        return Lead(dateline: scalars.string(0..<end + 1), bylines: bylines, consumed: consumed)
    }

    /// `本报讯 记者 秦超 近日，…`: a role and names set apart by spaces right after the lead's
    /// `讯` or `电`, with no bracket, and how many scalars of the folded text they take. Only a
    /// role opens them, so that the story's first words (`近日`) are never taken for a name.
    private static func namesAfter(dateline length: Int, in printed: String) -> (bylines: [Byline], scalars: Int)? {
        var rest = Substring(printed)
        var kept = 0
        while kept < length, let first = rest.unicodeScalars.first {
            if !ScalarClass.isSpace(first.value) { kept += 1 }
            rest = Substring(rest.unicodeScalars.dropFirst())
        }
        // Most leads go on with their story's first words or a bracket: only a space then a
        // role's first character is worth splitting the (often paragraph-long) line for.
        guard let space = rest.unicodeScalars.first, ScalarClass.isSpace(space.value),
              let initial = rest.unicodeScalars.first(where: { !ScalarClass.isSpace($0.value) }),
              BylineReader.roleInitials.contains(initial.value)
        else { return nil }
        let tokens = rest.split(separator: " ", maxSplits: 7, omittingEmptySubsequences: true).prefix(6)
        guard let role = tokens.first, isRole(role) || isRoleAndName(role) else { return nil }
        // A role word opening the story's first words (`记者 冯晓丽 记者从市教育局获悉`) is text;
        // one run into its name by a lost space (`通讯员李明`) is a byline.
        let names = tokens.dropFirst().prefix { BylineReader.isName($0) || isRole($0) || isRoleAndName($0) }
        guard !names.isEmpty, let bylines = BylineReader.parse(([role] + names).joined(separator: " "), defaultRole: "记者") else { return nil }
        return (bylines, ([role] + names).reduce(0) { $0 + $1.unicodeScalars.count })
    }

    /// `token` is a role run into a name (`通讯员李明`, `实习记者李强`).
    private static func isRoleAndName(_ token: Substring) -> Bool {
        guard let index = BylineReader.roleIndex(atStartOf: token) else { return false }
        return BylineReader.isName(token.dropFirst(BylineReader.roles[index].count))
    }

    /// `token` is a role and nothing more (`记者`, `实习生`).
    private static func isRole(_ token: Substring) -> Bool {
        guard let index = BylineReader.roleIndex(atStartOf: token) else { return false }
        return token.unicodeScalars.count == BylineReader.roles[index].unicodeScalars.count
    }

    /// What the first bracket of `printed` holds: the lead's byline, since no bracket stands
    /// before a lead's `讯` or `电`.
    private static func firstBracketed(_ printed: String) -> Substring? {
        guard let open = printed.firstIndex(where: { openingBrackets.contains($0) }) else { return nil }
        let inner = printed[printed.index(after: open)...]
        guard let close = inner.firstIndex(where: { closingBrackets.contains($0) }) else { return nil }
        return inner[..<close]
    }

    private static let openingBrackets: Set<Character> = ["(", "（", "【", "〔"]
    private static let closingBrackets: Set<Character> = [")", "）", "】", "〕"]
}
