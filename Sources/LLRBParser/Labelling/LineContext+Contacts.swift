extension LineContext {
    /// `地址：吕梁市离石区滨河北西路 电话：0358-8227878`, `本报民生热线：0358-8227123` under the last
    /// story, with only the footer, noise or blank lines after them: the paper's contacts, set
    /// aside with the footer. Read alone they looked like headlines, and a headline at the
    /// page's foot became a story of one line. A story may end in its own contacts
    /// (`举报电话：…` under a notice), so the line must name the paper's own desk (`本报…热线`,
    /// `新闻热线`, `投稿邮箱`), or give an address beside the footer's rows.
    static func markContactsAtFoot(_ lines: [Line], _ kinds: inout Labelling) {
        var besideFooter = false
        for index in lines.indices.reversed() {
            switch kinds[index] {
            case .blank, .noise, .masthead:
                continue
            case .footer:
                besideFooter = true
            case .headline, .body, .rubric:
                let line = lines[index]
                let footerAbove = lines.indices[..<index].last { !kinds[$0].isBlank }.map { kinds[$0] == .footer } == true
                guard ContactFields.isContactsOnly(line),
                      ContactFields.namesPapersDesk(line) || (besideFooter || footerAbove) && line.text.beginsWith("地址")
                else { return }
                kinds[index] = .footer
                besideFooter = true
            default:
                return
            }
        }
    }

    /// `联系电话：0358-5550168` under a notice, `咨询电话：…` under a story: a line of contacts alone
    /// is the text it invites calls for, never a headline however short it is (at a page's foot
    /// it had headed no story, and voted for headlines under their stories).
    static func readContactLines(_ lines: [Line], _ kinds: inout Labelling) {
        // Only a line with a phone's or a mailbox's character is read field by field: most
        // headline lines have neither.
        for index in lines.indices where kinds[index] == .headline && !lines[index].cues.isDisjoint(with: contactCues)
            && ContactFields.isContactsOnly(lines[index], invitations: true) {
            kinds[index] = .body
        }
    }

    /// 话 (电话), 邮 (邮箱), 箱 (信箱), `@`: what a line of a notice's contacts holds.
    private static let contactCues: Cues = [.hua, .you, .xiang, .at]
}
