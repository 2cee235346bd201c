import Foundation
import LLRBEngine
import LLRBHTTP
import LLRBIndex
import LLRBParser
import LLRBViews

/// The web reader: a request in, a page out. Only the routes below exist; anything else,
/// `..` and encoded traversals included, is a 404, and one route alone reads a file: a page's
/// scan, the image an ingest found beside the page file and measured (`ScanFile`), named by an
/// article of its page, never by a path. Pages come from the index, assets from the binary. Every page is a permalink, and `/api/…` answers with the
/// JSON the CLI's `--json` prints.
struct WebReader: Sendable {
    let shelf: ArchiveShelf
    let cache = PageCache()
    /// The readers' corrections, listed on the articles they hold in.
    let journal: CorrectionJournal
    /// The writes of `serve --edit`; nil when the reader is read-only (the default).
    let editing: WebEditing?
    /// Where a failure's details go (the terminal that started the server): a page tells a
    /// visitor only that the index cannot be read, never its paths.
    let report: @Sendable (String) -> Void

    /// The frame of every page, whose footer says whether corrections are taken.
    var layout: PageLayout {
        PageLayout(isEditable: editing != nil)
    }

    /// Headers for every response: the pages load only their own stylesheet, script and icon,
    /// send no referrer to other sites and cannot be framed. In edit mode a page's own forms
    /// send their origin (`same-origin`: under `no-referrer` a browser sends `Origin: null`,
    /// which the edit mode refuses).
    static func securityHeaders(editing: Bool) -> [(name: String, value: String)] {
        [
            ("Content-Security-Policy", "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; "
                + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", editing ? "same-origin" : "no-referrer"),
            ("X-Frame-Options", "DENY"),
        ]
    }

    /// The page for `request`: from the cache when this publication of the index has already
    /// answered its URL, else built (and kept when it is a page that was found).
    func respond(to request: HTTPRequest) -> HTTPResponse {
        if let asset = asset(request) { return asset }
        // A scan is megabytes, read from its file each time: never kept by the page cache.
        if let id = Self.scanID(request) { return build(request) { try scan(of: id, request: request) } }
        if let editing {
            if request.method == "POST" {
                switch editing.respond(to: request, shelf: shelf, report: report) {
                case .page(let response)?: return response
                case .refused(let form)?: return unkept(build(request) { try article(form.article, request: request, refused: form) })
                case nil: return notFound()
                }
            }
            if let signedIn = editing.session.signIn(request) { return signedIn }
        }
        if isEditable(request) { return unkept(build(request) { try route(request) }) }
        guard let key = PageCache.key(for: request) else { return build(request) { try route(request) } }
        let version = IndexVersion.current(atPath: shelf.path)
        if let kept = cache.page(for: key, version: version) { return kept }
        let response = build(request) { try route(request) }
        if response.status == .ok { cache.keep(response, for: key, version: version) }
        return response
    }

    /// What can be answered without a worker (the server's quick lane, on its event loop): a
    /// compiled-in asset, or a page the current index has already answered. A look-up and a
    /// `stat` of the manifest, never a search, so that readers get these while every worker is
    /// busy with a long search.
    func quickAnswer(to request: HTTPRequest) -> HTTPResponse? {
        if let asset = asset(request) { return asset }
        guard !isEditable(request), let key = PageCache.key(for: request) else { return nil }
        return cache.page(for: key, version: IndexVersion.current(atPath: shelf.path))
    }

    /// `response` marked for no cache to keep: a page whose forms carry values good once.
    private func unkept(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        response.headers.append(("Cache-Control", "no-store"))
        return response
    }

    /// An article's page in edit mode, never kept: its forms carry values good once.
    private func isEditable(_ request: HTTPRequest) -> Bool {
        editing != nil && request.path.hasPrefix("/article/")
    }

    private func asset(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.path.hasPrefix("/assets/"), let asset = WebAsset.named(request.path) else { return nil }
        return HTTPResponse(status: .ok, headers: [("Content-Type", asset.contentType), ("Cache-Control", "no-cache")],
                            body: asset.bytes).withETag(asset.etag)
    }

    /// The page `make` gives for `request`, or the page that says why it cannot be given.
    private func build(_ request: HTTPRequest, _ make: () throws -> HTTPResponse) -> HTTPResponse {
        do {
            return try make()
        } catch let error as WebInputError {
            if request.path == WebLink.api || request.path.hasPrefix(WebLink.api + "/") {
                return WebAPI.error(error.message, status: .badRequest)
            }
            let link: HTML = error.link.map { "<p><a href=\"\($0.href)\">\($0.text)</a></p>" } ?? .empty
            return page(title: "请求有误", main: "<h1>请求有误</h1><p class=\"error\">\(error.message)</p>\(link)", status: .badRequest,
                        query: request.queryValue("q") ?? "")
        } catch {
            report("\(request.method) \(request.path): \(ErrorWording.message(for: error))")
            if request.path == WebLink.api || request.path.hasPrefix(WebLink.api + "/") {
                return WebAPI.error("the index cannot be read now; try again later", status: .serviceUnavailable)
            }
            return page(title: "索引无法读取", main: """
            <h1>索引无法读取</h1><p class="error">\(WebIndexErrorWording.reason(for: error))</p>
            <p>管理者可在运行本服务的终端看到详情，并可运行 <code>llrb check</code>。</p>
            """, status: .serviceUnavailable)
        }
    }

    private func route(_ request: HTTPRequest) throws -> HTTPResponse {
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        if request.path.hasPrefix("/api/") || request.path == "/api" {
            return try WebAPI(shelf: shelf).respond(to: Array(segments.dropFirst()), request: request)
        }
        let name = segments.first ?? "", rest = Array(segments.dropFirst())
        switch (name, rest.count) {
        case ("", 0):
            return try home()
        case ("search", 0):
            let form = try SearchForm(value: request.queryValue)
            return try SearchPage(form: form, layout: layout).render(in: shelf)
        case ("article", 1):
            return try article(rest[0], request: request)
        case ("article", 2):
            guard let format = CitationDownload.allCases.first(where: { $0.fileName == rest[1] }) else { return notFound() }
            return try citation(rest[0], format: format)
        case ("issue", 1):
            guard let number = Int(rest[0]), number > 0 else { return notFound() }
            return try issue { $0.issue(number: number).map { [$0] } ?? [] }
        case ("date", 1):
            let date = rest[0]
            guard GregorianDate(iso8601: date) != nil else { return notFound() }
            return try issue { $0.issues(dated: date) }
        case ("undated", 0):
            return try issue { $0.issues.filter(\.isUndated) }
        case ("browse", 0):
            return try shelf.read { _, source in
                page(title: "浏览", main: "<h1>浏览</h1>\n" + BrowsePage.years(try source.catalog()))
            }
        case ("browse", 1):
            return try shelf.read { _, source in
                guard let number = Int(rest[0]), let main = BrowsePage.year(number, in: try source.catalog()) else { return notFound() }
                return page(title: "\(number) 年", main: main)
            }
        case ("stats", 0):
            return try shelf.read { index, _ in page(title: "统计", main: StatsPage.html(try IndexFigures(of: index))) }
        case ("people", 0):
            return try shelf.read { index, _ in
                let order = try ListingOrder(request: request)
                let (people, unread) = try index.people()
                return page(title: "人物", main: PeoplePages.people(people, unread: unread, order: order))
            }
        case ("people", 1):
            return try shelf.read { index, _ in
                let (articles, unread) = try index.mentions(of: rest[0])
                guard !articles.isEmpty else { return notFound() }
                return page(title: rest[0], main: PeoplePages.person(rest[0], articles: articles, unread: unread))
            }
        case ("offices", 0):
            return try shelf.read { index, _ in
                let (title, place) = PeoplePages.filters(of: request)
                // A place not of 吕梁 is refused before the archive is walked.
                if let place, !Office.isPlace(named: place) {
                    return page(title: "职务", main: PeoplePages.offices([], unread: 0, title: title, place: place), status: .badRequest)
                }
                let (offices, unread) = try index.offices(title: title, place: place)
                return page(title: "职务", main: PeoplePages.offices(offices, unread: unread, title: title, place: place))
            }
        case ("help", 0):
            return page(title: "帮助", main: HelpPage.html)
        default:
            return notFound()
        }
    }

    private func home() throws -> HTTPResponse {
        try shelf.read { index, source in
            let catalog = try source.catalog()
            let dated = catalog.issues.filter { $0.date != nil }
            let span: HTML = dated.first.map { first in
                " · \(first.date ?? "") 至 \(dated.last?.date ?? "")"
            } ?? .empty
            let main: HTML = """
            <h1>吕梁日报 档案检索</h1>
            <p class="muted">\(catalog.issues.filter { !$0.isUndated }.count) 期 · \(index.articleCount) 篇文章\(span)</p>
            \(SearchPage.formHTML(SearchForm()))
            \(BrowsePage.years(catalog))
            """
            return .html(layout.document(title: "首页", showsQuickSearch: false, main: main).markup)
        }
    }

    /// `refused`: a correction form of the article's just refused, shown again filled in, the
    /// page answering with the refusal's status.
    private func article(_ id: String, request: HTTPRequest, refused: RefusedForm? = nil) throws -> HTTPResponse {
        // The search it came from only marks the article: a form that cannot be read marks nothing.
        let form = request.queryValue("q").flatMap { _ in try? SearchForm(value: request.queryValue) }
        return try shelf.read { index, source in
            guard case (let record, var shown)? = try ArticleJSON.reading(id, in: index, pages: { try source.catalog().pages }) else {
                // An id a correction joined into another story leads to that story.
                if let corrections = try? journal.read(), !corrections.corrections.isEmpty,
                   let (now, _) = CorrectionReview(corrections, locate: MovedPages.locator(index)).redirect(id) {
                    return .redirect(to: WebLink.article(now), status: .found)
                }
                return notFound(article: id)
            }
            shown.listCorrections(of: record, in: index, journal: journal)
            let forms = editing.flatMap { editing in
                editing.session.isSignedIn(request)
                    ? ArticleEditForms(record: record, corrections: shown.listedCorrections, session: editing.session, refused: refused).html : nil
            }
            let article = ArticlePage(record: record, shown: shown, issue: try source.catalog().issue(holding: record), form: form,
                                      notice: editing?.session.notice(for: request).map(WebCorrectionWording.notice),
                                      refusal: refused?.reason, editing: forms,
                                      correctionsUnlisted: try index.indexedFile(at: record.file)?.edits ?? 0 != 0
                                          && (try? index.standing(of: journal))?.isFollowed == false)
            return page(title: article.title, main: article.html, status: refused?.status ?? .ok, query: form?.query ?? "")
        }
    }

    private func citation(_ id: String, format: CitationDownload) throws -> HTTPResponse {
        try shelf.read { index, _ in
            guard let record = try index.record(id: id) else { return notFound(article: id) }
            let text = switch format {
            case .bibtex: CitationFormatter.bibtex(record) + "\n"
            case .cslJSON: try JSONTreeEncoder.encode([CitationFormatter.csl(record)]).rendered + "\n"
            }
            let name = WebLink.encoded(record.id) + "." + (format == .bibtex ? "bib" : "json")
            return HTTPResponse(status: .ok, headers: [("Content-Type", format.contentType),
                                                       ("Content-Disposition", "attachment; filename=\"\(name)\"")],
                                body: Array(text.utf8))
        }
    }

    /// The article id of a `/scan/ID` request.
    private static func scanID(_ request: HTTPRequest) -> String? {
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count == 3, segments[1] == "scan", !segments[2].isEmpty else { return nil }
        return String(segments[2])
    }

    /// What brings a page's scan up to date: an ingest reads a page again when an image beside
    /// it with its stem came, changed or went (`ScanStamps`), but not one its ALTO names otherwise.
    private static let scanRemedy = "run llrb ingest again on its folder (touch the page file first when the image is one its ALTO or hOCR names under another name)"

    /// `/scan/ID`: the scan of the page article `ID` was printed on, with its media type,
    /// streamed from its file (the server holds a chunk of it at a time), as long as it is the
    /// image the ingest measured; a 404 that says why otherwise. Its `ETag` names the file's
    /// version, so a client's copy is answered with 304 and nothing of the file is sent.
    private func scan(of id: String, request: HTTPRequest) throws -> HTTPResponse {
        try shelf.read { index, _ in
            guard let record = try index.record(id: id), let scan = record.page.scan else {
                return .text("没有这幅扫描图：档案中没有这个编号的文章，或它所在的版面旁没有扫描图。\n", status: .notFound)
            }
            switch ScanFile.open(scan, ofPageAt: record.file) {
            case .success(let file):
                return HTTPResponse(status: .ok, headers: [("Content-Type", file.format.mediaType), ("Cache-Control", "no-cache")],
                                    file: ResponseFile(descriptor: file.descriptor, length: file.length)).withETag(file.tag)
            case .failure(let problem):
                let why = problem == .missing ? "the scan is no longer beside its page" : "the scan is no longer the image the index measured"
                report("\(request.method) \(request.path): \(why) (\(scan.file)); \(Self.scanRemedy)")
                let said = problem == .missing ? "扫描图已不在版面文件旁" : "扫描图已不是建立索引时的那幅"
                return .text("没有这幅扫描图：\(said)；请告知管理者重新运行 llrb ingest。\n", status: .notFound)
            }
        }
    }

    /// The issue (or issues) `choose` picks from the catalog: one as a page, several (a date
    /// that two unnumbered issues share) one after the other.
    private func issue(_ choose: (ArchiveCatalog) -> [IssueEntry]) throws -> HTTPResponse {
        try shelf.read { index, source in
            let catalog = try source.catalog()
            let chosen = choose(catalog)
            guard !chosen.isEmpty else { return notFound() }
            let records = try catalog.records(of: chosen, in: index)
            let pages = chosen.map { entry in
                IssuePage(issue: entry, articles: IssueCatalog.articles(of: entry, among: records), neighbours: catalog.neighbours(of: entry))
            }
            return page(title: pages[0].title, main: pages.map(\.html).joined(separator: "<hr>"))
        }
    }

    private func page(title: String, main: HTML, status: HTTPStatus = .ok, query: String = "") -> HTTPResponse {
        .html(layout.document(title: title, query: query, main: main).markup, status: status)
    }

    private func notFound(article id: String? = nil) -> HTTPResponse {
        let detail: HTML = id.map { _ in "<p>索引中没有这个编号的文章（版面文字改动后编号会变）；请重新检索。</p>" } ?? "<p>没有这个页面。</p>"
        return page(title: "未找到", main: "<h1>未找到</h1>\(detail)<p><a href=\"/\">回到首页</a></p>", status: .notFound)
    }
}
