/// What a line is on the page. Decided once per line by `LineClassifier`, then refined with
/// the neighbouring lines in view.
enum LineKind: Hashable, Sendable {
    case blank
    /// 报头: paper name, serial numbers, date, weekday, lunar date, issue number.
    case masthead
    /// 版面信息: department, editors, proofreader, contacts, the page date.
    case footer
    /// Short, no sentence punctuation: a headline, kicker or section header, decided later.
    case headline
    /// A dash-led subtitle (副题): `——我市加快推进项目建设综述`.
    case subtitle
    /// A markdown `####` heading inside a story: a 小标题.
    case sectionHeader
    /// A whole line of contributor names: `□ 本报记者 王涛`.
    case byline
    /// A line that opens with a news lead: `本报讯(记者 李雅萍)…`, `新华社北京3月12日电`.
    case lead
    /// A photo caption: `图为…`.
    case caption
    /// A photo credit alone on its line: `肖继旺 摄`.
    case credit
    /// A jump marker alone on its line: `（上接1版）`.
    case continuation
    /// A column name (栏目): `特别报道`, `新时代 新征程 新伟业`.
    case rubric
    /// Set aside, with the reason.
    case noise(String)
    /// Running text.
    case body

    var isContent: Bool {
        switch self {
        case .blank, .noise: false
        default: true
        }
    }
}
