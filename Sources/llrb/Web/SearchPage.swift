import Dispatch
import LLRBEngine
import LLRBHTTP
import LLRBIndex
import LLRBViews

/// `/search?q=…`: the query box with every filter `llrb search` has, then the hits as
/// `search` prints them (headline and snippet with the matches marked, date, 第N期, bylines), the
/// total, the time taken, a chart of the hits over time, and pages of 20.
struct SearchPage {
    let form: SearchForm
    let layout: PageLayout

    func render(in shelf: ArchiveShelf) throws -> HTTPResponse {
        guard !form.query.isEmpty else {
            return .html(layout.document(title: "检索", showsQuickSearch: false, main: SearchPage.formHTML(form) + SearchPage.tips).markup)
        }
        let started = DispatchTime.now().uptimeNanoseconds
        var request = try form.readableRequest()
        return try shelf.read { index, _ in
            var notes: [HTML] = []
            if try FuzzyHint.searchesExactly(request, in: index) {
                notes.append("容错检索只适用于三个字以上的中文词组，本次按精确检索。")
            }
            let results = try SimplifiedFallback.search(&request, in: index, found: { $0.total > 0 }, rewritten: { rewrite in
                notes.append("档案中没有“\(rewrite.replaced.joined(separator: " "))”，已改按简体检索：\(rewrite.query)")
            }) { request in
                try FuzzyHint.search(request, in: index, total: \.total, more: { more in
                    var fuzzy = form
                    fuzzy.fuzziness = 1
                    fuzzy.page = 1
                    notes.append("另有 \(more) 篇文章印有误认一个字的形式：<a href=\"\(WebLink.search(fuzzy))\">容错检索</a>")
                }) { try index.search($0) }
            }
            let chart = results.total > 0 ? try chartHTML(request, in: index) : HTML.empty
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            var searched = form
            searched.query = request.query
            let main = SearchPage.formHTML(searched)
                + notes.map { "<p class=\"note\">\($0)</p>" }.joined(separator: "")
                + summary(results, elapsed: elapsed) + chart
                + hits(results, form: searched, marker: try? QueryMarker(request)) + pager(total: results.total)
            // A page past the last hit is not a page of this search: no cache keeps it.
            let status: HTTPStatus = results.total > 0 && results.hits.isEmpty ? .notFound : .ok
            return .html(layout.document(title: "检索：\(request.query)", showsQuickSearch: false, main: main).markup, status: status)
        }
    }

    /// `共 3 篇 · 第 1–3 篇 · 用时 2.4 毫秒`.
    private func summary(_ results: SearchResults, elapsed: Double) -> HTML {
        let shown: HTML = results.hits.isEmpty ? .empty
            : " · 第 \(results.hits[0].rank)–\(results.hits[results.hits.count - 1].rank) 篇"
        let time = String(Double(Int(elapsed * 10)) / 10)
        guard results.total > 0 else {
            return "<p class=\"summary\">没有找到文章 · 用时 \(time) 毫秒。可试试容错检索、去掉筛选条件，或换一个词。</p>"
        }
        let past: HTML = results.hits.isEmpty ? "；第 \(form.page) 页已在结果之外" : .empty
        return "<p class=\"summary\">共 <strong id=\"total\">\(results.total)</strong> 篇\(shown)\(past) · 用时 \(time) 毫秒</p>"
    }

    /// One timeline by month, summed by year when the hits span more than three years.
    private func chartHTML(_ request: SearchRequest, in index: ArchiveIndex) throws -> HTML {
        HitsChart(monthly: try index.timeline([request], by: .month), form: form).html
    }

    /// `marker`: the query as searched, which marks each headline where it matches, as the
    /// snippet's matches are marked.
    private func hits(_ results: SearchResults, form: SearchForm, marker: QueryMarker?) -> HTML {
        guard let first = results.hits.first else { return .empty }
        let items: [HTML] = results.hits.map { hit in
            var meta: [HTML] = ["\(hit.date ?? "日期不详")"]
            if let number = hit.issueNumber { meta.append("<a href=\"\(WebLink.issue(number: number))\">第\(number)期</a>") }
            if let page = hit.pageNumber { meta.append("第\(page)版") }
            if !hit.bylines.isEmpty { meta.append("\(BylineFormatter.format(hit.bylines))") }
            if hit.match == .fuzzy { meta.append("<span class=\"fuzzy\">容错命中</span>") }
            let others: [HTML] = hit.otherWords.map { word in
                "<p class=\"fuzzy\">“\(word)”是档案中常见的另一个词，未必是误印；排除它可在检索式中加上 -\(word)</p>"
            }
            return """
            <li><h3><a href="\(WebLink.article(hit.id, from: form))">\(SearchPage.markedTitle(of: hit, marker))</a></h3>
            <p class="meta">\(meta.joined(separator: " · "))</p>
            <p class="snippet">\(hit.field == .original ? "（原文，已经读者更正）" : "")\(MarkedText.html(hit.snippet))</p>\(others)</li>
            """
        }
        return "<ol class=\"hits\" start=\"\(first.rank)\">\n\(items.joined(separator: "\n"))\n</ol>"
    }

