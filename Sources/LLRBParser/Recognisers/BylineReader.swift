/// Reads contributor names: `□ 本报记者 王涛`, `通讯员 郭晓星`, `记者付永文`, `(彦平 裴芳)`, and a
/// reader's letter's signature (`读者 刘文晓`).
package enum BylineReader {
    /// Role words as printed, longest first so that `本报记者` wins over `记者`. Since the paper
    /// merged into a media centre its reporters sign as `全媒体记者` or `融媒体记者`, often with
    /// the paper's name before it (`吕梁日报全媒体记者 王涛`).
    static let roles = [
        "吕梁日报全媒体记者", "吕梁日报融媒体记者", "本报全媒体记者", "本报融媒体记者",
        "吕梁日报记者", "本报融媒记者", "本报特约记者", "本报特派记者", "本报首席记者", "本报见习记者", "本报实习记者",
        "本报通讯员", "本报实习生", "全媒体记者", "融媒体记者",
        "本报记者", "融媒记者", "特派记者", "首席记者", "驻站记者",
        "新华社记者", "特约通讯员", "特约记者", "见习记者", "实习记者", "通讯员", "实习生",
        "记者", "摄影", "撰稿", "作者", "读者", "文/图", "图/文", "文/", "图/",
    ]

    /// The first scalars of `roles`: every short line is asked.
    static let roleInitials = roles.distinctInitials

    /// `roles` in UTF-8 with their scalar and Character counts: a name is tried against every
    /// role, and comparing bytes costs a fraction of comparing Strings (or counting them).
    private static let roleBytes: [(bytes: [UInt8], scalars: Int, characters: Int)] = roles.map {
        (Array($0.utf8), $0.unicodeScalars.count, $0.count)
    }

    /// `□ 本报记者 王芳`: the line opens with a box (`isBylineMark`), as a feature's writer is set
    /// over its text, never as names closing a story.
    package static func opensWithMark(_ line: Line) -> Bool {
        UTF8Walk.firstScalar(of: line.content).map(isBylineMark) == true
    }

    /// Marks that open a feature byline line; a switch, since every line is asked.
    static func isBylineMark(_ value: UInt32) -> Bool {
        switch value {
        case "□", "■", "◇", "◆", "◎", "○", "●", "★", "☆": true
        default: false
        }
    }

    /// Endings that make any short piece a role: `特派记者`, `首席记者`, `驻站记者`.
    static let roleSuffixes = ["记者", "通讯员"]

    /// Parses a run of roles and names; nil unless everything in it is a role or a name.
    static func parse(_ content: some StringProtocol, defaultRole: String = Byline.bareRole) -> [Byline]? {
        let pieces = String(content).unicodeScalars.split(whereSeparator: { isSeparator($0.value) })
        if pieces.contains(where: { $0.count == 1 }) {
            return names(in: LetterSpacedNames.rejoined(pieces), defaultRole: defaultRole)
        }
        // Pieces become Strings one at a time: a line of running text fails on its first piece,
        // and its other pieces are never built or searched for roles.
        return names(in: pieces.lazy.map(String.init), defaultRole: defaultRole)
    }

    /// The bylines of `pieces` read in order; nil at the first piece that is neither a role nor
    /// a name.
    private static func names(in pieces: some Sequence<String>, defaultRole: String) -> [Byline]? {
        var role = defaultRole
        var bylines: [Byline] = []
        for piece in pieces.lazy.flatMap(splitAtRoles) {
            if withoutReportingWord(Substring(piece)) == nil { continue }
            var name = Substring(piece)
            if roleSuffixes.contains(where: { name.endsWith($0) }), name.unicodeScalars.count <= 6 {
                role = piece
                continue
            }
            while let found = roleIndex(atStartOf: name) {
                role = roles[found]
                name = name.dropFirst(roleBytes[found].characters)
            }
            guard let bare = withoutReportingWord(name) else { continue }
            name = bare
            if name.isEmpty { continue }
            guard isName(name) else { return nil }
            bylines.append(Byline(role: role, name: String(name)))
        }
        return bylines.isEmpty ? nil : bylines
    }

    /// What a byline prints after its names (`本报记者 王涛 报道`, `记者 王涛 摄影报道`): how they
    /// worked, no writer called 报道.
    static let reportingWords: [String] = ["摄影报道", "图文报道", "采访报道", "报道", "采访", "采写", "整理", "撰文"]

    /// `name` without the reporting word the names ran into (`郭晓星报道` gives `郭晓星`), or nil
    /// when it is nothing but such words (`报道`, `整理报道`). Asked of every piece of every line
    /// read for bylines, so a piece whose last scalar ends no such word is turned away first.
    private static func withoutReportingWord(_ name: Substring) -> Substring? {
        guard let last = name.unicodeScalars.last?.value, endsReportingWord(last),
              let word = reportingWords.first(where: { name.hasSuffix($0) })
        else { return name }
        let rest = name.dropLast(word.count)
        if rest.isEmpty { return nil }
        return rest.count >= 2 ? withoutReportingWord(rest) : name
    }

    /// The last scalars of `reportingWords`, in a switch, since every piece is asked (a test
    /// keeps the two in step).
    static func endsReportingWord(_ value: UInt32) -> Bool {
        switch value {
        case "道", "访", "写", "理", "文": true
        default: false
        }
    }

    /// Spaces, enumeration commas, commas, semicolons and colons (ASCII and full-width) part
    /// names; compared as scalars, which costs a fraction of hashing `Character`s.
    private static func isSeparator(_ value: UInt32) -> Bool {
        switch value {
        case " ", "\t", "\u{3000}", "、", "，", ",", ";", "；", ":", "：": true // U+3000: the ideographic space
        default: false
        }
    }

    /// The position in `roles` of the first role `text` begins with.
    static func roleIndex(atStartOf text: some StringProtocol) -> Int? {
        UTF8Walk.withBytes(text) { bytes in
            roleBytes.firstIndex { role in
                role.bytes.count <= bytes.count && role.bytes.withUnsafeBufferPointer { ByteSearch.matches($0, in: bytes, at: 0) }
            }
        }
    }

    /// `王涛通讯员` (two lines of a byline run together) is `王涛` and `通讯员`: cut before the
    /// earliest role word that is not the piece's own leading role and has two or more
    /// characters before it.
    private static func splitAtRoles(_ piece: String) -> [String] {
        guard piece.utf8.count > 12 else { return [piece] }
        let best: Int? = UTF8Walk.withBytes(piece) { bytes in
            let leading = roleIndex(atStartOf: piece).map { roleBytes[$0].scalars } ?? 0
            var best: Int?
            for role in roleBytes {
                var offset = 0
                while offset < bytes.count, let found = ByteSearch.firstIndex(of: role.bytes, in: bytes[offset...]) {
                    let position = offset + found
                    if scalarCount(UnsafeBufferPointer(rebasing: bytes[..<position])) >= leading + 2 {
                        best = min(best ?? position, position)
                        break
                    }
                    offset = position + role.bytes.count
                }
            }
            return best
        }
        guard let best else { return [piece] }
        let cut = piece.utf8.index(piece.startIndex, offsetBy: best)
        return [String(piece[..<cut]), String(piece[cut...])]
    }

    private static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// A person's name: two to four Han ideographs (a middle dot allowed for transliterations),
    /// not a word a column names after a role (`记者追踪`).
    static func isName(_ text: some StringProtocol) -> Bool {
        if text.utf8.count == 6, columnWordsAfterRoles.contains(String(text)) { return false }
        var han = 0
        for scalar in text.unicodeScalars {
            if ScalarClass.isHan(scalar.value) {
                han += 1
            } else if scalar != "\u{B7}" && scalar != "\u{30FB}" { // the middle dots · and ・
                return false
            }
        }
        return (2...4).contains(han)
    }

    /// A whole line of bylines: `□ 郭晓星`, `□ 本报记者 王涛 通讯员 郭晓星`, `通讯员 郭晓星` (none for a
    /// commentator's `■ 本报评论员`). Names on
    /// it are set apart by spaces or `、`; a comma makes it a sentence that opens with a role
    /// word (`记者了解到,…`).
    package static func bylineLine(_ line: Line) -> [Byline]? {
        guard let first = UTF8Walk.firstScalar(of: line.content) else { return nil }
        if let signed = affiliatedSignature(in: line.content) {
            return signed
        }
        if isBylineMark(first) {
            let names = Substring(line.content).dropFirst()
            // `■ 本报评论员`: the paper's commentator signs the commentary, naming no one.
            if isCommentator(names.trimmingEdges()) { return [] }
            return affiliatedNames(names)
        }
        // A marked heading that opens with a role word runs on into a headline about reporters
        // (`## 记者走基层`, `## 全媒体记者走进乡村`) unless a space sets the names apart.
        if line.headingLevel > 0, !line.content.unicodeScalars.contains(where: { ScalarClass.isSpace($0.value) }) {
            return nil
        }
        // A colon after the words opens what they say (`读者朋友：`, `记者同志：`): no byline.
        guard line.length <= 40, roleInitials.contains(first), roleIndex(atStartOf: line.text) != nil,
              !line.text.utf8.contains(0x2C), !line.text.hasSuffix(":")
        else { return nil }
        return parse(line.content)
    }

    /// `张亮（作者单位：石楼县第二中学）`, `赵文华（作者系离石区凤山街道居民）`,
    /// `作者：孙志峰（吕梁市中级人民法院法官）`: writers signing a commentary, an essay or a letter
    /// at its end, with where they work or who they are in brackets after their names (a box
    /// mark before them allowed). Such a line closes the story over it and opens none.
    static func affiliatedSignature(in content: String) -> [Byline]? {
        // Most lines asked end in no bracket, or in closing names: turned away on bytes.
        guard let last = content.utf8.last, last == 0x29 || last == 0x89, content.utf8.count <= affiliatedSignatureMaxBytes,
              let open = lastOpeningBracket(in: content)
        else { return nil }
        var names = content[..<open].trimmingEdges()
        if let first = names.unicodeScalars.first, isBylineMark(first.value) {
            names = names.dropFirst().trimmingEdges()
        }
        if let signed = Self.afterWriterLabel(names) {
            names = signed
        } else if !content.utf8[content.index(after: open)...].starts(with: "作者".utf8) {
            return nil
        }
        guard !names.isEmpty, let bylines = parse(names), bylines.count <= 4 else { return nil }
        return bylines
    }

    /// The names after `作者：` (either colon), or nil when `text` does not open so.
    private static func afterWriterLabel(_ text: Substring) -> Substring? {
        guard text.hasPrefix("作者") else { return nil }
        let rest = text.dropFirst(2)
        guard let colon = rest.first, colon == "：" || colon == ":" else { return nil }
        let names = rest.dropFirst().trimmingEdges()
        return names.isEmpty ? nil : names
    }

    /// The longest signature line with its affiliation, in UTF-8 bytes (60 ideographs).
    private static let affiliatedSignatureMaxBytes = 180

    /// How the paper's commentators sign, with no name: a byline line of no person.
    private static let commentators: Set<String> = ["本报评论员", "本报特约评论员", "特约评论员", "评论员"]
    /// The longest of `commentators`, in bytes: a longer text is none of them, told without
    /// hashing it.
    private static let longestCommentator = commentators.map(\.utf8.count).max() ?? 0

    /// `text` is how the paper's commentators sign (`本报评论员`), naming no one.
    package static func isCommentator(_ text: some StringProtocol) -> Bool {
        text.utf8.count <= longestCommentator && commentators.contains(String(text))
    }

    /// What columns print after a role word (`记者追踪`, `记者调查`, `读者来信`): no reporter or
    /// reader of that name.
    static let columnWordsAfterRoles: Set<String> = ["追踪", "调查", "观察", "手记", "探访", "直击", "连线", "跟踪", "再访", "来信", "视点", "札记"]

    /// The names of a box line (`□ 晋绥边区革命纪念馆 康彦红`), the institution before them dropped.
    private static func affiliatedNames(_ names: Substring) -> [Byline]? {
        parse(names).map { withoutLongInstitution($0, names) } ?? withoutAffiliation(names).flatMap { parse($0) }
    }

    /// `市图书馆 曹丽萍` read as two names: the first, of `longInstitution` ideographs or more
    /// ending as an institution does, is dropped, as is one of 吕梁's places named with no role
    /// (`（中阳 张小燕）`). A Chinese name runs two to four, and one of four ending so (`上官晓会`)
    /// has a surname of two. Asked after the names are read, since nearly every line asked has
    /// no such word.
    private static func withoutLongInstitution(_ bylines: [Byline], _ names: Substring) -> [Byline] {
        // `（中阳 张小燕）`: the county a writer signs from, before the name; after a role
        // (`□ 本报记者 方山 李娜`) it is a reporter's name.
        if bylines.count >= 2, let first = bylines.first, first.role == Byline.bareRole, PlaceNames.isLuliangPlace(first.name) {
            return Array(bylines.dropFirst())
        }
        guard let first = bylines.first?.name, first.count >= longInstitution, institutionEndings.contains(where: first.hasSuffix),
              !Surnames.isCompound(first, for: .byline)
        else { return bylines }
        return withoutAffiliation(names, shortest: longInstitution).flatMap { parse($0) } ?? bylines
    }

    /// Ideographs from which a word ending as an institution does (`市图书馆`, `市气象台`) is taken
    /// for one before the names are read as names: three-ideograph names end so often enough
    /// (`张国会`, `刘建社`).
    private static let longInstitution = 4

    /// `晋绥边区革命纪念馆 康彦红`: the names after the institution a writer signs from, which is
    /// no person (an ideograph run of at least `shortest` ending in what institutions are
    /// called), or nil.
    private static func withoutAffiliation(_ names: Substring, shortest: Int = 3) -> Substring? {
        let trimmed = names.trimmingEdges()
        guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\u{3000}" }) else { return nil }
        let institution = trimmed[..<space]
        guard (shortest...16).contains(institution.unicodeScalars.count), institution.unicodeScalars.allSatisfy({ ScalarClass.isHan($0.value) }),
              institutionEndings.contains(where: { institution.hasSuffix($0) })
        else { return nil }
        return trimmed[space...].trimmingEdges()
    }

    /// What the institutions a feature's writer signs from are called at the end of their names.
    static let institutionEndings = [
        "馆", "局", "院", "委", "会", "联", "协", "中心", "公司", "校", "大学", "中学", "小学", "站", "台", "所", "室", "部", "办", "厅", "社", "队", "科",
        "政府", "街道", "镇", "乡", "村",
    ]

    /// Whether `line` ends with the names that close a story, after its last sentence or alone
    /// (`(彦平 裴芳)`), with any jump marker before them looked through: `…就业。(下转2版)(旺飞 杰霞)`
    /// is a story that jumps to page 2, closed by its writers, all on one line.
    static func closesStory(_ line: Line) -> Bool {
        guard mayEndInBracket(line.content) else { return false }
        let markers = ContinuationReader.markers(in: line)
        guard !markers.isEmpty else { return trailing(in: line.content) != nil }
        return trailing(in: String(Substring(ContinuationReader.removing(markers, from: line.content)).trimmingEdges())) != nil
    }

    /// `…负责人说。 (刘凯志` / `朱卫)`: the names closing a story, wrapped at a column's end
    /// (blank lines between or not), so that neither line reads as closing names alone. Read
    /// apart, the story seemed to stop in mid-sentence and took in the text of stories after it.
    /// The second line is names and the bracket only; joined with a space between the two
    /// parts, the lines read as a closing byline after a finished sentence.
    static func isBrokenClosing(_ first: Line, _ second: Line) -> Bool {
        guard second.length <= brokenClosingMaxLength, mayEndInBracket(second.content),
              lastOpeningBracket(in: second.content) == nil, !mayEndInBracket(first.content),
              let open = lastOpeningBracket(in: first.content),
              !first.content[open...].contains(where: { $0 == ")" || $0 == "）" })
        else { return false }
        return trailing(in: first.content + " " + second.content) != nil
    }

    /// Most characters of the wrapped part of closing names: a few names and the bracket.
    private static let brokenClosingMaxLength = 12

    /// The last byte of `content` is `)` or the last byte of `）`: a cheap first test for the
    /// lines of running text, most of which end in `。`.
    private static func mayEndInBracket(_ content: String) -> Bool {
        guard let lastByte = UTF8Walk.withBytes(content, { $0.last }) else { return false }
        return lastByte == 0x29 || lastByte == 0x89
    }

    /// A parenthesised byline closing a story, `(王卫华)` or `（记者 王洋）`, at the end of `content`;
    /// returns the text before it and the names.
    package static func trailing(in content: String) -> (before: Substring, bylines: [Byline])? {
        guard mayEndInBracket(content) else { return nil }
        guard content.endsWith(")") || content.endsWith("）"), let last = content.last, last == ")" || last == "）" else { return nil }
        guard let open = lastOpeningBracket(in: content) else { return nil }
        let inner = content[content.index(after: open)..<content.index(before: content.endIndex)]
        // `（来源：山西日报）`, `（摘自《吕梁日报》）`: where the text was taken from, no one's name.
        guard !sourceNotes.contains(where: { inner.hasPrefix($0) }) else { return nil }
        guard inner.count <= 24, let bylines = parse(inner).map({ withoutLongInstitution($0, inner) }) ?? givenNames(inner)
                ?? withoutAffiliation(inner).flatMap({ parse($0) }),
              bylines.count <= 4
        else { return nil }
        let before = content[..<open]
        let trimmed = before.reversed().drop(while: { $0 == " " || $0 == "\u{3000}" })
        if let end = trimmed.first, !"。！？!?”\"…".contains(end) { return nil }
        return (before, bylines)
    }
}

