import LLRBHTTP

/// A correction form that was refused (the text is not in the article, the correction would
/// not hold, a number is not one), as the editor typed it: the article's page shows it again
/// with the reason, its fields filled in and a new form value, so that it can be mended and sent
/// again (the value it came with is used up, as every posted one is).
struct RefusedForm: Sendable {
    let article: String
    /// The form's `kind` (`replace`, `line`, …): which of the article's forms is refilled.
    let kind: String
    /// The fields as typed, the first value of each name, the form value left out.
    let fields: [String: String]
    let reason: String
    let status: HTTPStatus

    /// ` value="…"` for field `name` of the form `kind`, when that is the refused form and the
    /// field was typed in.
    func value(_ name: String, in kind: String) -> HTML {
        guard let typed = typed(name, in: kind) else { return .empty }
        return " value=\"\(typed)\""
    }

    /// ` checked` for a checkbox that was ticked in the refused form.
    func checked(_ name: String, in kind: String) -> HTML {
        typed(name, in: kind) == nil ? .empty : " checked"
    }

    /// ` selected` for the option `option` of the list `name` that was chosen in the refused form.
    func selected(_ name: String, _ option: String, in kind: String) -> HTML {
        typed(name, in: kind) == option ? " selected" : .empty
    }

    private func typed(_ name: String, in kind: String) -> String? {
        kind == self.kind ? fields[name] : nil
    }
}
