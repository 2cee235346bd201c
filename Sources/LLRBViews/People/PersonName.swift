import LLRBEngine
import LLRBParser

/// Where a name printed after a title begins and ends (docs/PEOPLE.md, "Names"): a surname of
/// `Surnames` read after a title and one or two characters of given name, ended early by the words that
/// follow a name in the paper's reports (`主持`, `与`, `等`). The paper never prints the name's
/// length, so the rule is the words around it: a three-character reading is kept unless its
/// last character opens such a word.
struct PersonName {
    /// Words that follow a title and a name in the paper's reports, or follow a title with no
    /// name: where one opens, the name has ended (or there is none).
    static let followingWords: [String] = """
    主持 出席 参加 强调 表示 指出 要求 讲话 致辞 发言 介绍 说道 认为 希望 提出 指示 批示 部署 宣布 宣读 代表 带队 率队 \
    率领 一行 同志 等人 陪同 先后 分别 一同 一起 共同 亲切 亲自 专程 深入 前往 来到 莅临 走进 走访 实地 察看 查看 视察 \
    调研 考察 检查 督导 督查 慰问 看望 会见 会晤 接见 会谈 座谈 听取 观看 参观 见证 签署 签约 颁发 颁奖 点评 总结 通报 \
    传达 回答 主讲 宣讲 讲授 授课 解读 充分 高度 详细 认真 重点 特别 再次 首先 最后 随后 会上 会前 会后 今天 昨天 明天 \
    今年 去年 明年 近日 日前 当天 当日 上午 下午 晚上 热线 信箱 接待 办公 助理 职务 人选 候选 任期 任职 任命 当选 履职 \
    上任 离任 辞职 兼任 担任 主抓 分管 主管 牵头 联系 包联 督办 领办 信访 接访 值班 与会 寄语 叮嘱 嘱咐 勉励 鼓励 感谢 \
    欢迎 祝贺 肯定 称赞 赞扬 点赞 询问 了解 仔细 逐一 指导 帮助 协调 研究 调度 安排 主张 倡议 号召 动员 发出 发表 签发 \
    签批 批阅 审阅 审定 参与 出任 全市 全县 全区 全面 全力 全体 大家 文件 安全 成立 成为 关于 关心 关注 应邀 应当 党组 \
    党委 党员 申请 解决 计划 管理 连续 谈到 谈话 商讨 战略 展示 展开 简要 支持 包括 万元 方面 时间 时任 任务 公开 \
    办法 信息 工作 讲到 说明 称为 一再 向来 高兴 高兴地 带领 带着 带来 带动 高位 结合 召开 召集 举行 组织 开展 进行 作了 做了 班子 干部
    """.split(whereSeparator: \.isWhitespace).map(String.init)

    /// Characters that end a name when its third character would be one of them: they join
    /// it to what follows (`张三和李四`, `王刚在会上`).
    static let joiningCharacters = Array("与和同及在于对向从把被将等的了是说也还又都并就到赴率讲称作请让给已亦均而但即们一".unicodeScalars)
    /// Characters that make a listed item something else than a name (`各县`, `全市`, `市局`).
    static let notInListedNames = Array("各全本该此其等县市区省镇乡村局委部厅办处室".unicodeScalars)
    /// Characters no given name opens with.
    static let neverGiven = Array("的了们在等与及是说和".unicodeScalars)

    /// The surnames `Surnames` reads after a title, by scalar and by pair of scalars: its
    /// tables are keyed by Character and String, whose making and hashing cost more than the
    /// rest of a name.
    private static let surnames = Set(Surnames.single.compactMap { character, readers in
        readers.contains(.afterTitle) && character.unicodeScalars.count == 1 ? character.unicodeScalars.first : nil
    })
    private static let compoundSurnames = Set(Surnames.compound.compactMap { surname, readers -> UInt64? in
        let scalars = Array(surname.unicodeScalars)
        return readers.contains(.afterTitle) && scalars.count == 2 ? OfficeReading.pair(scalars[0], scalars[1]) : nil
    })

    private static let wordsByFirst: [Unicode.Scalar: [[Unicode.Scalar]]] = {
        var words: [Unicode.Scalar: [[Unicode.Scalar]]] = [:]
        for word in followingWords {
            let scalars = Array(word.unicodeScalars)
            words[scalars[0], default: []].append(scalars)
        }
        return words
    }()

    /// Whether a following word opens at `index`.
    static func followingWordOpens(at index: Int, in text: [Unicode.Scalar]) -> Bool {
        guard index < text.count, let words = wordsByFirst[text[index]] else { return false }
        return words.contains { text.spells($0, at: index) }
    }

