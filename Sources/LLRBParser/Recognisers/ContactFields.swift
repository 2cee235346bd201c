/// A line of nothing but a paper's contacts: `地址：吕梁市离石区滨河北西路 电话：0358-8227878`,
/// `本报民生热线：0358-8227123`, `投稿邮箱：llrb@163.com`. Pages print such a line at their foot or
/// in a box, with no staff beside it, so `FooterRow` (which wants the page's staff or sponsor)
/// does not take it. A notice invites calls (`联系电话：…`, `咨询电话：…`): its lines are its text,
/// and only a line at the page's foot is set aside (`LineContext.markContactsAtFoot`).
enum ContactFields {
    /// Every space-parted field of `line` is a contact (a label, a few ideographs before it
    /// allowed, and its value) or a number going on from one, and one of them is a phone
    /// number, an email or a web address, not an address alone. `invitations`: a notice's
    /// (`联系电话：…`) count too.
    static func isContactsOnly(_ line: Line, invitations: Bool = false) -> Bool {
        guard line.length <= maxLength, !line.endsSentence else { return false }
        var reachable = false
        var fields = 0
        for field in joiningSplitNumbers(line.content.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" })) {
            if isNumber(field), fields > 0 { continue }
            guard let (label, value) = labelled(field, invitations: invitations) else { return false }
            if label == "地址" {
                guard value.unicodeScalars.count <= addressMaxLength else { return false }
            } else {
                guard isNumber(value) || isAddress(value) else { return false }
                reachable = true
            }
            fields += 1
        }
        return reachable
    }

    /// The line names the paper's own desk: `本报民生热线`, `新闻热线`, `投稿邮箱`.
    static func namesPapersDesk(_ line: Line) -> Bool {
        line.text.includes("本报") || line.text.includes("新闻热线") || line.text.includes("投稿")
    }

    /// The label a field opens with (after up to `qualifierMaxLength` ideographs: `本报民生热线`,
    /// `投稿邮箱`) and the value after its colon.
    private static func labelled(_ field: Substring, invitations: Bool) -> (label: String, value: Substring)? {
        guard let colon = field.firstIndex(where: { $0 == "：" || $0 == ":" }) else { return nil }
        let name = field[..<colon]
        let value = field[field.index(after: colon)...]
        guard !value.isEmpty, let label = labels.first(where: { name.hasSuffix($0) }),
              name.unicodeScalars.count - label.unicodeScalars.count <= qualifierMaxLength,
              name.unicodeScalars.allSatisfy({ ScalarClass.isHan($0.value) }),
              invitations || !invitationWords.contains(where: { name.hasPrefix($0) })
        else { return nil }
        return (label, value)
    }

    /// The fields with a number the OCR parted by a space joined again (`电话：0358 8227123`):
    /// a field of digits alone goes with the one before it when that one ends in a digit.
    private static func joiningSplitNumbers(_ fields: [Substring]) -> [Substring] {
        var joined: [Substring] = []
        for field in fields {
            if let last = joined.last, let end = last.unicodeScalars.last, isDigit(end), isNumber(field, minDigits: 1) {
                joined[joined.count - 1] = Substring(last + field)
            } else {
                joined.append(field)
            }
        }
        return joined
    }

    /// `0358-8227878`, `8227878-8024`, `(0358)8222222`, `０３５８－８２２７１２３`: digits with a phone's marks.
    private static func isNumber(_ text: Substring, minDigits: Int = minDigits) -> Bool {
        var digits = 0
        for scalar in text.unicodeScalars {
            if isDigit(scalar) {
                digits += 1
            } else if !"-－–—()（）+、/".unicodeScalars.contains(scalar) {
                return false
            }
        }
        return digits >= minDigits
    }

    /// An ASCII or full-width digit (folded as a line's text folds it).
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ScalarClass.isDigit(ScalarClass.folded(scalar.value))
    }

    /// `llrb@163.com`, `www.sxllnews.cn`: ASCII with an `@` or a dot.
    private static func isAddress(_ text: Substring) -> Bool {
        text.unicodeScalars.allSatisfy({ $0.isASCII && !ScalarClass.isSpace($0.value) })
            && (text.contains("@") || text.contains("."))
    }

    private static let labels = ["地址", "电话", "热线", "传真", "邮箱", "信箱", "网址", "邮编"]
    /// How a notice's text asks readers to call: no paper's furniture.
    private static let invitationWords = ["联系", "咨询", "报名", "预约"]
    /// Ideographs before a label: who answers (`本报民生热线`, `新闻热线`, `投稿邮箱`).
    private static let qualifierMaxLength = 6
    private static let addressMaxLength = 30
    private static let minDigits = 6
    private static let maxLength = 80
}
