/// The Chinese surnames llrb reads names by: one list for every reader of names, each entry marked
/// with the readers that take it (docs/PEOPLE.md, "Names"; docs/PARSER.md for bylines), and with
/// its reading as a surname where that differs from its character's everyday one (曾 zēng, not
/// céng), for the order of a name index.
public enum Surnames {
    /// The readers a surname is one for.
    public struct Readers: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Letter-spaced bylines (`康 桂 芳`, `LetterSpacedNames`): only the commonest, since a
        /// run cut at a wrong surname splits a name. 文 is left out: in a closing bracket it
        /// credits the text as often as it names (`(文 彦)`).
        public static let letterSpaced = Readers(rawValue: 1)
        /// A name after a title (`市长王立伟`, the office reader): the common ones of 山西 and of
        /// China, less characters far more often a word than a surname after a title (和, 向,
        /// 由, 国, 平, 都, 来, 谈 …).
        public static let afterTitle = Readers(rawValue: 2)
        /// A byline's long first name kept as a name, not an institution (`欧阳…`): compound ones.
        public static let byline = Readers(rawValue: 4)
    }

    /// One-character surnames, in groups by their readers; each character is in one group.
    static let singles: [(characters: String, readers: Readers)] = [
        ("""
        王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩邓冯曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖\
        石金韦贾夏付傅方邹熊白孟秦邱侯江尹薛闫阎段雷龙黎史陶贺毛郝顾龚邵万覃武钱戴严莫孔常汤康易乔葛樊殷庞齐牛温霍耿兰岳申柴安郎\
        翟焦裴聂鲁邢解祁辛车燕刁褚栗靳邬仇党穆宁卫尚
        """, [.letterSpaced, .afterTitle]),
        ("向赖", .letterSpaced),
        ("""
        施文伍颜倪庄章詹欧关俞左柳甘祝包符舒阮柯纪梅童凌毕单季涂成苗谷盛曲翁冉骆蓝路游管蒙鲍华喻蒲房滕屈饶牟艾尤阳时卓古吉缪简项\
        连芦麦娄窦戚岑景宫费卜冷晏席米柏宗瞿桂全佟应臧闵苟边卞姬师栾隋商沙荣巫寇桑甄丛仲虞敖巩佘池查麻苑迟邝封匡鞠惠荆乐冀郁胥南\
        班储原楚鄢劳谌奚皮粟冼蔺楼满闻厉伊仝郜阚权强帅屠豆朴盖练廉禹井祖漆巴丰支卿狄计索宣晋容敬扈晁芮阙浦戈伏鹿薄邸雍辜羊裘亓修\
        邰赫杭况宿鲜印逯隆茹诸战慕危亢嵇湛宾戎勾茅呼尉冶斯束檀展阴昝衡油雒郗弓訾贠续折拓郄綦鄂乜仉佴郇逄笪蹇撖巨闪骞茆母钮桓籍贲\
        智蒯厍羿靖汲邴糜宓蓬仰钭韶蓟咸莘贡扶宰郦璩濮郏宦庾暨殳蔚夔毋巢竺禄
        """, .afterTitle),
        // Read by no reader, only sorted: rare, or far more often a word.
        ("区种召员繁秘过黑隗句洗长那蕃都粘能重", []),
    ]

    /// Two-character surnames.
    private static let compounds: [(surname: String, readers: Readers)] = [
        ("欧阳", [.byline, .afterTitle]),
        ("司马", [.byline, .afterTitle]),
        ("上官", [.byline, .afterTitle]),
        ("诸葛", [.byline, .afterTitle]),
        ("东方", [.byline, .afterTitle]),
        ("皇甫", [.byline, .afterTitle]),
        ("尉迟", [.byline, .afterTitle]),
        ("公孙", [.byline, .afterTitle]),
        ("慕容", [.byline, .afterTitle]),
        ("令狐", [.byline, .afterTitle]),
        ("司徒", [.byline, .afterTitle]),
        ("夏侯", [.byline, .afterTitle]),
        ("宇文", [.byline, .afterTitle]),
        ("长孙", [.byline, .afterTitle]),
        ("端木", [.byline, .afterTitle]),
        ("南宫", [.byline, .afterTitle]),
        ("轩辕", [.byline, .afterTitle]),
        ("呼延", .afterTitle),
        ("独孤", [.byline, .afterTitle]),
        ("西门", [.byline, .afterTitle]),
        ("万俟", .afterTitle),
        ("闻人", .afterTitle),
        ("申屠", .afterTitle),
        ("淳于", .afterTitle),
        ("澹台", [.byline, .afterTitle]),
        ("百里", .afterTitle),
        ("东郭", .afterTitle),
        ("濮阳", .afterTitle),
    ]

    /// Surnames read otherwise than their character's first reading (Unihan's kMandarin), as
    /// `syllable` + tone, ü written v: 曾 zēng, 单 shàn, 解 xiè (相 xiāng, read as Unihan reads
    /// it, needs none).
    static let singleReadings: [Character: String] = [
        "曾": "zeng1", "单": "shan4", "解": "xie4", "区": "ou1", "仇": "qiu2", "朴": "piao2", "查": "zha1",
        "盖": "ge3", "覃": "qin2", "乐": "yue4", "缪": "miao4", "翟": "zhai2", "种": "chong2", "华": "hua4",
        "召": "shao4", "员": "yun4", "繁": "po2", "秘": "bi4", "宓": "fu2", "纪": "ji3", "过": "guo1", "黑": "he4",
        "隗": "wei3", "任": "ren2", "薄": "bo2", "卜": "bu3", "句": "gou1", "阚": "kan4", "洗": "xian3",
        "佴": "nai4", "折": "she2", "长": "chang2", "那": "na1", "乜": "nie4", "蕃": "pi2", "肖": "xiao1",
        "葛": "ge3", "燕": "yan1", "都": "du1", "蔚": "yu4", "粘": "nian2", "能": "nai4", "重": "chong2",
    ]
    static let compoundReadings: [String: [String]] = [
        "万俟": ["mo4", "qi2"], "尉迟": ["yu4", "chi2"], "长孙": ["zhang3", "sun1"], "令狐": ["ling2", "hu2"], "澹台": ["tan2", "tai2"],
    ]

    /// Every one-character surname and its readers.
    public static let single: [Character: Readers] = {
        var table: [Character: Readers] = [:]
        for group in singles {
            for character in group.characters where !character.isWhitespace {
                table[character] = group.readers
            }
        }
        return table
    }()

    /// Every two-character surname and its readers.
    public static let compound: [String: Readers] = Dictionary(compounds, uniquingKeysWith: { $0.union($1) })

    /// Whether `character` is a surname for `reader`.
    public static func isSurname(_ character: Character, for reader: Readers) -> Bool {
        single[character]?.contains(reader) == true
    }

    /// Whether `text` opens with a one-character surname for `reader`.
    public static func opensWithSurname(_ text: some StringProtocol, for reader: Readers) -> Bool {
        text.first.map { isSurname($0, for: reader) } ?? false
    }

    /// Whether `text` opens with a compound surname for `reader`.
    public static func isCompound(_ text: some StringProtocol, for reader: Readers) -> Bool {
        compound[String(text.prefix(2))]?.contains(reader) == true
    }

    /// The reading of `character` as a surname where it is not its everyday one (`zeng1`).
    public static func reading(of character: Character) -> String? {
        singleReadings[character]
    }

    /// The readings of a compound surname's two characters (`["zhang3", "sun1"]` for 长孙).
    public static func readings(ofCompound surname: String) -> [String]? {
        compoundReadings[surname]
    }
}
