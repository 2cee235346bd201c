/// Characters whose presence makes a line worth a closer look by one of the pattern readers.
/// `LineScan` notes them while it reads the line anyway, so that a body line is never searched
/// for masthead phrases, footer labels or jump markers it cannot contain.
package struct Cues: OptionSet, Sendable {
    package let rawValue: UInt32

    package init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    static let guan = Cues(rawValue: 1 << 0)   // 关 (机关报)
    static let ban = Cues(rawValue: 1 << 1)    // 版 (出版, 组版, 今日8版, 下转4版)
    static let kan = Cues(rawValue: 1 << 2)    // 刊 (刊号)
    static let you = Cues(rawValue: 1 << 3)    // 邮 (邮发代号, 邮箱)
    static let wang = Cues(rawValue: 1 << 4)   // 网 (新闻网)
    static let banOffice = Cues(rawValue: 1 << 5) // 办 (主办)
    static let zhi = Cues(rawValue: 1 << 6)    // 纸 (一级报纸)
    static let bao = Cues(rawValue: 1 << 7)    // 报 (日报)
    static let ze = Cues(rawValue: 1 << 8)     // 责 (责编)
    static let xiao = Cues(rawValue: 1 << 9)   // 校 (校对)
    static let bian = Cues(rawValue: 1 << 10)  // 编 (美编)
    static let xiang = Cues(rawValue: 1 << 11) // 箱 (信箱)
    static let hua = Cues(rawValue: 1 << 12)   // 话 (电话)
    static let zhuan = Cues(rawValue: 1 << 13) // 转 (下转)
    static let jie = Cues(rawValue: 1 << 14)   // 接 (上接)
    static let tu = Cues(rawValue: 1 << 15)    // 图 (图为)
    static let she = Cues(rawValue: 1 << 16)   // 摄
    static let gong = Cues(rawValue: 1 << 17)  // 供 (提供)
    static let nian = Cues(rawValue: 1 << 18)  // 年
    static let at = Cues(rawValue: 1 << 19)    // @
    static let latinCapital = Cues(rawValue: 1 << 20) // CN, LULIANG, E-mail
    static let pipe = Cues(rawValue: 1 << 21)  // | and ｜ (a table's row)
    static let dian = Cues(rawValue: 1 << 22)  // 电 (吕梁4月27日电)
    static let xun = Cues(rawValue: 1 << 23)   // 讯 (黄河新闻网曲沃讯)
    static let squareBracket = Cues(rawValue: 1 << 24) // ] (a markdown image, `![](images/p1.jpg)`)

    static let masthead: Cues = [.guan, .ban, .kan, .you, .wang, .banOffice, .zhi, .bao, .latinCapital]
    /// Masthead cues that body text seldom has: a long line needs one of these.
    static let mastheadRare: Cues = [.guan, .kan, .you, .wang, .zhi, .latinCapital]
    /// `办` for a footer row that opens with its sponsor and names no cued label (`要闻部主办，值班主任：王明`).
    static let footer: Cues = [.ban, .ze, .xiao, .bian, .you, .xiang, .hua, .at, .latinCapital, .banOffice]
    /// `摄`, `供图` and `图/` of photo credits.
    package static let credit: Cues = [.she, .gong, .tu]
    /// The words a lead ends with: a lead of a source not named in `DatelineReader.sources`
    /// is looked for only on a line that has one.
    static let leadEnd: Cues = [.dian, .xun]

    /// Bit `n` is set when the code point of a U+4E00–U+9FFF cue (those `LineScan` finds in its
    /// runs of ideographs) ends in the six bits `n`: a Han ideograph whose bit is clear is no
    /// cue, which rules out most of them in two instructions. Read off `of(_:)` itself, once, so
    /// that a cue added there is never missed here.
    static let hanCueBits: UInt64 = (UInt32(0x4E00)...0x9FFF).reduce(0) { bits, value in
        of(value).isEmpty ? bits : bits | 1 << (value & 63)
    }

    /// False when the Han ideograph `value` is certainly not a cue, given `hanCueBits` (which a
    /// hot loop reads once). Only its low six bits are read: the last byte of its UTF-8 will do.
    @inline(__always)
    static func mayBeHanCue(_ value: UInt32, bits: UInt64 = hanCueBits) -> Bool {
        bits >> (value & 63) & 1 != 0
    }

    static func of(_ value: UInt32) -> Cues {
        switch value {
        case "关": .guan
        case "版": .ban
        case "刊": .kan
        case "邮": .you
        case "网": .wang
        case "办": .banOffice
        case "纸": .zhi
        case "报": .bao
        case "责": .ze
        case "校": .xiao
        case "编": .bian
        case "箱": .xiang
        case "话": .hua
        case "转": .zhuan
        case "接": .jie
        case "图": .tu
        case "摄": .she
        case "供": .gong
        case "年": .nian
        case "电": .dian
        case "讯": .xun
        case "@": .at
        case "]": .squareBracket
        case "A"..."Z": .latinCapital
        case "|": .pipe
        default: []
        }
    }
}
