extension LineContext {
    /// `招 标 公 告` / `项目名称：吕梁市城区背街小巷改造提升工程` / `招标编号：LLZB-2025-0618`: under a
    /// notice's title, its fields look like headlines (short, no comma, no full stop) but are its
    /// text. Only unmarked lines the line rules took for headlines are read, and only inside a
    /// notice: elsewhere a label and a colon head stories (`出行方式：绿色低碳成新风尚`).
    static func demoteNoticeFields(_ lines: [Line], _ kinds: inout Labelling) {
        var inNotice = false
        for index in lines.indices where !kinds[index].isBlank {
            let line = lines[index]
            // A story's lead or writer after the notice opens another story.
            if kinds[index] == .lead || kinds[index] == .byline { inNotice = false }
            guard kinds[index] == .headline else { continue }
            if NoticeWording.titlesNotice(line) || NoticeWording.isTitleAlone(line) || NoticeWording.isLetterSpacedTitle(line) {
                inNotice = true
            } else if inNotice, line.headingLevel == 0, NoticeWording.opensWithField(line) {
                kinds[index] = .body
            } else {
                inNotice = false
            }
        }
    }
}
