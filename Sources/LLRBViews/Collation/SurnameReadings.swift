/// Surnames read otherwise than the character's everyday reading: an index puts 曾 under zēng,
/// 单 under shàn, 解 under xiè, where a dictionary's first reading would put them under céng,
/// dān and jiě. Readings are written `syllable` + tone (ü as v): what `PinyinOrder` sorts by.
enum SurnameReadings {
    /// Two-character surnames first, so that 长孙 is read zhǎng sūn before 长 is read alone.
    static let compound: [String: [String]] = [
        "万俟": ["mo4", "qi2"], "尉迟": ["yu4", "chi2"], "长孙": ["zhang3", "sun1"], "令狐": ["ling2", "hu2"],
        "澹台": ["tan2", "tai2"],
    ]

    /// One-character surnames whose reading differs from the character's first reading (Unihan's
    /// kMandarin): a character read as Unihan reads it (相 xiāng, 尉 wèi) needs no entry.
    static let single: [Unicode.Scalar: String] = [
        "曾": "zeng1", "单": "shan4", "解": "xie4", "区": "ou1", "仇": "qiu2", "朴": "piao2", "查": "zha1",
        "盖": "ge3", "覃": "qin2", "乐": "yue4", "缪": "miao4", "翟": "zhai2", "种": "chong2", "华": "hua4",
        "召": "shao4", "员": "yun4", "繁": "po2", "秘": "bi4", "宓": "fu2", "纪": "ji3", "过": "guo1",
        "黑": "he4", "隗": "wei3", "任": "ren2", "薄": "bo2", "卜": "bu3", "句": "gou1", "阚": "kan4",
        "洗": "xian3", "佴": "nai4", "折": "she2", "长": "chang2", "那": "na1", "乜": "nie4", "蕃": "pi2",
        "肖": "xiao1", "葛": "ge3", "燕": "yan1", "都": "du1", "蔚": "yu4", "粘": "nian2", "能": "nai4", "重": "chong2",
    ]
}
