extension LineContext {
    /// `地址：吕梁市离石区滨河北西路 电话：0358-8227878`, `本报民生热线：0358-8227123` under the last
    /// story, with only the footer, noise or blank lines after them: the paper's contacts, set
    /// aside with the footer. Read alone they looked like headlines, and a headline at the
    /// page's foot became a story of one line.
    static func markContactsAtFoot(_ lines: [Line], _ kinds: inout Labelling) {
        for index in lines.indices.reversed() {
            switch kinds[index] {
            case .blank, .noise, .footer, .masthead:
                continue
            case .headline, .body, .rubric:
                guard ContactFields.isContactsOnly(lines[index]) else { return }
                kinds[index] = .footer
            default:
                return
            }
        }
    }
}
