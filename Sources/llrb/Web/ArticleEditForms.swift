import LLRBIndex

/// The forms of `llrb serve --edit` on an article's page (docs/SERVE.md, "Edit mode"): a
/// span of text, a whole line, the headline, what a line is, where a story starts, two stories
/// that are one; each posts to `/article/ID/correct` with a form value of its own, and each
/// correction that holds in the article gets an undo button.
struct ArticleEditForms {
    let record: ArticleRecord
    let corrections: [CorrectionNote]
    let session: EditSession

    var html: HTML {
        let lines = record.article.lines
        let action = "/article/\(WebLink.encoded(record.id))/correct"
        let forms: [HTML] = [
            form(action, kind: "replace", button: "改字", fields: """
                <label>原文 <input name="old" required></label>
                <label>改为 <input name="new"></label>
                <label>第几处 <input name="occurrence" type="number" min="1" size="3"></label>
                <label><input type="checkbox" name="all" value="1"> 全部</label>
                """),
            form(action, kind: "line", button: "改整行", fields: """
                <label>第 <input name="line" type="number" min="\(lines.first)" max="\(lines.last)" required size="5"> 行</label>
                <label>应为 <input name="text" required></label>
                """),
            form(action, kind: "headline", button: "改标题", fields: "<label>标题 <input name=\"headline\" required></label>"),
            form(action, kind: "role", button: "标明", fields: """
                <label>第 <input name="line" type="number" min="\(lines.first)" max="\(lines.last)" required size="5"> 行是</label>
                <select name="part">\(LineRole.allCases.map { "<option value=\"\($0.rawValue)\">\(Self.name(of: $0))</option>" as HTML })</select>
                """),
            form(action, kind: "start", button: "分为两篇", fields: """
                <label>新的一篇从第 <input name="line" type="number" min="\(lines.first + 1)" max="\(lines.last)" required size="5"> 行开始</label>
                """),
            form(action, kind: "merge", button: "合为一篇", fields: "<label>与编号 <input name=\"other\" required> 的文章是同一篇</label>"),
        ]
        let undo: [HTML] = corrections.map { note in
            let target = "undo:\(note.number)"
            return """
            <form method="post" action="/corrections/\(note.number)/undo" class="undo">
            <input type="hidden" name="csrf" value="\(session.formValue(for: target))">
            <button type="submit">撤销更正 \(note.number)</button>
            </form>
            """
        }
        return """
        <section class="edit" aria-label="更正本文">
        <h2>更正本文 <small class="muted">第 \(lines.first)–\(lines.last) 行；更正记入更正日志，可撤销</small></h2>
        \(forms)
        \(undo)
        </section>
        """
    }

    private func form(_ action: String, kind: String, button: String, fields: HTML) -> HTML {
        """
        <form method="post" action="\(action)" class="correct">
        <input type="hidden" name="csrf" value="\(session.formValue(for: "article:\(record.id)"))">
        <input type="hidden" name="kind" value="\(kind)">
        \(fields)
        <label>署名 <input name="by" size="8"></label>
        <label>说明 <input name="note"></label>
        <button type="submit">\(button)</button>
        </form>
        """
    }

    static func name(of role: LineRole) -> String {
        switch role {
        case .headline: "主题（标题）"
        case .kicker: "引题"
        case .subtitle: "副题"
        case .byline: "署名"
        case .caption: "图片说明"
        case .furniture: "版面杂项（不属本文）"
        }
    }
}
