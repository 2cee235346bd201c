/// What an edit just did, said once on the article's page after the redirect that answers it
/// (post, redirect, get). The redirect carries only a one-time value the server gave this
/// notice (`EditSession.noticeValue(for:)`), never the notice itself, so that no address can
/// make a reader believe a correction was saved.
struct EditNotice: Equatable, Sendable {
    enum Action: Equatable, Sendable {
        case corrected
        case undone
    }

    var action: Action
    /// The correction made, or the one undone (not the number of the undo's own record).
    var number: Int
    /// Whether a running ingest applies it when it publishes, and search finds it only then.
    var isPending: Bool
}