extension BylineReader {
    /// Words of the notes an editor closes a text with in brackets (`（李明 摄）`, `（有 删节）`,
    /// `（据 新华社）`): never a writer's given name. `文` and `图` are not among them: before names
    /// (`(文 刚彪)`) they credit those writers, and the bracket closes the story all the same.
    static let editorialWords: Set<Substring> = [
        "摄", "据", "有", "等", "绘", "译", "供", "转", "选", "载", "注", "编",
        "删节", "节选", "供图", "整理", "编辑", "报道", "来源", "摘编", "转载", "摘自", "选自",
    ]

    /// How a closing bracket names the text's source, not its writers.
    static let sourceNotes = ["来源", "摘自", "选自", "转自"]

    /// `军 霞萍`, `效军 杰`, `昕 雄`, `文 彦`: writers closing a story by their given names, some
    /// or all of a single character. Two to four pieces of one to four ideographs, none a role,
    /// an editor's word or a news agency (`…社`), and when every piece is one character none a
    /// numeral and not all the `图`/`文` of a credit: read only inside a closing bracket after a
    /// sentence's end, where `(图 文)`, `（一 二）` and `（李明 摄）` are still no bylines. `文` is a
    /// given name as often as a credit (`付永文`), and before a name it credits that writer
    /// anyway: the bracket closes the story either way.
    fileprivate static func givenNames(_ inner: Substring) -> [Byline]? {
        let pieces = inner.split { $0 == " " || $0 == "\u{3000}" }
        guard (2...4).contains(pieces.count),
              pieces.contains(where: { $0.unicodeScalars.count >= 2 })
                  || !pieces.contains(where: { numerals.contains($0) }) && !pieces.allSatisfy({ credits.contains($0) }),
              pieces.allSatisfy({ piece in
                  piece.unicodeScalars.count <= 4 && piece.unicodeScalars.allSatisfy { ScalarClass.isHan($0.value) }
                      && roleIndex(atStartOf: piece) == nil && !editorialWords.contains(piece) && piece.last != "社"
              })
        else { return nil }
        return pieces.map { Byline(role: Byline.bareRole, name: String($0)) }
    }

