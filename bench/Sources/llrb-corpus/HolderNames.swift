/// Invents the names of office holders, never the same twice, so that a name in the truth is one
/// person. Their given names use none of the characters the stories' other names are made of
/// (`Vocabulary.givenNames`): a holder never shares a name with a byline, a photographer or a
/// 省委书记 the pages print as a distractor. Characters that end a name (与, 和, 在, 等, 主, 出…),
/// that are titles' (市, 长, 委…) or places' (临, 兴, 阳, 林…) are left out, as are surnames
/// that open everyday words (高度, 常务, 方案) and given names that are words (成立, 金银): PEOPLE.md
/// reads no word as a name. The surnames are common in 山西, all on the reader's list.
struct HolderNames {
    private static let surnames = Array("""
        孙李王张刘陈杨赵黄周吴徐胡朱郭马罗梁宋郑谢韩唐冯董程曹袁邓许傅沈曾彭苏卢蒋蔡贾丁魏薛叶阎潘杜戴\
        夏钟汪田姜范姚谭廖邹熊陆郝孔崔康邱秦侯邵孟段雷钱汤尹黎乔贺龚温牛樊霍雒
        """).map(String.init)
    private static let compoundSurnames = ["欧阳", "司马", "上官", "诸葛", "皇甫", "令狐"]
    private static let givenCharacters = Array("""
        振宏德庆春生忠良成俊荣耀晋立正世安民怀仁启昌泽树栋锋贵福喜金银虎龙彪旭昊怡悦晨霖瑞玲蓉梅凤兵润清洪\
        汉铭鸿炜煜琪璋珍淑秋冬继佩厚守恩惠谦毅豪
        """).map(String.init)

    private static let words: Set<String> = ["成立", "立正", "金银", "秋冬", "春秋", "喜庆", "荣耀", "生成", "龙凤", "安民"]

    private var used: Set<String> = []

    /// A new name: a surname (one in forty a compound one) and one or two given characters.
    mutating func draw(_ random: inout SeededRandom) -> String {
        while true {
            let surname = random.chance(0.025) ? random.pick(Self.compoundSurnames) : random.pick(Self.surnames)
            let given = random.pick(Self.givenCharacters)
            var name = surname + given
            if random.chance(0.7) {
                let second = random.pick(Self.givenCharacters)
                if second == given || Self.words.contains(given + second) { continue }
                name += second
            }
            if used.insert(name).inserted { return name }
        }
    }
}