    /// A hit's headline with the query's matches in it marked; a stand-in for a missing one is not.
    private static func markedTitle(of hit: SearchHit, _ marker: QueryMarker?) -> HTML {
        guard let marker, !hit.headline.isEmpty else { return "\(title(of: hit))" }
        return MarkedText.html(hit.headline, matches: marker.matches(in: hit.headline, field: .headline))
    }

    /// A hit's headline; without one, a caption's hit is a photo, as the CLI names them.
    static func title(of hit: SearchHit) -> String {
        guard hit.headline.isEmpty else { return hit.headline }
        return hit.field == .caption ? "（图片）" : ArticleTitle.Labels.chinese.noHeadline
    }

    /// Links to the previous and next pages and to a few pages around this one.
    private func pager(total: Int) -> HTML {
        let pages = (total + SearchForm.pageSize - 1) / SearchForm.pageSize
        guard pages > 1 else { return .empty }
        var links: [HTML] = []
        // A page past the last (an old link, a hand-made URL) pages back from the last one.
        let current = min(form.page, pages)
        if form.page > 1 { links.append("<a rel=\"prev\" href=\"\(WebLink.search(form.onPage(current - (form.page > pages ? 0 : 1))))\">上一页</a>") }
        for number in max(1, current - 4)...min(pages, current + 4) {
            links.append(number == form.page ? "<span class=\"current\">\(number)</span>"
                                             : "<a href=\"\(WebLink.search(form.onPage(number)))\">\(number)</a>")
        }
        if form.page < pages { links.append("<a rel=\"next\" href=\"\(WebLink.search(form.onPage(form.page + 1)))\">下一页</a>") }
        return "<nav class=\"pager\" aria-label=\"分页\">\(links)</nav>"
    }

    /// The full form: the query and every filter, as given.
    static func formHTML(_ form: SearchForm) -> HTML {
        let sorts: [(SearchOrder, String)] = [(.relevance, "相关度"), (.oldest, "最早在前"), (.newest, "最新在前")]
        let sortOptions: [HTML] = sorts.map { order, label in
            "<option value=\"\(order.rawValue)\"\(form.sort == order ? HTML(" selected") : .empty)>\(label)</option>"
        }
        let fuzzyOptions: [HTML] = (0...SearchRequest.maximumFuzziness).map { edits in
            "<option value=\"\(edits)\"\(form.fuzziness == edits ? HTML(" selected") : .empty)>\(edits == 0 ? "精确" : "容错 \(edits) 字")</option>"
        }
        let placeOptions: [HTML] = [HTML("<option value=\"\">不限</option>")] + Place.all.map { place in
            "<option\(form.place == place.name ? HTML(" selected") : .empty)>\(place.name)</option>"
        }
        return """
        <form class="full" action="/search" method="get" role="search">
        <div class="searchline"><input type="search" name="q" value="\(form.query)" placeholder="例：复工复产" aria-label="检索式" autofocus>\
        <button type="submit">检索</button></div>
        <fieldset class="filters"><legend class="muted">筛选</legend>
        <label>起 <input type="text" name="from" value="\(form.from)" placeholder="例：2020-03" inputmode="numeric"></label>
        <label>止 <input type="text" name="to" value="\(form.to)" placeholder="例：2020-06" inputmode="numeric"></label>
        <label>期号 <input type="text" name="issue" value="\(form.issue)" placeholder="例：9895" inputmode="numeric"></label>
        <label>地区 <select name="place">\(placeOptions)</select></label>
        <label>排序 <select name="sort">\(sortOptions)</select></label>
        <label>OCR 容错 <select name="fuzzy">\(fuzzyOptions)</select></label>
        </fieldset>
        </form>
        """
    }

    private static let tips: HTML = """
    <section class="tips"><h2>检索说明</h2><ul>
    <li>词组按原文相邻的字匹配，OCR 断开的词（<code>复 工复产</code>）也能找到：<a href="/search?q=%E5%A4%8D%E5%B7%A5%E5%A4%8D%E4%BA%A7">复工复产</a></li>
    <li>多个词以空格分隔，须同时出现；<code>OR</code> 表示任一；<code>-疫情</code> 排除含该词的文章；<code>"脱贫攻坚"</code> 为一个词组</li>
    <li><code>headline:</code>、<code>byline:</code>、<code>caption:</code>、<code>body:</code> 限定字段，如 <code>byline:李雅萍</code></li>
    <li>“OCR 容错”也找出误认、多出或漏掉一个字的词组（如 复工复严 ≈ 复工复产）</li>
    </ul><p class="muted">详见 <a href="\(WebLink.help)">帮助</a>。</p></section>
    """
}
