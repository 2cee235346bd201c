/// `/help`: the query language and the reader's pages, in short.
enum HelpPage {
    static let html: HTML = """
    <h1>帮助</h1>
    <h2>检索式</h2>
    <ul>
    <li><code>复工复产</code>：词组，字须相邻；OCR 在词中留下的空格和换行不影响匹配。</li>
    <li><code>项目建设 复工复产</code>：两个词组都须出现。</li>
    <li><code>脱贫攻坚 OR 乡村振兴</code>：任一出现即可。</li>
    <li><code>复工 -疫情</code>：排除含“疫情”的文章。</li>
    <li><code>"新时代 新征程"</code>：引号内为一个词组。</li>
    <li><code>headline:植树</code>、<code>byline:李雅萍</code>、<code>caption:植树</code>、<code>body:植树</code>：只在标题、署名、图片说明或正文中找。</li>
    <li>繁体字检索无结果时，自动改按简体检索。</li>
    </ul>
    <h2>筛选</h2>
    <ul>
    <li>起、止：<code>2020</code>、<code>2020-03</code> 或 <code>2020-03-13</code>。</li>
    <li>期号：只看某一期（第N期）的文章。</li>
    <li>地区：只看提到吕梁某县市区的文章。</li>
    <li>OCR 容错：也找出三字以上的中文词组中误认、多出或漏掉一两个字的印法（复工复严 ≈ 复工复产）；精确命中排在前面。</li>
    </ul>
    <h2>页面与数据</h2>
    <ul>
    <li>每个页面的地址都可收藏和引用：<code>/search?q=复工复产&amp;from=2020</code>、<code>/article/编号</code>、<code>/issue/10906</code>、<code>/browse/2020</code>。</li>
    <li>文章页给出 GB/T 7714 引文，并可下载 BibTeX 与 CSL-JSON。</li>
    <li><code>/api/search?q=…</code>、<code>/api/article/编号</code>、<code>/api/issue/期号</code>、<code>/api/issues</code>、<code>/api/stats</code> 返回与命令行 <code>--json</code> 相同的 JSON。</li>
    </ul>
    """
}
