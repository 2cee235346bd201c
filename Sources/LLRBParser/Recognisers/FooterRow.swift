/// A line made of nothing but a page footer's fields: labels of the page's staff with their
/// names (`编辑：张三 校对：李四 版式：王五`, `本版编辑 张三 美编 李四`, `值班编委：刘明 责任编辑：张三`),
/// the sponsoring department (`要闻部主办`), contact fields (`电话：0358-8222222`), the page's
/// date and number. Pages print their staff in many wordings, and `编辑` or `版式` alone are
/// words stories use too, so a label counts here only where the whole line reads as fields:
/// every stretch between two labels is names of two to a few ideographs, or a department
/// before `主办`. A sentence, a headline (`责任编辑要担起把关责任`, `编辑校对业务培训班开班`) or a
/// byline (`文/张三 编辑/李四`, `编辑 张三 摄`) leaves words that are no field's, and is not one.
enum FooterRow {
    static func isFieldsOnly(_ line: Line) -> Bool {
        let text = line.text
        // A footer row ends in a name or a number: `编辑 记者 校对 齐上阵。` is a sentence.
        guard !line.endsSentence, let first = UTF8Walk.firstScalar(of: text) else { return false }
        let spaced = line.content.unicodeScalars.contains { ScalarClass.isSpace($0.value) }
        if openings.contains(first) || ScalarClass.isDigit(first) || text.includes("主办") {
            return reads(ScalarText(text), spaced: spaced)
        }
        // `经济观察 本版编辑 王 宁 版式 冯 佳`, `副刊 责编：王 霞`: the page's name, then its staff, a
        // label right after it and names alone after each label (a colon or a space parting
        // them), no sentence: `## 评论 编辑记者要多到基层去`, `副刊 编辑手记`, `经济观察 编辑 王 宁 说，这…`
        // are a headline and a story's words.
        guard spaced, line.headingLevel == 0, !line.hasSentencePunctuation, line.length <= pageNamedRowMaxLength,
              case let name = line.content.prefix(while: { $0 != " " }), RubricRules.namesColumn(name),
              case let fields = line.content.dropFirst(name.count).drop(while: { $0 == " " }),
              fields.contains(where: { $0 == "：" || $0 == ":" }) || fields.split(separator: " ").count >= 3
        else { return false }
        return reads(ScalarText(text), spaced: spaced, from: name.unicodeScalars.count, namesOnly: true)
    }

    /// The longest footer row led by the page's name.
    private static let pageNamedRowMaxLength = 40

    private enum Marker: Equatable {
        /// A staff label (`责编`); its names follow. `explicit`: a colon or slash after it;
        /// `kept`: the footer keeps its names (an editor's, not a `主编`'s).
        case staff(explicit: Bool, kept: Bool)
        /// `电话：…`, `邮箱：…` with their ASCII value.
        case contact
        /// `主办`; the department stands before it.
        case sponsor
        /// The page's date, weekday or number.
        case dateline
    }

    /// Reads `scalars` as markers and the stretches between them, in one pass that stops at the
    /// first scalar no footer prints there: most lines asked are a story's text (`6月3日，…` opens
    /// with a digit, a lead names a `主办`), and they fail within their first few scalars.
    /// `spaced`: the printed line parts its fields with spaces; one that does not must have a
    /// colon after a label, or a sponsor or date, before it is taken for fields. `start`: where
    /// the fields begin after the page's name that leads the row; `namesOnly`: the row is led so,
    /// and takes a label right after the name and one name after each label.
    private static func reads(_ scalars: ScalarText, spaced: Bool, from start: Int = 0, namesOnly: Bool = false) -> Bool {
        // A page's name before `start` stands for the row as a date would.
        var markers: [(marker: Marker, start: Int, end: Int)] = start > 0 ? [(.dateline, 0, start)] : []
        // The ideographs since the last marker: a stretch holds them and separators only.
        var han = 0
        var index = start
        while index < scalars.count {
            if let found = marker(in: scalars, at: index) {
                guard stretchFits(han: han, after: markers.last?.marker, before: found.marker, namesOnly: namesOnly) else { return false }
                markers.append(found)
                index = found.end
                han = 0
                continue
            }
            let value = scalars.value(at: index)
            if ScalarClass.isHan(value) {
                han += 1
                guard han <= namesMaxLength + departmentMaxLength else { return false }
            } else if !separators.contains(value) {
                return false
            }
            index += 1
        }
        guard let last = markers.last, stretchFits(han: han, after: last.marker, before: nil, namesOnly: namesOnly) else { return false }
        let staff = markers.count { if case .staff = $0.marker { true } else { false } }
        let contacts = markers.count { $0.marker == .contact }
        let others = markers.count - staff - contacts
        let explicit = markers.contains { if case .staff(explicit: true, _) = $0.marker { true } else { false } }
        // Some field the footer keeps, or its sponsor: a row of `主编 张三 副主编 李四` lists a
        // board, not a page's staff.
        let kept = contacts + markers.count { if case .staff(_, kept: true) = $0.marker { true } else { false } }
        guard staff + contacts >= 1, kept >= 1 || markers.contains(where: { $0.marker == .sponsor }),
              spaced || explicit || others >= 1
        else { return false }
        if staff + contacts >= 2 || others >= 1 { return true }
        // One labelled field alone: `责编：许晓辉`, its label's colon printed and a name or two after
        // it, of a field the footer keeps (`主编：王明` alone in a story is no footer).
        guard let only = markers.first, only.marker == .staff(explicit: true, kept: true) else { return false }
        let names = hanCount(scalars, only.end..<scalars.count)
        return names <= singleFieldMaxNames
    }

