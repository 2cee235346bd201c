/// Reads photo credits: `肖继旺 摄`, `记者 刘亮亮 摄`, `薛力娜 张志茹 摄`, `王志强 摄影`, `摄影：张三`,
/// `摄影 张三`, `图/孙建国`, `刘建军 供图`, `中阳县气象局供图`, `本版图片由刘亮亮提供`, `图片由岚县融媒体中心提供`.
/// `摄影` and `供图` are words of running text too (`他喜欢摄影`, `免费供图`): after a name they
/// credit only when a space or slash sets the name apart, or the name is an institution's.
package enum CreditReader {
    /// `本版图片由刘亮亮提供`: the credit for every photo of the page, no one story's.
    package static func isPageCredit(_ line: Line) -> Bool {
        line.text.beginsWith("本版")
    }

    /// The credits when all of `text` is a credit, else nil.
    package static func credits(_ text: some StringProtocol) -> [Byline]? {
        var body = Substring(text).trimmingEdges()
        if let first = body.first, first == "(" || first == "（", let last = body.last, last == ")" || last == "）" {
            body = body.dropFirst().dropLast().trimmingEdges()
        }
        for prefix in ["本版图片由", "本版照片由", "图片由", "照片由"] where body.beginsWith(prefix) && body.endsWith("提供") {
            return suppliers(body.dropFirst(prefix.count).dropLast(2))
        }
        // `刘建军 供图`, `中阳县气象局供图`: who supplied the photo, a person or an institution.
        if body.endsWith("供图") {
            let names = body.dropLast(2)
            return setApart(names) ? suppliers(names.trimmingEdges()) : institution(names)
        }
        // `摄影：张三`, and `图/孙建国`, `图：孙建国` as papers print them under a photo.
        for prefix in ["摄影：", "摄影:", "摄影 ", "摄影/", "摄影／", "图/", "图／", "图：", "图:"] where body.beginsWith(prefix) {
            let names = body.dropFirst(prefix.count).trimmingEdges()
            guard let parsed = BylineReader.parse(names), parsed.count <= 4 else { return nil }
            // After `图`, what a photo shows (`图：碛口古镇`) or a chart's legend (`图：单位 亿元`)
            // reads as names too: only people's names, each opening with a surname, credit it.
            if prefix.hasPrefix("图"), !parsed.allSatisfy({ $0.name.count <= 3 && $0.name.first.map { Surnames.isSurname($0, for: .letterSpaced) } == true }) {
                return nil
            }
            // After a space or slash, as in text (`摄影 张建国说`), names of two or three ideographs only.
            if !prefix.hasSuffix("：") && !prefix.hasSuffix(":"), parsed.contains(where: { $0.name.count > 3 }) { return nil }
            return parsed.map { Byline(role: Byline.photographerRole, name: $0.name) }
        }
        // `王志强 摄影` as `王志强 摄`: the word for the photograph's taking, after the names.
        let mark = body.endsWith("摄影") ? 2 : body.endsWith("摄") ? 1 : 0
        guard mark > 0 else { return nil }
        var names = body.dropLast(mark)
        if mark == 2, !setApart(names) { return nil }
        names = names.trimmingEdges()
        if names.endsWith("/") || names.endsWith("／") {
            names = names.dropLast().trimmingEdges()
        }
        guard let parsed = BylineReader.parse(names), parsed.count <= 4 else { return nil }
        return parsed.map { Byline(role: Byline.photographerRole, name: $0.name) }
    }

    /// Names that a space or a slash sets apart from the word after them (`王志强 摄影`, `刘建军/供图`).
    private static func setApart(_ names: Substring) -> Bool {
        guard let last = names.unicodeScalars.last else { return false }
        return ScalarClass.isSpace(last.value) || last == "/" || last == "／"
    }

    /// The names of a photo's suppliers (`刘亮亮`), or one institution (`岚县融媒体中心`, `临县第三中学`).
    private static func suppliers(_ names: Substring) -> [Byline]? {
        if let people = BylineReader.parse(names, defaultRole: Byline.supplierRole) {
            return people.map { Byline(role: Byline.supplierRole, name: $0.name) }
        }
        return institution(names)
    }

    /// An institution as a photo's supplier: ideographs ending as institutions' names do.
    private static func institution(_ names: Substring) -> [Byline]? {
        let names = names.trimmingEdges()
        guard (2...institutionMaxLength).contains(names.unicodeScalars.count),
              names.unicodeScalars.allSatisfy({ ScalarClass.isHan($0.value) }),
              BylineReader.institutionEndings.contains(where: { names.hasSuffix($0) })
        else { return nil }
        return [Byline(role: Byline.supplierRole, name: String(names))]
    }

    /// The longest institution credited for a photo (`吕梁市融媒体中心新闻部`).
    private static let institutionMaxLength = 14

    /// Splits a caption line that ends with its credit (`图为……草莓。 薛力娜 张志茹 摄`) into the
    /// caption text and the credits.
    package static func trailing(in content: String) -> (text: Substring, credits: [Byline], creditStart: Int)? {
        guard content.endsWith("摄") || content.endsWith("摄影") || content.endsWith("提供") || content.endsWith("供图") || content.endsWith(")") || content.endsWith("）") else {
            return nil
        }
        // By scalars: asking a String of its Characters, each against a String of marks, took
        // 1.8% of an ingest of pages rich in captions.
        let scalars = content.unicodeScalars
        let cut = scalars.lastIndex(where: { endsCaptionSentence($0.value) }) ?? scalars.lastIndex(of: " ")
        guard let cut else { return nil }
        let tail = Substring(scalars[scalars.index(after: cut)...])
        guard let credits = credits(tail) else { return nil }
        return (Substring(scalars[...cut]).trimmingEdges(), credits, content.utf8.distance(from: content.startIndex, to: tail.startIndex))
    }

    /// `…隐患0.72处。 通讯` / `员 龚彬志 摄`, `…拍照留念。（贺晓峰` / `摄）`: a caption's credit that the column's wrap broke, blank
    /// lines between or not. Read apart, the credit's second part looked like a headline and
    /// was joined to the next story's. The first line's sentence is finished and a few
    /// characters of the credit stand after it; joined, the two end in a credit.
    static func isBrokenCredit(_ first: Line, _ second: Line) -> Bool {
        guard second.cues.contains(.she), second.length <= brokenCreditMaxLength, endsWithShe(second.text), !endsWithShe(first.text)
        else { return false }
        let scalars = first.content.unicodeScalars
        guard let end = scalars.lastIndex(where: { endsCaptionSentence($0.value) }) else { return false }
        let broken = Substring(scalars[scalars.index(after: end)...]).trimmingEdges()
        guard !broken.isEmpty, broken.unicodeScalars.count <= brokenCreditMaxLength else { return false }
        return trailing(in: first.content + second.content) != nil
    }

    /// `…摄`, or `…摄）` closing a credit in brackets (`（贺晓峰` / `摄）`).
    private static func endsWithShe(_ text: String) -> Bool {
        text.endsWith("摄") || text.endsWith("摄）") || text.endsWith("摄)")
    }

    /// Most characters of either part of a broken credit: a role and a few names.
    private static let brokenCreditMaxLength = 12

    /// `。！？!?”`: where a caption's sentence ends and its credit may follow.
    private static func endsCaptionSentence(_ value: UInt32) -> Bool {
        switch value {
        case "。", "！", "？", "!", "?", "”": true
        default: false
        }
    }
}

extension Substring {
    /// Without spaces (ASCII or ideographic) at either end.
    package func trimmingEdges() -> Substring {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, ScalarClass.isSpace(scalars[start].value) {
            start = scalars.index(after: start)
        }
        while start < end, ScalarClass.isSpace(scalars[scalars.index(before: end)].value) {
            end = scalars.index(before: end)
        }
        return Substring(scalars[start..<end])
    }
}
