extension LineContext {
    /// `项目名称：吕梁市城区背街小巷改造提升工程`, `招标编号：LLZB-2025-0618`: a notice's fields look
    /// like headlines (short, no comma, no full stop) but are its text. Read of the lines the
    /// line rules took for headlines only: a rule of its own among the line rules was asked of
    /// every line of every page.
    static func demoteNoticeFields(_ lines: [Line], _ kinds: inout Labelling) {
        for index in lines.indices where kinds[index] == .headline && NoticeWording.opensWithField(lines[index]) {
            kinds[index] = .body
        }
    }
}
