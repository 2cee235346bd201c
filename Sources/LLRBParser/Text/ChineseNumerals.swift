/// Chinese numerals from 1 to 99 as printed in running text (`四`, `十二`, `二十`, `三十五`): the
/// lunar calendar's months and days, and the page numbers of jump markers (`（下转第四版）`).
enum ChineseNumerals {
    /// 一 … 九 as 1 … 9 and 十 as 10.
    static func digit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "一": 1
        case "二": 2
        case "三": 3
        case "四": 4
        case "五": 5
        case "六": 6
        case "七": 7
        case "八": 8
        case "九": 9
        case "十": 10
        default: nil
        }
    }

    /// The value of a whole numeral: `十` is 10, `十七` 17, `二十` 20, `二十七` 27; nil for
    /// anything else (`十十`, `一十`, an empty text).
    static func value(of scalars: some Collection<Unicode.Scalar>) -> Int? {
        let digits = scalars.map(digit)
        switch digits.count {
        case 1:
            return digits[0]
        case 2 where digits[0] == 10:
            return digits[1].flatMap { $0 < 10 ? 10 + $0 : nil }
        case 2 where digits[1] == 10:
            return digits[0].flatMap { (2...9).contains($0) ? $0 * 10 : nil }
        case 3 where digits[1] == 10:
            guard let tens = digits[0], (2...9).contains(tens), let unit = digits[2], unit < 10 else { return nil }
            return tens * 10 + unit
        default:
            return nil
        }
    }
}
