import Foundation
import LLRBEngine
import LLRBHTTP
import LLRBIndex

/// The writes of `llrb serve --edit`: `POST /article/ID/correct` (an undo by number of one of the
/// article's corrections among its forms) and `POST /corrections/N/undo`,
/// each admitted by the `EditSession` (its origin, the signed-in browser, the form's value),
/// made by the same `CorrectionDesk` as `llrb correct`, and answered with a redirect to the
/// article (post, redirect, get), or with a page that says why not: for a correction refused,
/// the article's page with the form filled in again.
struct WebEditing: Sendable {
    let session: EditSession
    let desk: CorrectionDesk

    /// What a POST comes to.
    enum Answer {
        /// A redirect after the write, or a page that says why nothing was written.
        case page(HTTPResponse)
        /// A correction form refused, for the article's page to show again (`WebReader`).
        case refused(RefusedForm)
    }

    /// The answer to a POST; nil for a path that takes none. What keeps a correction from being
    /// saved that is no fault of the form (the journal, the index) goes to `report` too, the
    /// terminal that started the server.
    func respond(to request: HTTPRequest, shelf: ArchiveShelf, report: (String) -> Void) -> Answer? {
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        switch (segments.first, segments.count) {
        case ("article", 3) where segments[2] == "correct":
            return answer(request, target: "article:\(segments[1])", article: segments[1], report: report) { form in
                try correct(segments[1], form: form, shelf: shelf)
            }
        case ("corrections", 3) where segments[2] == "undo":
            guard let number = Int(segments[1]), number > 0 else { return nil }
            return answer(request, target: "undo:\(number)", article: nil, report: report) { form in
                let made = try desk.undo(number, by: form("by"), note: form("note"))
                return redirect(to: made.correction.anchor.article, EditNotice(action: .undone, number: number, isPending: made.pending != nil))
            }
        default:
            return nil
        }
    }

    /// `article`: the article whose form this is, to show it again when it is refused; nil for
    /// an undo, whose button has nothing typed to keep.
    private func answer(_ request: HTTPRequest, target: String, article: String?, report: (String) -> Void,
                        _ make: (_ form: (String) -> String?) throws -> HTTPResponse) -> Answer {
        let fields: [(name: String, value: String)]
        do {
            fields = try request.formFields()
        } catch {
            return .page(Self.page("请求有误", "<h1>请求有误</h1><p class=\"error\">\(WebRequestWording.reason(for: error))</p>", status: error.status))
        }
        if let refusal = session.refusal(of: request, target: target, value: fields.first { $0.name == "csrf" }?.value) {
            return .page(Self.page("不能保存", "<h1>不能保存</h1><p class=\"error\">\(refusal)</p>", status: .forbidden))
        }
        let refused = { (reason: String, status: HTTPStatus) -> Answer in
            guard let article else { return .page(Self.page("不能保存", "<h1>不能保存</h1><p class=\"error\">\(reason)</p>", status: status)) }
            let typed = Dictionary(fields.filter { $0.name != "csrf" }.map { ($0.name, $0.value) }) { first, _ in first }
            return .refused(RefusedForm(article: article, kind: typed["kind"] ?? "", fields: typed, reason: reason, status: status))
        }
        do {
            return .page(try make { name in
                let value = fields.first { $0.name == name }?.value.trimmingCharacters(in: .whitespacesAndNewlines)
                return value?.isEmpty == false ? value : nil
            })
        } catch let error as CLIError {
            return refused(error.message, .badRequest)
        } catch let refusal as CorrectionRefusal {
            var status = HTTPStatus.badRequest
            if case .journal = refusal {
                report("\(request.method) \(request.path): \(refusal)")
                status = .serviceUnavailable
            }
            return refused(WebCorrectionWording.message(for: refusal), status)
        } catch {
            report("\(request.method) \(request.path): \(ErrorWording.message(for: error))")
            return .page(Self.page("不能保存", "<h1>不能保存</h1><p class=\"error\">\(WebIndexErrorWording.reason(for: error))</p>",
                                   status: .serviceUnavailable))
        }
    }

    private func correct(_ id: String, form: (String) -> String?, shelf: ArchiveShelf) throws -> HTTPResponse {
        func number(_ name: String) throws -> Int? {
            guard let text = form(name) else { return nil }
            guard let value = Int(text), value > 0 else { throw CLIError(message: "“\(Self.label(of: name))”应为正整数，不是“\(text)”") }
            return value
        }
        let request: CorrectionRequest
        switch form("kind") {
        case "replace":
            guard let old = form("old") else { throw CLIError(message: "请填写要改的原文") }
            let occurrence: TextChange.Occurrence? = form("all") != nil ? .all : try number("occurrence").map(TextChange.Occurrence.nth)
            request = .replace(old: old, new: form("new") ?? "", occurrence: occurrence)
        case "line":
            guard let line = try number("line"), let text = form("text") else { throw CLIError(message: "请选择一行，并填写这一行的正确文字") }
            request = .line(line, text: text)
        case "headline":
            guard let headline = form("headline") else { throw CLIError(message: "请填写标题") }
            request = .headline(headline)
        case "role":
            guard let line = try number("line"), let role = form("part").flatMap(LineRole.init(rawValue:)) else {
                throw CLIError(message: "请选择一行，以及这一行是什么")
            }
            request = .role(line, role)
        case "start":
            guard let line = try number("line") else { throw CLIError(message: "请选择新的一篇从哪一行开始") }
            request = .storyStart(line)
        case "merge":
            guard let other = form("other") else { throw CLIError(message: "请填写另一篇文章的编号") }
            request = .merge(other)
        case "undo":
            // One the page only counts, not listed with a button of its own.
            guard let target = try number("number") else { throw CLIError(message: "请填写要撤销的更正编号") }
            let made = try desk.undo(target, of: try record(id, in: shelf), by: form("by"), note: form("note"))
            return redirect(to: id, EditNotice(action: .undone, number: target, isPending: made.pending != nil))
        default:
            throw CLIError(message: "不认识的更正种类")
        }
        let record = try record(id, in: shelf)
        let made = try desk.correct(record, request, by: form("by"), note: form("note"))
        return redirect(to: record.id, EditNotice(action: .corrected, number: made.correction.number, isPending: made.pending != nil))
    }

    private func record(_ id: String, in shelf: ArchiveShelf) throws -> ArticleRecord {
        guard let record = try shelf.read({ index, _ in try index.record(id: id) }) else {
            throw CLIError(message: "索引中没有编号为 \(id) 的文章")
        }
        return record
    }

    /// To the article, with the value that shows `notice` to this browser once.
    private func redirect(to id: String, _ notice: EditNotice) -> HTTPResponse {
        .redirect(to: "/article/\(WebLink.encoded(id))?notice=\(session.noticeValue(for: notice))", status: .seeOther)
    }

    /// A number field's label on the forms (`ArticleEditForms`).
    private static func label(of field: String) -> String {
        switch field {
        case "occurrence": "第几处"
        case "number": "更正编号"
        default: "行号"
        }
    }

    private static func page(_ title: String, _ main: HTML, status: HTTPStatus) -> HTTPResponse {
        .html(PageLayout(isEditable: true).document(title: title, main: main).markup, status: status)
    }
}
