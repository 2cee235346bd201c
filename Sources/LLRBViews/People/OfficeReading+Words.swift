import LLRBParser

/// The words and limits `OfficeReading` reads by: separators, brackets, what marks a former
/// holder or another place, what opens a list, how far it looks.
extension OfficeReading {
    /// The city and each division by full name and by a short name of two characters or more.
    static let placeSpellings: [PlaceSpelling] = {
        var spellings = [PlaceSpelling(LuliangPlace.city + "市", of: Office.places[0]), PlaceSpelling(LuliangPlace.city, of: Office.places[0])]
        for division in LuliangPlace.divisions {
            spellings.append(PlaceSpelling(division.name, of: division.name, notAfter: division.notAfter, notBefore: division.notBefore))
            if division.shortName.count >= 2 {
                spellings.append(PlaceSpelling(division.shortName, of: division.name, standsAlone: division.shortNameIsUnambiguous,
                                               notAfter: division.notAfter, notBefore: division.notBefore))
            }
        }
        return spellings
    }()

    /// How far before a title its report's dateline is looked for.
    static let datelineReach = 400
    /// The paper's own dateline, 本报讯.
    static let paperDateline = Array("本报讯".unicodeScalars)
    /// The datelines of the county-level cities' own reports: 汾阳讯, 汾阳市讯, 孝义讯 ….
    static let cityDatelines: [(printed: [Unicode.Scalar], city: String)] = LuliangPlace.divisions
        .filter { $0.name.hasSuffix("市") }
        .flatMap { [($0.shortName + "讯", $0.name), ($0.name + "讯", $0.name)] }
        .map { (Array($0.0.unicodeScalars), $0.1) }
    /// What may print before a short title: a separator, or 及 and 和 joining it to a list.
    static let separators = Array("，、；：,;:。！？!?及和".unicodeScalars)
    static let titleEndings = ["主席", "主任", "书记", "长", "常委", "委员", "成员"].map { Array($0.unicodeScalars) }
    /// The last characters of the words that lead to a title: 会见, 看望, 陪同, 时任, 和, 的, a dateline ….
    static let beforeTitles = Set(("见望同取请问任及和与由向对为是在了的有谢并兼暨即让给等到致称经至届上前后间天日午中外时据受再别括讯"
                                           + "也还都又而但就才着过被把将以令使随率陪").unicodeScalars)
    static let openBrackets = Array("（(".unicodeScalars)
    static let closeBrackets = Array("）)".unicodeScalars)
    static let notInDepartment = Array("的了在与及等是对向将把被、长县区".unicodeScalars)
    /// The bodies named last that a short title may be of: an article names a handful, and a
    /// hostile one naming thousands must not make every short title a long search.
    static let bodiesKept = 16
    /// How far after its level character a department's 局 may be (`市人力资源和社会保障局`).
    static let departmentReach = 14
    static let departmentHeads: [([Unicode.Scalar], String)] = [
        (Array("局长".unicodeScalars), "局长"), (Array("副局长".unicodeScalars), "副局长"),
        (Array("党组书记".unicodeScalars), "党组书记"), (Array("党委书记".unicodeScalars), "党委书记"), (Array("长".unicodeScalars), "局长"),
    ]
    /// What marks a former holder just before a title: 原, 原任, 前任 (not 前 alone: 春节前, 会前).
    static let formerMarks = ["原", "前任", "原任"].map { Array($0.unicodeScalars) }
    /// The one division written with 区, whose 区 titles an unprefixed 区 is.
    static let district = LuliangPlace.divisions.first { $0.name.hasSuffix("区") }?.name
    /// The most titles one chain is read with, and the most names one title gives itself to: a
    /// paper prints a handful, and a hostile page must not make a chain times its names a product.
    static let longestChain = 8
    static let longestNameList = 64
    /// Places whose offices are not the city's or its divisions': the province, 山西's other
    /// cities, towns, villages, the country.
    static let otherPlaces = ["省", "市", "太原", "大同", "阳泉", "长治", "晋城", "朔州", "晋中", "运城", "忻州", "临汾",
                                      "乡", "镇", "村", "州", "国", "中央", "社区", "街道", "各", "县", "区"]
        .map { Array($0.unicodeScalars) }
    /// What opens a list of those present; `commas`: the list goes on over ，.
    static let listOpeners: [(words: [Unicode.Scalar], commas: Bool)] =
        ["出席会议的有", "参加会议的有", "出席活动的有", "参加活动的有", "出席仪式的有", "出席的有", "参加的有"]
        .map { (Array($0.unicodeScalars), true) }
        + ["市领导", "县领导", "区领导", "市政府领导", "县政府领导", "区政府领导"].map { (Array($0.unicodeScalars), false) }
}
