import LLRBIndex

/// The files every page links to, compiled into the binary so that the reader works offline
/// and no request can name a file on disk. Each carries an ETag of its bytes, so a browser
/// asks again with `If-None-Match` and gets a 304.
struct WebAsset: Sendable {
    let path: String
    let contentType: String
    let bytes: [UInt8]
    let etag: String

    init(path: String, contentType: String, text: String) {
        self.path = path
        self.contentType = contentType
        bytes = Array(text.utf8)
        etag = "\"" + String(ContentHash.of(text: text), radix: 16) + "\""
    }

    static let all = [stylesheet, script, icon]

    static func named(_ path: String) -> WebAsset? {
        all.first { $0.path == path }
    }

    static let stylesheet = WebAsset(path: "/assets/llrb.css", contentType: "text/css; charset=utf-8", text: """
    :root { --ink: #1d1d1f; --muted: #5f6368; --line: #d9d9de; --accent: #8b1a1a; --mark: #ffe58a; --paper: #fffdf8; }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body { margin: 0; background: var(--paper); color: var(--ink); line-height: 1.75;
      font-family: "Noto Serif CJK SC", "Source Han Serif SC", "Songti SC", "SimSun", "Noto Sans CJK SC",
        "PingFang SC", "Microsoft YaHei", serif; font-size: 17px; }
    a { color: var(--accent); text-decoration: none; }
    a:hover, a:focus { text-decoration: underline; }
    header.site { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; align-items: center; padding: .6rem 1rem;
      border-bottom: 3px double var(--accent); background: #fff; }
    header.site .brand { font-weight: bold; font-size: 1.35rem; color: var(--accent); letter-spacing: .08em; }
    header.site .brand small { font-size: .7rem; color: var(--muted); letter-spacing: 0; font-weight: normal; }
    header.site nav { display: flex; gap: 1rem; margin-left: auto; }
    form.quick { display: flex; flex: 1 1 16rem; max-width: 34rem; }
    input, select, button { font: inherit; font-size: 1rem; }
    input[type=search], input[type=text] { flex: 1; min-width: 0; padding: .35rem .5rem; border: 1px solid var(--line);
      border-radius: 4px 0 0 4px; }
    button { padding: .35rem .9rem; border: 1px solid var(--accent); background: var(--accent); color: #fff;
      border-radius: 0 4px 4px 0; cursor: pointer; }
    main { max-width: 52rem; margin: 0 auto; padding: 1rem; }
    footer.site { max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: var(--muted); font-size: .85rem; }
    h1 { font-size: 1.6rem; line-height: 1.4; margin: .6rem 0; }
    h2 { font-size: 1.2rem; margin: 1.4rem 0 .4rem; }
    .muted, .meta { color: var(--muted); font-size: .9rem; }
    .error { border-left: 4px solid var(--accent); background: #fff3f0; padding: .5rem 1rem; }
    .note { border-left: 4px solid #c9a227; background: #fffbe8; padding: .4rem 1rem; font-size: .95rem; }
    mark { background: var(--mark); color: inherit; padding: 0 .05em; }
    fieldset.filters { display: flex; flex-wrap: wrap; gap: .4rem 1rem; border: 1px solid var(--line); border-radius: 4px;
      margin: .5rem 0 1rem; padding: .5rem .8rem; font-size: .9rem; }
    fieldset.filters label { display: flex; gap: .3rem; align-items: center; }
    fieldset.filters input { width: 7.5rem; padding: .2rem .4rem; border: 1px solid var(--line); border-radius: 4px; }
    ::placeholder { color: #a3a6ab; opacity: 1; }
    fieldset.filters button { border-radius: 4px; }
    .searchline { display: flex; }
    ol.hits { list-style: none; padding: 0; }
    ol.hits li { padding: .7rem 0; border-bottom: 1px solid var(--line); }
    ol.hits h3 { margin: 0; font-size: 1.1rem; }
    ol.hits p { margin: .15rem 0 0; }
    .fuzzy { font-size: .85rem; color: #7a5b00; }
    nav.pager { display: flex; flex-wrap: wrap; gap: .6rem; margin: 1rem 0; }
    nav.pager .current { font-weight: bold; }
    figure.chart { margin: .5rem 0; }
    figure.chart svg { width: 100%; height: auto; max-height: 9rem; }
    figure.chart .axis { display: flex; justify-content: space-between; font-size: .8rem; color: var(--muted); }
    figure.chart .axis.single { justify-content: center; }
    figure.chart figcaption { font-size: .8rem; color: var(--muted); }
    .kicker { color: var(--muted); margin: 0; }
    .subtitle { margin: 0 0 .6rem; font-size: 1.1rem; }
    .rubric { color: var(--accent); font-size: .9rem; }
    article .body p { text-indent: 2em; margin: .6rem 0; }
    article .body h3 { font-size: 1.05rem; margin: 1.2rem 0 .3rem; }
    figure.caption { margin: 1rem 0; padding: .4rem .8rem; border-left: 3px solid var(--line); color: #333; font-size: .95rem; }
    .jump { color: var(--muted); font-size: .9rem; }
    dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; font-size: .9rem; margin: .6rem 0; }
    dl.facts dt { color: var(--muted); }
    dl.facts dd { margin: 0; }
    section.cite { margin-top: 2rem; padding: .6rem 1rem; background: #fff; border: 1px solid var(--line); border-radius: 4px; }
    section.cite p { margin: .3rem 0; word-break: break-all; }
    section.cite button { border-radius: 4px; font-size: .9rem; padding: .2rem .7rem; }
    section.corrections { margin-top: 1.5rem; font-size: .9rem; color: var(--muted); }
    .notice { border-left: 4px solid #2a7; background: #effaf3; padding: .5rem 1rem; }
    section.edit { margin-top: 2rem; padding: .6rem 1rem; border: 1px dashed var(--line); border-radius: 4px; }
    section.edit form { margin: .5rem 0; display: flex; flex-wrap: wrap; gap: .3rem .6rem; align-items: center; }
    section.edit input, section.edit select, section.edit button { font-size: .9rem; }
    section.edit select[name=line] { max-width: min(100%, 32rem); }
    section.edit form#refused { outline: 2px solid var(--accent); outline-offset: .3rem; }
    table { border-collapse: collapse; width: 100%; font-size: .95rem; }
    table.issues { table-layout: fixed; }
    table.issues col.date { width: 34%; } table.issues col.weekday { width: 15%; } table.issues col.number { width: 21%; }
    table.issues col.pages, table.issues col.articles { width: 15%; }
    th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
    th { color: var(--muted); font-weight: normal; }
    form.filters { display: flex; flex-wrap: wrap; gap: .4rem .8rem; align-items: center; margin: .6rem 0 1rem; }
    form.filters input[name=title] { width: 8em; }
    div.people { overflow-x: auto; }
    table.people th, table.people td { white-space: nowrap; }
    table.people td.wraps { white-space: normal; min-width: 9em; }
    ul.years { display: flex; flex-wrap: wrap; gap: .5rem 1.2rem; padding: 0; list-style: none; }
    ul.stories { padding-left: 1.2rem; }
    nav.neighbours { display: flex; justify-content: space-between; margin: 1rem 0; }
    figure.scan { margin: 1rem 0; }
    .scan-tools { display: flex; gap: .5rem; align-items: center; margin-bottom: .3rem; font-size: .9rem; }
    .scan-tools button { border-radius: 4px; font-size: .85rem; padding: .15rem .6rem; }
    .scan-view { overflow: auto; max-height: 85vh; border: 1px solid var(--line); background: #fff; }
    .scan-view .sheet { position: relative; width: 100%; }
    .scan-view[data-zoom="2"] .sheet { width: 200%; } .scan-view[data-zoom="3"] .sheet { width: 300%; }
    .scan-view[data-zoom="4"] .sheet { width: 400%; }
    .scan-view img { display: block; width: 100%; height: auto; }
    .scan-view svg { position: absolute; inset: 0; width: 100%; height: 100%; }
    .scan-view rect { fill: rgba(139, 26, 26, .08); stroke: var(--accent); stroke-width: 2px; vector-effect: non-scaling-stroke; }
    .scan-view rect.hit, .scan-view rect:target { fill: rgba(255, 200, 0, .45); stroke: #b58400; }
    .scan-view a:hover rect, .scan-view a:focus rect { fill: rgba(139, 26, 26, .25); }
    figure.scan figcaption { font-size: .85rem; }
    @media (min-width: 1000px) {
      main:has(.with-scan) { max-width: 84rem; }
      .with-scan { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5rem; align-items: start; }
      .with-scan figure.scan { position: sticky; top: .5rem; margin-top: .6rem; }
    }
    ul.printed { list-style: none; padding: 0; }
    ul.printed li { display: grid; gap: .2rem; padding: .4rem 0; border-bottom: 1px solid var(--line); }
    ul.printed svg.crop { display: block; max-width: 100%; height: auto; background: #fff; border: 1px solid var(--line); }
    ul.printed form { display: flex; flex-wrap: wrap; gap: .3rem .6rem; align-items: center; margin: 0; }
    ul.printed input[name=text] { flex: 1 1 16rem; min-width: 0; padding: .2rem .4rem; }
    @media (max-width: 600px) { body { font-size: 16px; } h1 { font-size: 1.35rem; } main { padding: .6rem; } }
    """)

