import LLRBIndex

/// The forms of `llrb serve --edit` on an article's page (docs/SERVE.md, "Edit mode"): a
/// span of text, a whole line, the headline, what a line is, where a story starts, two stories
/// that are one; each posts to `/article/ID/correct` with a form value of its own, and each
/// correction the page lists gets an undo button, and one the page only counts (an article
/// corrected more often than a page lists) is undone by its number. A form about a line lists the
/// article's printed lines to pick from, since the page shows paragraphs, not the page file's
/// line numbers a correction is anchored to. A form that was refused comes back filled in as
/// it was sent (`RefusedForm`).
struct ArticleEditForms {
    let record: ArticleRecord
    let corrections: ArraySlice<CorrectionNote>
    /// How many corrections hold in the article besides those listed.
    let earlier: Int
    let session: EditSession
    /// The form just refused, to fill in again; nil after a GET.
    let refused: RefusedForm?
    /// The article's lines as its page file prints them now (`PageReading.printedLines`),
    /// blank ones left out: a correction refuses them.
    let printed: [(number: Int, text: String)]
    /// The characters of a line a picker shows: two lines of a column, the start of a paragraph.
    static let shownCharacters = 40

    init(record: ArticleRecord, corrections: (notes: ArraySlice<CorrectionNote>, earlier: Int), session: EditSession, refused: RefusedForm?) {
        self.record = record
        (self.corrections, earlier) = corrections
        self.session = session
        self.refused = refused
        printed = record.printedLines
    }

    var html: HTML {
        let lines = record.article.lines
        let action = "/article/\(WebLink.encoded(record.id))/correct"
        let forms: [HTML] = [
            form(action, kind: "replace", button: "改字", fields: """
                <label>原文 <input name="old" required\(value("old", "replace"))></label>
                <label>改为 <input name="new"\(value("new", "replace"))></label>
                <label>第几处 <input name="occurrence" type="number" min="1" size="3"\(value("occurrence", "replace"))></label>
                <label><input type="checkbox" name="all" value="1"\(refused?.checked("all", in: "replace"))> 全部</label>
                """),
            form(action, kind: "line", button: "改整行", fields: """
                <label>这一行 \(linePicker(from: lines.first, in: "line"))</label>
                <label>应为 <input name="text" required\(value("text", "line"))></label>
                """),
            form(action, kind: "headline", button: "改标题", fields: "<label>标题 <input name=\"headline\" required\(value("headline", "headline"))></label>"),
            form(action, kind: "role", button: "标明", fields: """
                <label>这一行 \(linePicker(from: lines.first, in: "role"))</label> 是
                <select name="part">\(LineRole.allCases.map { role in
                    "<option value=\"\(role.rawValue)\"\(refused?.selected("part", role.rawValue, in: "role"))>\(Self.name(of: role))</option>" as HTML
                })</select>
                """),
            form(action, kind: "start", button: "分为两篇", fields: """
                <label>新的一篇从这一行开始 \(linePicker(from: lines.first + 1, in: "start"))</label>
                """),
            form(action, kind: "merge", button: "合为一篇", fields: "<label>与编号 <input name=\"other\" required\(value("other", "merge"))> 的文章是同一篇</label>"),
        ]
        let undoEarlier: HTML = earlier == 0 ? .empty
            : form(action, kind: "undo", button: "撤销", fields: "<label>撤销更正编号 <input name=\"number\" type=\"number\" min=\"1\" required\(value("number", "undo"))></label>")
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
        \(againstScan(action))
        \(forms)
        \(undo)
        \(undoEarlier)
        </section>
        """
    }

    /// Each printed line of the article that has a box on its page's scan, its image (that box
    /// of the one image, cut by the SVG's view box, at the scan's own size or narrower) beside its
    /// text, in a form that corrects it where it stands: retyped, given its role, or made the
    /// start of a story, each by a button of its own. The forms share one form value: a page
    /// sends one of them.
    private func againstScan(_ action: String) -> HTML {
        guard let region = record.region, !region.boxes.isEmpty else { return .empty }
        let boxes = Dictionary(region.boxes.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        let value = session.formValue(for: "article:\(record.id)")
        let roles: [HTML] = LineRole.allCases.map { "<option value=\"\($0.rawValue)\">\(Self.name(of: $0))</option>" }
        let rows: [HTML] = printed.compactMap { line in
            guard let box = boxes[line.number] else { return nil }
            return """
            <li id="edit-line-\(line.number)">
            <svg class="crop" viewBox="\(box.x) \(box.y) \(box.width) \(box.height)" width="\(box.width)" height="\(box.height)" \
            role="img" aria-label="第\(line.number)行的原版">\
            <image href="\(WebLink.scan(record.id))" width="\(region.width)" height="\(region.height)"/></svg>
            <form method="post" action="\(action)">
            <input type="hidden" name="csrf" value="\(value)"><input type="hidden" name="line" value="\(line.number)">
            <span class="muted">\(line.number)</span>
            <input name="text" value="\(line.text)" aria-label="第\(line.number)行应为">
            <button type="submit" name="kind" value="line">按原版改这一行</button>
            <select name="part" aria-label="第\(line.number)行是"><option value="">（这一行是什么）</option>\(roles)</select>
            <button type="submit" name="kind" value="role">标明</button>
            <button type="submit" name="kind" value="start">新的一篇从这一行开始</button>
            </form></li>
            """
        }
        return """
        <h3>对照原版逐行更正</h3>
        <ul class="printed">\(rows.joined(separator: "\n"))</ul>
        """
    }

    /// The article's printed lines from line `first` on, each shown with its number and its
    /// text's start (a page printed a paragraph to a line would make the list as wide as the
    /// paragraphs) and sent as its number; none is chosen until the reader picks one.
    private func linePicker(from first: Int, in kind: String) -> HTML {
        let options: [HTML] = printed.filter { $0.number >= first }.map { line in
            let shown = line.text.count > Self.shownCharacters ? line.text.prefix(Self.shownCharacters) + "…" : line.text
            return "<option value=\"\(line.number)\"\(refused?.selected("line", String(line.number), in: kind))>\(line.number)　\(shown)</option>"
        }
        return "<select name=\"line\" required><option value=\"\">选择一行</option>\(options)</select>"
    }

    /// A form of the article's; the refused one is the target of the page's `#refused` link.
    private func form(_ action: String, kind: String, button: String, fields: HTML) -> HTML {
        let anchor: HTML = refused?.kind == kind ? " id=\"refused\"" : .empty
        return """
        <form method="post" action="\(action)" class="correct"\(anchor)>
        <input type="hidden" name="csrf" value="\(session.formValue(for: "article:\(record.id)"))">
        <input type="hidden" name="kind" value="\(kind)">
        \(fields)
        <label>署名 <input name="by" size="8"\(value("by", kind))></label>
        <label>说明 <input name="note"\(value("note", kind))></label>
        <button type="submit">\(button)</button>
        </form>
        """
    }

    /// The refused form's value for its field `name`, when `kind` is that form.
    private func value(_ name: String, _ kind: String) -> HTML {
        refused?.value(name, in: kind) ?? .empty
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
