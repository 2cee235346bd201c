import LLRBEngine
import LLRBParser

/// A page's date evidence in a record's binary form (docs/FORMAT.md, "Records"): per fact a
/// varint kind, then that kind's values. The kinds' numbers are the format's: a new kind takes
/// the next number, and none is ever reused.
extension ByteWriter {
    mutating func appendDateEvidence(_ evidence: [DateEvidence]) {
        appendVarint(evidence.count)
        for fact in evidence { appendFact(fact) }
    }

    private mutating func appendFact(_ fact: DateEvidence) {
        appendVarint(fact.kind.rawValue)
        switch fact {
        case let .mastheadDay(year, month, day): for number in [year, month, day] { appendSigned(number) }
        case let .mastheadMonth(year, month): appendSigned(year); appendSigned(month)
        case .lunarDate(let printed): appendText(printed)
        case .weekday(let weekday): appendSigned(weekday)
        case .footerDate(let date): appendText(date)
        case let .fileName(name, date): appendText(name); appendText(date)
        case .latestNewsLead(let lead): appendNewsLead(lead)
        case .storyYear(let year):
            appendSigned(year.year)
            appendSigned(year.line)
            appendPresence(year.reviewed, year.of != nil)
            if let lead = year.of { appendNewsLead(lead) }
        case let .noticeSigned(text, line): appendText(text); appendSigned(line)
        case .dayAfterNews: break
        case let .frontPage(issueNumber, mastheadLines, date):
            appendPresence(issueNumber != nil, mastheadLines != nil)
            if let issueNumber { appendSigned(issueNumber) }
            if let mastheadLines { appendLines(mastheadLines) }
            appendText(date)
        }
    }

    private mutating func appendNewsLead(_ lead: DateEvidence.NewsLead) {
        for number in [lead.month, lead.day, lead.line] { appendSigned(number) }
    }
}

extension ByteReader {
    mutating func readDateEvidence() throws(FormatError) -> [DateEvidence] {
        var evidence: [DateEvidence] = []
        for _ in 0..<(try readCount(atMost: remaining)) { evidence.append(try readFact()) }
        return evidence
    }

    private mutating func readFact() throws(FormatError) -> DateEvidence {
        let code = try readVarint()
        guard let kind = DateEvidenceKind(rawValue: code) else { throw FormatError("a stored page's date evidence has an unknown kind \(code)") }
        switch kind {
        case .mastheadDay: return .mastheadDay(year: try readSigned(), month: try readSigned(), day: try readSigned())
        case .mastheadMonth: return .mastheadMonth(year: try readSigned(), month: try readSigned())
        case .lunarDate: return .lunarDate(try readText())
        case .weekday: return .weekday(try readSigned())
        case .footerDate: return .footerDate(try readText())
        case .fileName: return .fileName(name: try readText(), date: try readText())
        case .latestNewsLead: return .latestNewsLead(try readNewsLead())
        case .storyYear:
            let year = try readSigned(), line = try readSigned(), present = try readPresence()
            let lead = try read(if: present[1]) { reader throws(FormatError) in try reader.readNewsLead() }
            return .storyYear(DateEvidence.StoryYear(year: year, line: line, reviewed: present[0], of: lead))
        case .noticeSigned: return .noticeSigned(text: try readText(), line: try readSigned())
        case .dayAfterNews: return .dayAfterNews
        case .frontPage:
            let present = try readPresence()
            let issueNumber = try read(if: present[0]) { reader throws(FormatError) in try reader.readSigned() }
            let lines = try read(if: present[1]) { reader throws(FormatError) in try reader.readLines() }
            return .frontPage(issueNumber: issueNumber, mastheadLines: lines, date: try readText())
        }
    }

    private mutating func readNewsLead() throws(FormatError) -> DateEvidence.NewsLead {
        DateEvidence.NewsLead(month: try readSigned(), day: try readSigned(), line: try readSigned())
    }
}

/// The stored number of each kind of fact.
private enum DateEvidenceKind: UInt64 {
    case mastheadDay, mastheadMonth, lunarDate, weekday, footerDate, fileName, latestNewsLead, storyYear, noticeSigned,
         dayAfterNews, frontPage
}

private extension DateEvidence {
    var kind: DateEvidenceKind {
        switch self {
        case .mastheadDay: .mastheadDay
        case .mastheadMonth: .mastheadMonth
        case .lunarDate: .lunarDate
        case .weekday: .weekday
        case .footerDate: .footerDate
        case .fileName: .fileName
        case .latestNewsLead: .latestNewsLead
        case .storyYear: .storyYear
        case .noticeSigned: .noticeSigned
        case .dayAfterNews: .dayAfterNews
        case .frontPage: .frontPage
        }
    }
}
