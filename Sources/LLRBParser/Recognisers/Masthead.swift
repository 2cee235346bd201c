/// What the masthead (报头) prints, read as is: nothing here is inferred.
struct Masthead {
    var year: Int?
    var month: Int?
    var day: Int?
    var weekday: Int?
    /// The lunar date as printed after 农历.
    var lunarPrinted: String?
    var issueNumber: Int?
    var pageCount: Int?
    var serialNumber: String?
    var postalCode: String?
    var lines: SourceLines?

    /// Fields only the front page's masthead prints (第N期, 今日N版, 农历…, the serial or postal
    /// number): an inner page's running head names the paper and the date too.
    var isFrontPage: Bool {
        issueNumber != nil || pageCount != nil || lunarPrinted != nil || serialNumber != nil || postalCode != nil
    }
}
