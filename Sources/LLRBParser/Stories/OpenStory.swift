/// What the story rules may know of the story assembly has open when its walk reaches a line:
/// whether it has text yet, a headline, its writers, its lead, its column; never its lines.
/// Assembly fills it from the story it is building; the rules read nothing else of assembly.
struct OpenStory {
    var hasBody: Bool
    var hasHeadline: Bool
    /// Opened with a feature's byline (`□ 郭晓星`), whose short lines inside are 小标题.
    var isFeature: Bool
    /// Names its writers already (a lead's or a byline's).
    var isSigned: Bool
    /// Its news lead (`本报讯`, `新华社北京5月8日电`), when it opened with one.
    var dateline: String?
    /// Carried over from another page (`（上接1版）`), its head printed there.
    var isCarriedOver: Bool
    /// Whether its last piece of text ends a sentence; nil before it has text.
    var lastTextEndsSentence: Bool?
    /// The column's name it took (`简讯`, `读者来信`), if any.
    var rubric: String?

    /// A story whose lead names another source than this paper (`新华社…电`, `中新社…电`).
    var isAgencyDispatch: Bool {
        guard let dateline else { return false }
        return !dateline.beginsWith("本报")
    }
}
