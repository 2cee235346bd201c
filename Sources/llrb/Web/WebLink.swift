import LLRBIndex

/// The reader's URLs, built in one place so that every view has one permalink and every text
/// put into a URL is percent-encoded (an id or a query can hold `/`, `?`, `#` or `&`).
enum WebLink {
    static let home = "/"
    static let browse = "/browse"
    static let stats = "/stats"
    static let help = "/help"
    static let undated = "/undated"
    static let api = "/api"
    static let people = "/people"
    static let offices = "/offices"

    /// One person's articles (`llrb people NAME`).
    static func person(_ name: String) -> String {
        people + "/" + encoded(name)
    }

    static func year(_ year: Int) -> String {
        "/browse/\(year)"
    }

    /// An article; reached from a search, with its query and fuzziness to mark the matches.
    static func article(_ id: String, from form: SearchForm? = nil) -> String {
        "/article/" + encoded(id)
            + queryString([("q", form?.query), ("fuzzy", form.flatMap { $0.fuzziness == 0 ? nil : String($0.fuzziness) })])
    }

    /// The scan of the page the article `id` was printed on (`ScanFile`).
    static func scan(_ id: String) -> String {
        "/scan/" + encoded(id)
    }

    static func citation(_ id: String, format: CitationDownload) -> String {
        "/article/" + encoded(id) + "/" + format.fileName
    }

    static func issue(_ entry: IssueEntry) -> String {
        if let number = entry.issueNumber { return issue(number: number) }
        if let date = entry.date { return "/date/" + date }
        return undated
    }

    static func issue(number: Int) -> String {
        "/issue/\(number)"
    }

    static func search(_ form: SearchForm) -> String {
        "/search" + queryString(form.parameters)
    }

    /// `?name=value&…` for the parameters that have a value; empty when none has.
    static func queryString(_ parameters: [(String, String?)]) -> String {
        let given = parameters.compactMap { name, value in value.flatMap { $0.isEmpty ? nil : name + "=" + encoded($0) } }
        return given.isEmpty ? "" : "?" + given.joined(separator: "&")
    }

    /// Percent-encoding of everything but RFC 3986's unreserved characters, as UTF-8.
    static func encoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                encoded += "%"
                encoded.unicodeScalars.append(digits[Int(byte >> 4)])
                encoded.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return encoded
    }
}

/// The citation files an article page offers for download.
enum CitationDownload: CaseIterable {
    case bibtex
    case cslJSON

    var fileName: String {
        switch self {
        case .bibtex: "cite.bib"
        case .cslJSON: "cite.json"
        }
    }

    var contentType: String {
        switch self {
        case .bibtex: "application/x-bibtex; charset=utf-8"
        case .cslJSON: "application/vnd.citationstyles.csl+json; charset=utf-8"
        }
    }

    var label: String {
        switch self {
        case .bibtex: "BibTeX"
        case .cslJSON: "CSL-JSON"
        }
    }
}

/// Paths of the server's files as pages show them.
enum WebPath {
    /// The last component of a source path: which page file, without where the server keeps it.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