    static let script = WebAsset(path: "/assets/llrb.js", contentType: "text/javascript; charset=utf-8", text: """
    // Copy buttons: <button data-copy="ID"> copies the text of the element with that id.
    document.addEventListener('click', function (event) {
      var button = event.target.closest('button[data-copy]');
      if (!button) return;
      var source = document.getElementById(button.getAttribute('data-copy'));
      if (!source) return;
      var text = source.textContent;
      function done() { button.textContent = '已复制'; setTimeout(function () { button.textContent = '复制'; }, 2000); }
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, function () { select(source); });
      } else {
        select(source);
        try { if (document.execCommand('copy')) done(); } catch (e) {}
      }
    });
    // Scan zoom: <button data-zoom="in|out"> in a figure.scan sets its view's data-zoom (1-4),
    // which the stylesheet turns into the sheet's width; the view scrolls.
    document.addEventListener('click', function (event) {
      var button = event.target.closest('button[data-zoom]');
      if (!button) return;
      var view = button.closest('figure.scan').querySelector('.scan-view');
      var zoom = parseInt(view.getAttribute('data-zoom') || '1', 10) + (button.getAttribute('data-zoom') === 'in' ? 1 : -1);
      view.setAttribute('data-zoom', String(Math.max(1, Math.min(4, zoom))));
    });
    // A scan opened from a search shows its first line that matched, or the line the address names.
    document.querySelectorAll('figure.scan button[data-zoom]').forEach(function (button) { button.hidden = false; });
    window.addEventListener('load', function () {
      var name = location.hash.slice(1);
      try { name = decodeURIComponent(name); } catch (e) {}
      var named = name && document.getElementById(name);
      var target = (named && named.closest('figure.scan') ? named : null) || document.querySelector('figure.scan rect.hit');
      if (!target) return;
      var view = target.closest('.scan-view');
      var box = target.getBoundingClientRect(), frame = view.getBoundingClientRect();
      view.scrollTop += box.top - frame.top - view.clientHeight / 3;
    });
    function select(element) {
      var range = document.createRange();
      range.selectNodeContents(element);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
    }
    """)

    static let icon = WebAsset(path: "/assets/icon.svg", contentType: "image/svg+xml", text: """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#8b1a1a"/>\
    <text x="16" y="24" font-size="22" text-anchor="middle" fill="#fff" font-family="serif">报</text></svg>
    """)
}