    /// Ideographs of names a single labelled field may hold (two names of four).
    private static let singleFieldMaxNames = 8
    /// Ideographs of names between two labels (a field of several names, the OCR having lost
    /// the spaces between them: `岳旭强梁瑜张晓燕`).
    private static let namesMaxLength = 12
    /// Ideographs of a department before `主办` (`政教专刊部`, `融媒体中心新闻部`).
    private static let departmentMaxLength = 10

    /// Whether a stretch of `han` ideographs (and separators) between two markers is what a
    /// footer prints there: names after a staff label, a department before `主办`, a page's name
    /// between its date and a label, nothing but separators elsewhere.
    private static func stretchFits(han: Int, after: Marker?, before: Marker?, namesOnly: Bool = false) -> Bool {
        let namesBefore: Bool = if case .staff = after { true } else { false }
        // `专刊部主编 编辑：…`: a department's `主编`, whose names the footer does not keep, may
        // have none after it.
        let unkeptLabel: Bool = if case .staff(_, kept: false) = after { true } else { false }
        // In a row led by the page's name, a label follows the name, and one name follows a label.
        if namesOnly {
            return namesBefore ? nameLengths.contains(han) || han == 0 && unkeptLabel : han == 0
        }
        if before == .sponsor {
            return han >= 2 && han <= departmentMaxLength + (namesBefore ? namesMaxLength : 0)
        }
        // `2021年12月9日 星期四 经济新闻 编辑：…`, `… 星期二 专刊部主编 …`: the page's name or
        // department after its date, before a staff label.
        if after == .dateline, case .staff = before {
            return han == 0 || pageNameLengths.contains(han)
        }
        if unkeptLabel, han == 0 { return true }
        return namesBefore ? han >= 2 && han <= namesMaxLength : han == 0
    }

    /// Ideographs of one name after a label.
    private static let nameLengths = 2...4

    /// Ideographs of a page's name between its date and a staff label (`副刊`, `经济新闻`,
    /// `政教专刊部`); a notice's `6月10日 星期五 上午 电话：…` has a time of day there, and a
    /// contact after it.
    private static let pageNameLengths = 2...6

    /// What a footer parts its fields and names with: colons, slashes, bars, commas and stops,
    /// the middle dots `·` and `・` (written as code points: they look alike), and spaces.
    private static let separators = Set(":/|｜、，,;；。.\u{B7}\u{30FB}\u{20}".unicodeScalars.map(\.value))

    /// The marker starting at `index`, if any: a label (longest first, `本版` before it allowed),
    /// `主办`, a date (`2020年6月22日`), a weekday, a page's number (`第3版`).
    private static func marker(in scalars: ScalarText, at index: Int) -> (marker: Marker, start: Int, end: Int)? {
        if scalars.beginsWith("主办", at: index) { return (.sponsor, index, index + 2) }
        if let date = FooterReader.fullDate(in: scalars, at: index) { return (.dateline, index, date.end) }
        if scalars.beginsWith("星期", at: index), MastheadReader.weekday(scalars.value(at: index + 2)) != nil {
            return (.dateline, index, index + 3)
        }
        if scalars.beginsWith("第", at: index), let number = scalars.number(at: index + 1), scalars.scalar(at: number.end) == "版" {
            return (.dateline, index, number.end + 1)
        }
        let labelStart = scalars.beginsWith("本版", at: index) ? index + 2 : index
        guard openings.contains(scalars.value(at: labelStart)),
              let (label, field) = FooterReader.labels.first(where: { scalars.beginsWith($0.label, at: labelStart) })
        else { return nil }
        let end = labelStart + label.unicodeScalars.count
        let separator = scalars.scalar(at: end)
        // `编辑部`, `校对组`: the label is a department's name, not a field's.
        guard !departmentEndings.contains(separator.value) else { return nil }
        let explicit = separator == ":" || separator == "/"
        guard field == .email || field == .phone else { return (.staff(explicit: explicit, kept: field != .other), index, end) }
        var valueEnd = explicit ? end + 1 : end
        while valueEnd < scalars.count, contactCharacters.contains(scalars.value(at: valueEnd)) || ScalarClass.isASCIIAlphanumeric(scalars.value(at: valueEnd)) {
            valueEnd += 1
        }
        return valueEnd > end + 1 ? (.contact, index, valueEnd) : nil
    }

    /// What makes a label the start of a department's name.
    private static let departmentEndings = Set("部室组处科".unicodeScalars.map(\.value))

    /// What a phone number or address holds besides letters and digits.
    private static let contactCharacters = Set("-@._()+".unicodeScalars.map(\.value))

    private static func hanCount(_ scalars: ScalarText, _ range: Range<Int>) -> Int {
        range.count { ScalarClass.isHan(scalars.value(at: $0)) }
    }

    /// First scalars of the markers a footer row may open with (a department opens others).
    private static let openings: Set<UInt32> = Set(
        (FooterReader.labels.map(\.label) + ["本版", "星期", "第"]).compactMap { $0.unicodeScalars.first?.value }
    )
}
