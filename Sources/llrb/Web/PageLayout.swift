/// The frame every page shares: the masthead bar with the search box and the links to
/// browse, statistics and help, and the footer that says whether the archive can be corrected
/// here; a page gives its title and main content.
struct PageLayout: Sendable {
    /// Whether the server takes corrections (`serve --edit`): every page's footer says so, not
    /// only an article's, since a reader who meets a correction wants to know where it came from.
    let isEditable: Bool

    /// `showsQuickSearch`: false on the pages that hold the full search form themselves.
    func document(title: String, query: String = "", showsQuickSearch: Bool = true, main: HTML) -> HTML {
        let quickSearch: HTML = showsQuickSearch ? """
        <form class="quick" action="/search" method="get" role="search">
        <input type="search" name="q" value="\(query)" placeholder="检索，如 复工复产" aria-label="检索词">
        <button type="submit">检索</button>
        </form>
        """ : .empty
        return """
        <!DOCTYPE html>
        <html lang="zh-CN">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title) — 吕梁日报 · llrb</title>
        <link rel="stylesheet" href="\(WebAsset.stylesheet.path)">
        <link rel="icon" href="\(WebAsset.icon.path)" type="image/svg+xml">
        <script src="\(WebAsset.script.path)" defer></script>
        </head>
        <body>
        <header class="site">
        <a class="brand" href="\(WebLink.home)">吕梁日报 <small>llrb 档案</small></a>
        \(quickSearch)
        <nav><a href="\(WebLink.browse)">浏览</a><a href="\(WebLink.people)">人物</a><a href="\(WebLink.stats)">统计</a><a href="\(WebLink.help)">帮助</a></nav>
        </header>
        <main>
        \(main)
        </main>
        <footer class="site">\(Version.line) · \(isEditable ? "编辑模式：用启动时打印的链接登录的浏览器可以更正文章" : "只读") · 数据接口 <a href="\(WebLink.api)">/api</a></footer>
        </body>
        </html>

        """
    }
}
