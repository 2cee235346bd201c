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
}
