import Foundation

/// The parser's front door: bytes or text of one OCR'd file in, a structured `Page` out.
public enum PageParser {
    /// Raised whenever the same bytes come to parse differently (a date, an article's bounds), so
    /// that an index remembers which parser read each page and the next ingest reads again the
    /// pages an older one read. What each revision changed is in CHANGELOG.md.
    public static let revision: UInt64 = 221

    /// Parses already-decoded text of one page. `source`, the file's path or name when there is
    /// one: a page that prints no date is dated by a date in the file's name (`20230101-02.txt`)
    /// before any guess from its stories. The whole text is read as one page; `pages(text:source:)`
    /// reads a file that may hold several.
    public static func parse(text: String, source: String? = nil) -> Page {
        PageAssembler.assemble(LineReader.lines(of: text[...]), fileName: source)
    }

    /// Parses already-decoded text of one file into its pages: one for a page file, one per page
    /// for an issue file whose pages form feeds separate (`PageBreaks`), each parsed on its own
    /// and numbered by the file's lines; an inner page takes the date its front page prints
    /// unless it prints one itself (`IssuePages`).
    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    public static func pages(text: String, source: String? = nil) -> [Page] {
        guard let pieces = PageBreaks.pages(of: text) else { return [parse(text: text, source: source)] }
        return IssuePages.completed(pieces.map { piece in
            PageAssembler.assemble(LineReader.lines(of: piece.text, firstLine: piece.firstLine), fileName: source,
                                   numberedByFileName: false)
        })
    }

    /// Decodes `data` (see `PageDecoder`: text or a layout file) and parses it; `source` names the file in errors and
    /// may date the page (see `parse(text:source:)`).
    public static func parse(data: Data, source: String) throws(PageDecodingError) -> Page {
        parse(text: try PageDecoder.decode(data, source: source).text, source: source)
    }

    /// Reads, decodes and parses the file at `url` as one page.
    public static func parse(contentsOf url: URL) throws(PageReadError) -> Page {
        parse(text: try text(contentsOf: url), source: url.path)
    }

    /// Reads, decodes and parses the file at `url` into its pages (see `pages(text:source:)`).
    public static func pages(contentsOf url: URL) throws(PageReadError) -> [Page] {
        pages(text: try text(contentsOf: url), source: url.path)
    }

    /// The decoded text of the file at `url`.
    package static func text(contentsOf url: URL) throws(PageReadError) -> String {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            throw .notRegularFile(path: url.path)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw .unreadable(path: url.path, reason: readFailureReason(error))
        }
        do {
            return try PageDecoder.decode(data, source: url.path).text
        } catch {
            throw .decoding(error)
        }
    }

    private static func readFailureReason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let posix = POSIXErrorCode(rawValue: Int32(underlying.code)), underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(posix.rawValue))
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError: return "permission denied"
        default: return nsError.localizedDescription
        }
    }
}
