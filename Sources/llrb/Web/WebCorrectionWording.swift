import LLRBIndex

/// A correction's refusal and change for the web reader's edit mode: in Chinese, as its pages
/// are, naming the form's fields rather than `llrb correct`'s options, and never the server's
/// paths (those stay with the terminal).
enum WebCorrectionWording {
    static func message(for refusal: CorrectionRefusal) -> String {
        switch refusal {
        case .pageUnreadable:
            "读不出这篇文章所在的版面文件，无法更正；请管理者把文件放回建立索引时的位置"
        case .pageChanged:
            "这一版的文件在建立索引之后改动过；请管理者重新导入后，再按现在的文字更正"
        case .notOnPage(let article):
            "按已有的更正，版面上已没有 \(article) 这篇文章；请看更正日志"
        case .doesNotHold(_, let change, _):
            "这项更正（\(summary(of: change))）在现在的版面上不起作用；请核对行号"
        case .textMissing(let old, _):
            "本文中没有“\(old)”；请从上面的正文中照原样复制"
        case .fewerOccurrences(let old, _, let found, let asked):
            "“\(old)”在本文中只出现 \(found) 处，没有第 \(asked) 处"
        case .severalOccurrences(let old, _, let places):
            "“\(old)”在本文中出现 \(places.count) 处："
                + places.enumerated().map { "\($0.offset + 1). 第\($0.element.lines.first)行 \($0.element.context)" }.joined(separator: "；")
                + "。请在“第几处”填写要改的一处，或勾选“全部”"
        case .notToldApart(let old):
            "“\(old)”在这一版上分辨不出是哪一处；请用“改整行”更正整行"
        case .lineMissing(let line, _):
            "第 \(line) 行是空行，或超出了这一版的行数"
        case .lineOutside(let line, _, let lines):
            "第 \(line) 行不在本文中；本文是第 \(lines.first)–\(lines.last) 行"
        case .startsThere(_, let line, let lines):
            lines.last > lines.first ? "本文就从第 \(line) 行开始；请填写本文中间的一行（第 \(lines.first + 1)–\(lines.last) 行）"
                : "本文只有第 \(line) 行一行，不能再分为两篇"
        case .lineUnchanged(let line, _):
            "第 \(line) 行原本就是这样；请填写这一行应有的文字"
        case .emptyHeadline:
            "请填写标题"
        case .mergeWithItself:
            "请填写另一篇文章的编号，不是本文的"
        case .mergeAcrossPages(let other, _):
            "\(other) 不在本文这一版上；只能合并同一版上的文章"
        case .noCorrection(let number, _):
            "更正日志中没有第 \(number) 条更正"
        case .undoOfUndo(let number):
            "第 \(number) 条本身是一次撤销；要恢复它撤销的内容，请重新更正"
        case .alreadyUndone(let number):
            "第 \(number) 条更正已经撤销"
        case .notOfArticle(let number, _):
            "第 \(number) 条更正不是对本文的更正；只能在这里撤销本文的更正"
        case .tooLong(let bytes, let limit):
            "这项更正太长（\(bytes) 字节，一条更正最多 \(limit) 字节）；请缩短文字或说明，或分几次更正"
        case .notFollowed:
            "索引所依据的更正日志不在原处（被移走、替换或截短），这项更正没有保存；请告知管理者"
        case .journal:
            "更正日志暂时写不进去（磁盘或权限的问题）；请稍后再试，或告知管理者"
        }
    }

    /// `已保存更正 3。`, `已撤销更正 3；正在运行的导入发布后即可检索。`
    static func notice(_ notice: EditNotice) -> String {
        let done = switch notice.action {
        case .corrected: "已保存更正 \(notice.number)"
        case .undone: "已撤销更正 \(notice.number)"
        }
        return done + (notice.isPending ? "；正在运行的导入发布后即可检索。" : "。")
    }

    /// What a correction changes, in a few words: `复工复严 → 复工复产（全部）`.
    static func summary(of change: CorrectionChange) -> String {
        switch change {
        case .text(let text):
            let which = switch text.occurrence {
            case .all: "（全部）"
            case .nth(let number): number > 1 ? "（第\(number)处）" : ""
            }
            return (text.isWholeLine ? "整行：" : "") + "\(text.old) → \(text.new)" + which
        case .headline(let old, let new):
            return old.isEmpty ? "标题：\(new)" : "标题：\(old) → \(new)"
        case .role(let role, let text, _):
            return "这一行是\(ArticleEditForms.name(of: role))：\(CorrectionChange.short(text))"
        case .storyStart(let text, _):
            return "另一篇从这一行开始：\(CorrectionChange.short(text))"
        case .merge(let other):
            return "与 \(other.article) 合为一篇"
        case .undo(let number):
            return "撤销第 \(number) 条更正"
        }
    }

    /// `3. 复工复严 → 复工复产（李明，2026-11-27：OCR 误识）`.
    static func line(of note: CorrectionNote) -> String {
        let about = [note.by, String(note.date.prefix(10))].compactMap { $0 }.joined(separator: "，") + (note.note.map { "：\($0)" } ?? "")
        return CorrectionNote.clipped("\(note.number). \(summary(of: note.made))（\(about)）")
    }
}