    /// The name printed at `index`, and where it ends; nil when none is. `isOffice` tells
    /// whether an office (or a place) opens at an index, which a name never does.
    static func read(at index: Int, in text: [Unicode.Scalar], isOffice: (Int) -> Bool) -> (name: String, end: Int)? {
        guard index < text.count, !followingWordOpens(at: index, in: text), !isOffice(index) else { return nil }
        let surnameLength: Int
        if index + 1 < text.count, compoundSurnames.contains(OfficeReading.pair(text[index], text[index + 1])) {
            surnameLength = 2
        } else if surnames.contains(text[index]) {
            surnameLength = 1
        } else {
            return nil
        }
        let first = index + surnameLength
        guard first < text.count, text[first].isHan, !neverGiven.contains(text[first]),
              !followingWordOpens(at: first, in: text), !isOffice(first) else { return nil }
        var end = first + 1
        if !endsTwoCharacterName(at: end, in: text), !isOffice(end) { end += 1 }
        return (String(scalars: text[index..<end]), end)
    }

    /// A name in a list of those present (`市领导油晓峰、张效彪出席`): read as after a title, or,
    /// for a surname the list above lacks, the two to four ideographs between 、 and the next
    /// 、 or the word that follows the list (one item alone may be a word: `县领导领衔督办`).
    static func readListed(at index: Int, in text: [Unicode.Scalar], isOffice: (Int) -> Bool) -> (name: String, end: Int)? {
        if let name = read(at: index, in: text, isOffice: isOffice) { return name }
        guard !followingWordOpens(at: index, in: text), !isOffice(index) else { return nil }
        var end = index
        while end < text.count, end - index < 5, text[end].isHan, !followingWordOpens(at: end, in: text),
              end == index || !joiningCharacters.contains(text[end]) {
            end += 1
        }
        let listed = end < text.count && text[end] == "、" || index > 0 && text[index - 1] == "、"
        guard (2...4).contains(end - index), listed, !text[index..<end].contains(where: notInListedNames.contains) else { return nil }
        return (String(scalars: text[index..<end]), end)
    }

    /// Whether a name of two characters ends before `index`: no ideograph there, a word that
    /// follows names, or a joining character (`张三和李四`, `王刚在会上`), but for 和 and 同
    /// before punctuation or a named person's act, which end a three-character name
    /// (`容志和出席`, `容志和在会上`).
    static func endsTwoCharacterName(at index: Int, in text: [Unicode.Scalar]) -> Bool {
        guard index < text.count, text[index].isHan, !followingWordOpens(at: index, in: text) else { return true }
        let joins = joiningCharacters.contains(text[index])
        return joins && !(endsGivenNames.contains(text[index]) && endsAfterGivenName(at: index + 1, in: text))
    }

    /// The joining characters that also end given names (志和, 大同): one of them is the name's
    /// last before punctuation or what a named person does (`容志和出席`, `容志和在会上`), not
    /// before whom a name is joined with (`王刚和全市干部`, `王刚同大家一起`).
    static let endsGivenNames: [Unicode.Scalar] = ["和", "同"]
    private static let afterGivenName: [[Unicode.Scalar]] = ["出席", "主持", "参加", "陪同", "讲话", "表示", "强调", "指出", "介绍",
                                                             "说", "在", "等", "一行", "同志"].map { Array($0.unicodeScalars) }

    private static func endsAfterGivenName(at index: Int, in text: [Unicode.Scalar]) -> Bool {
        index >= text.count || !text[index].isHan || afterGivenName.contains { text.spells($0, at: index) }
    }

    /// Whether a name may end just before `index`: no ideograph there, or one that joins it to
    /// what follows, or a word that follows names.
    static func nameEnds(at index: Int, in text: [Unicode.Scalar]) -> Bool {
        index >= text.count || !text[index].isHan || joiningCharacters.contains(text[index])
            || followingWordOpens(at: index, in: text)
    }

    /// The name printed just before `index` (`王立伟（市长）`): four characters when they open
    /// with a compound surname (`司马文涛`), three when they open with a surname and either
    /// follow no other word (`由王立伟`) or the last two are no name (`段志强`), else two.
    static func read(before index: Int, in text: [Unicode.Scalar]) -> String? {
        func name(_ length: Int) -> String? {
            guard index - length >= 0, text[(index - length)..<index].allSatisfy(\.isHan) else { return nil }
            return String(scalars: text[(index - length)..<index])
        }
        if let four = name(4), Surnames.isCompound(four, for: .afterTitle) { return four }
        let two = name(2).flatMap { Surnames.opensWithSurname($0, for: .afterTitle) ? $0 : nil }
        if let three = name(3), Surnames.isCompound(three, for: .afterTitle) || Surnames.opensWithSurname(three, for: .afterTitle) {
            // 嘉宾王刚（市长）: the three open with a word's last character, and the two are a name.
            let opensTheText = index - 3 == 0 || !text[index - 4].isHan || OfficeReading.beforeTitles.contains(text[index - 4])
            if two == nil || opensTheText { return three }
        }
        return two
    }
}

extension Unicode.Scalar {
    /// A CJK unified ideograph (the basic block and extension A), as a name is written.
    var isHan: Bool {
        (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
    }
}