    /// Numerals, which alone in a piece are no given name (`（一 二）`).
    private static let numerals: Set<Substring> = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "〇", "零"]
    /// A credit's `图`/`文`, alone in a piece: no writer unless a name stands beside it.
    private static let credits: Set<Substring> = ["图", "文"]

    /// The last `(` or `（` Character of `content`, found on bytes: walking Characters back from
    /// the end of a long line cost more than reading its byline. A bracket Character is the
    /// bracket scalar alone, so the last such scalar is the answer when it makes a Character
    /// by itself; when a combining mark joins it to a neighbour, the Characters are read.
    fileprivate static func lastOpeningBracket(in content: String) -> String.Index? {
        let offset: Int? = UTF8Walk.withBytes(content) { bytes in
            var index = bytes.count
            while index > 0 {
                index -= 1
                if bytes[index] == 0x28 { return index }
                if bytes[index] == 0x88, index >= 2, bytes[index - 1] == 0xBC, bytes[index - 2] == 0xEF { return index - 2 }
            }
            return nil
        }
        guard let offset else { return nil }
        let isBracket: (Character) -> Bool = { $0 == "(" || $0 == "（" }
        let found = content.utf8.index(content.startIndex, offsetBy: offset)
        return isBracket(content[found]) ? found : content.lastIndex(where: isBracket)
    }
}

extension [Byline] {
    /// The same names, marked with the line they were read from.
    package func from(_ line: Line) -> [Byline] {
        from(line.sourceLines)
    }

    /// The same names, marked with the lines they were read from.
    package func from(_ lines: SourceLines) -> [Byline] {
        map { Byline(role: $0.role, name: $0.name, lines: lines) }
    }
}
