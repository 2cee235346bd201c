/// 吕梁 and its thirteen county-level divisions: the one list of the places the paper is about.
/// Each reader takes from it what it needs, by its own rule:
/// - the parser's headline and byline readers (`PlaceNames.luliang`) take the city and each
///   division by the name a headline opens with or a writer signs from: the short name when it
///   is two ideographs (孝义, 交口), else the full name (兴县, not 兴), and accept any of them with
///   县, 市 or 区 put after (`中阳县`, `孝义市`);
/// - the dateline reader takes those of them that end in no place ending (not 兴县), as a
///   county's report opens (`柳林讯`), beside 山西's other cities;
/// - the views' place facet (`Place`, LLRBViews) takes the divisions only, by the full name and
///   the short name where that names nothing else in running text, and keeps out the words around
///   a name that make it part of another (`notAfter`, `notBefore`).
public struct LuliangPlace: Hashable, Sendable {
    /// The full name: 孝义市, 兴县.
    public let name: String
    /// The name without its 市, 县 or 区: 孝义, 兴.
    public let shortName: String
    /// Whether the short name alone, in running text, names the place and nothing else: 孝义
    /// does; 交口 is also 交口称赞, and 兴, 临 and 岚 are everyday characters.
    public let shortNameIsUnambiguous: Bool
    /// The characters that, printed just before the full name, make it part of another word:
    /// 振兴县域 holds 兴县, 莅临县里 holds 临县.
    public let notAfter: String
    /// The characters that, printed just after the full name, make it part of another word: 县域
    /// after a name is "the county's", not the county.
    public let notBefore: String

    init(_ name: String, short: String, unambiguous: Bool = true, notAfter: String = "", notBefore: String = "") {
        self.name = name
        shortName = short
        shortNameIsUnambiguous = unambiguous
        self.notAfter = notAfter
        self.notBefore = notBefore
    }

    /// The city, as the paper names it.
    public static let city = "吕梁"

    /// The thirteen divisions, in the order the city lists them.
    public static let divisions: [LuliangPlace] = [
        LuliangPlace("离石区", short: "离石"),
        LuliangPlace("孝义市", short: "孝义"),
        LuliangPlace("汾阳市", short: "汾阳"),
        LuliangPlace("文水县", short: "文水"),
        LuliangPlace("交城县", short: "交城"),
        LuliangPlace("兴县", short: "兴", unambiguous: false, notAfter: "振复新勃中绍高大宜长即助兴隆复昌旺", notBefore: "域级"),
        LuliangPlace("临县", short: "临", unambiguous: false, notAfter: "莅亲光来降面濒驾君登", notBefore: "域级"),
        LuliangPlace("柳林县", short: "柳林"),
        LuliangPlace("石楼县", short: "石楼"),
        LuliangPlace("岚县", short: "岚", unambiguous: false),
        LuliangPlace("方山县", short: "方山"),
        LuliangPlace("中阳县", short: "中阳"),
        LuliangPlace("交口县", short: "交口", unambiguous: false),
    ]
}
