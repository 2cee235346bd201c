import LLRBEngine

/// The titles `OfficeReader` reads, written once with `L` for the level character (市 for the
/// city and for 孝义 and 汾阳, 县 for a county, 区 for 离石) and spelled out for each level:
/// the table of docs/PEOPLE.md, "Titles".
struct OfficeTitles {
    /// A title as printed, the title it stands for and the body whose titles may follow it
    /// without the body's name (`市人大常委会主任X，副主任Y`).
    struct Entry {
        let printed: [Unicode.Scalar]
        let title: String
        let body: Body?
        /// The level character the title is written at: 市 in 常务副市长.
        let level: Unicode.Scalar
        /// False for a title read only to carry a chain to its body's head (a court's 党组书记).
        var isOffice = true
    }

    /// A body of titles that the paper prints short after one printed in full: its name as the
    /// titles open with it, and the short titles with the full title each stands for.
    struct Body: Equatable {
        let prefix: String
        let shortTitles: [(printed: String, title: String)]

        static func == (a: Body, b: Body) -> Bool { a.prefix == b.prefix }

        func title(_ short: String) -> String? {
            shortTitles.first { $0.printed == short }?.title
        }
    }

    /// The level characters.
    static let levels: [Unicode.Scalar] = ["市", "县", "区"]
    /// Every title at every level.
    private(set) var entries: [Entry] = []

    /// (printed, title, body) templates.
    private static let templates: [(printed: String, title: String, body: String?)] = [
        ("L委书记", "L委书记", "L委"), ("L委副书记", "L委副书记", "L委"), ("L委常委", "L委常委", "L委"),
        ("L委秘书长", "L委秘书长", "L委"), ("L委组织部部长", "L委组织部部长", "L委"),
        ("L委宣传部部长", "L委宣传部部长", "L委"), ("L委统战部部长", "L委统战部部长", "L委"),
        ("L委政法委书记", "L委政法委书记", "L委"), ("L纪委书记", "L纪委书记", "L纪委"), ("L监委主任", "L监委主任", "L纪委"),
        ("L长", "L长", nil), ("代L长", "代L长", nil), ("代理L长", "代L长", nil), ("常务副L长", "常务副L长", nil), ("副L长", "副L长", nil),
        ("L政府秘书长", "L政府秘书长", nil),
        ("L人大常委会主任", "L人大常委会主任", "L人大常委会"), ("L人大常委会副主任", "L人大常委会副主任", "L人大常委会"),
        ("L人大常委会秘书长", "L人大常委会秘书长", "L人大常委会"), ("L人大常委会党组书记", "L人大常委会党组书记", "L人大常委会"),
        ("L人大常委会党组副书记", "L人大常委会党组副书记", "L人大常委会"),
        ("L政协主席", "L政协主席", "L政协"), ("L政协副主席", "L政协副主席", "L政协"),
        ("L政协秘书长", "L政协秘书长", "L政协"), ("L政协党组书记", "L政协党组书记", "L政协"),
        ("L政协党组副书记", "L政协党组副书记", "L政协"),
        ("L人民检察院检察长", "L人民检察院检察长", "L人民检察院"), ("L检察院检察长", "L人民检察院检察长", "L人民检察院"),
    ]

    /// The courts' presidents, printed in full or short; only the city has a 中级人民法院.
    private static let courts = [("L中级人民法院院长", "L中级人民法院院长", "L中级人民法院"), ("L中院院长", "L中级人民法院院长", "L中级人民法院"),
                                 ("L人民法院院长", "L人民法院院长", "L人民法院"), ("L法院院长", "L人民法院院长", "L人民法院")]
    /// Titles read as no office but carrying a chain to their body's head: a court's or a
    /// procuratorate's 党组书记 (`市中级人民法院党组书记、院长X`).
    private static let carriers = [("L中级人民法院党组书记", "L中级人民法院"), ("L人民法院党组书记", "L人民法院"),
                                   ("L人民检察院党组书记", "L人民检察院")]

    /// The short titles of each body, and the full title each stands for (`X` is the body's name).
    static let shortTitles: [String: [(String, String)]] = [
        "L委": [("副书记", "X副书记"), ("常委", "X常委"), ("秘书长", "X秘书长"), ("组织部部长", "X组织部部长"),
                ("宣传部部长", "X宣传部部长"), ("统战部部长", "X统战部部长"), ("政法委书记", "X政法委书记"), ("纪委书记", "L纪委书记")],
        "L纪委": [("监委主任", "L监委主任")],
        "L人大常委会": [("主任", "X主任"), ("副主任", "X副主任"), ("秘书长", "X秘书长"), ("党组书记", "X党组书记"),
                        ("党组副书记", "X党组副书记")],
        "L政协": [("主席", "X主席"), ("副主席", "X副主席"), ("秘书长", "X秘书长"), ("党组书记", "X党组书记"),
                  ("党组副书记", "X党组副书记")],
        "局": [("局长", "X局长"), ("副局长", "X副局长"), ("党组书记", "X党组书记")],
        "L中级人民法院": [("院长", "X院长")], "L人民法院": [("院长", "X院长")], "L人民检察院": [("检察长", "X检察长")],
    ]

    /// Every short title, longest first, for finding one after a separator.
    static let allShortTitles: [[Unicode.Scalar]] = Set(shortTitles.values.flatMap { $0.map(\.0) })
        .map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }

    init() {
        for level in Self.levels {
            let spell = { (template: String) in template.replacing("L", with: String(level)) }
            var entries = Self.templates.map { template in
                Entry(printed: Array(spell(template.printed).unicodeScalars), title: spell(template.title),
                      body: template.body.map { Self.body(spell($0), template: $0, level: level) }, level: level)
            }
            for (printed, title, body) in Self.courts where level == "市" || !printed.contains("中") {
                entries.append(Entry(printed: Array(spell(printed).unicodeScalars), title: spell(title),
                                     body: Self.body(spell(body), template: body, level: level), level: level))
            }
            for (printed, body) in Self.carriers where level == "市" || !printed.contains("中") {
                entries.append(Entry(printed: Array(spell(printed).unicodeScalars), title: spell(printed),
                                     body: Self.body(spell(body), template: body, level: level), level: level, isOffice: false))
            }
            self.entries += entries
        }
    }

    /// The body named `name` (市人大常委会, 县公安局) of the template `template` (`L人大常委会`, `局`).
    static func body(_ name: String, template: String, level: Unicode.Scalar) -> Body {
        let shorts = (shortTitles[template] ?? []).map { printed, title in
            (printed, title.replacing("X", with: name).replacing("L", with: String(level)))
        }
        return Body(prefix: name, shortTitles: shorts)
    }

}

extension OfficeTitles {
    /// The order `offices` reports in: by place (the city first), then by the title's rank in
    /// the table (书记 before 副书记 before 市长, the courts after the rest), departments last,
    /// in pinyin order (公安局局长 before 教育局局长).
    static func reportOrder(_ a: Office, _ b: Office) -> Bool {
        let order = { (place: String) in Office.places.firstIndex(of: place) ?? Office.places.count }
        let (first, second) = ((order(a.place), rank(of: a.title)), (order(b.place), rank(of: b.title)))
        return first != second ? first < second : PinyinOrder.precedes(text: a.title, b.title)
    }

    /// The title's place in `templates`, with its level written `L`.
    private static func rank(of title: String) -> Int {
        let template = String(scalars: title.unicodeScalars.map { levels.contains($0) ? "L" : $0 })
        let titles = templates.map(\.title) + courts.map(\.1)
        return titles.firstIndex(of: template) ?? titles.count
    }
}
