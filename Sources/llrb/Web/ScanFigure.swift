import LLRBIndex
import LLRBParser

/// A page's scan as the reader shows it: the image (`/scan/ID`) scaled to its column and
/// zoomable, with boxes drawn over it. The boxes are an SVG in the image's own pixels laid over
/// it, so that they scale with the image at any width or zoom, and need no inline style, which
/// the pages' Content-Security-Policy forbids. A box is a line of the article (`hit` where the
/// search that led here matched, its id `line-N` so that `#line-N` shows it) or a story of the
/// page, a link to its article.
struct ScanFigure {
    /// One box over the image.
    struct Mark {
        var box: Box
        /// `line-N`, for a line's box.
        var id: String?
        /// Where it leads (a story's article); nil for a line's box.
        var link: String?
        /// What it is, for the box's tooltip and a reader of the screen.
        var label: String
        var isHit = false
    }

    /// A rectangle in the image's pixels.
    struct Box: Equatable {
        var x: Int, y: Int, width: Int, height: Int

        init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        init(_ line: ScanLine) {
            self.init(x: line.x, y: line.y, width: line.width, height: line.height)
        }

        var right: Int { x + width }
        var bottom: Int { y + height }

        func union(_ other: Box) -> Box {
            let left = min(x, other.x), top = min(y, other.y)
            return Box(x: left, y: top, width: max(right, other.right) - left, height: max(bottom, other.bottom) - top)
        }
    }

    /// The URL of the image.
    let source: String
    let width: Int
    let height: Int
    let marks: [Mark]
    /// Said under the image: what it is and what the boxes mark.
    let caption: String
    /// The figure's id, for the one figure of a page that links may point to (`#scan`).
    var id: String?

    /// The article's scan with each of its lines marked; `hitLines`: the lines where the search
    /// it was reached from matched. Nil when its page has no scan.
    static func article(_ record: ArticleRecord, hitLines: [SourceLines] = []) -> ScanFigure? {
        guard let region = record.region else { return nil }
        let marks = region.boxes.map { line in
            Mark(box: Box(line), id: "line-\(line.line)", label: "第\(line.line)行",
                 isHit: hitLines.contains { $0.contains(line.line) })
        }
        let said = marks.isEmpty ? "本版扫描图（版面文字未附版面位置，无法标出本文）" : "本版扫描图，框出本文各行"
        return ScanFigure(source: WebLink.scan(record.id), width: region.width, height: region.height, marks: marks, caption: said, id: "scan")
    }

    /// The scan of a page whose stories are `stories`, each story's region (its lines joined
    /// into one box a column) a link to its article. Nil when the page has no scan.
    static func page(of stories: [ArticleRecord]) -> ScanFigure? {
        guard let first = stories.first, let region = first.region else { return nil }
        let marks = stories.flatMap { record in
            let title = ArticleTitle.text(of: record.article, labels: .chinese)
            return blocks(of: record.region?.boxes ?? []).map { Mark(box: $0, link: WebLink.article(record.id), label: title) }
        }
        return ScanFigure(source: WebLink.scan(first.id), width: region.width, height: region.height, marks: marks,
                          caption: marks.isEmpty ? "本版扫描图" : "本版扫描图，点选框出的文章即可阅读")
    }

    /// Lines joined into the blocks a reader sees: a line joins the block of the line before it
    /// when it stands under that line in the same column (their spans across overlap by half the
    /// narrower, and the gap between is under two lines' height); a story set over several
    /// columns gives a block a column, and a headline across them a block of its own.
    static func blocks(of lines: [ScanLine]) -> [Box] {
        var blocks: [Box] = []
        var lastLine: Box?
        for line in lines.map(Box.init) {
            if let last = lastLine, let block = blocks.last {
                let overlap = min(last.right, line.right) - max(last.x, line.x)
                let gap = line.y - last.bottom
                if overlap * 2 >= min(last.width, line.width), gap > -last.height / 2, gap < 2 * max(last.height, line.height) {
                    blocks[blocks.count - 1] = block.union(line)
                    lastLine = line
                    continue
                }
            }
            blocks.append(line)
            lastLine = line
        }
        return blocks
    }

    var html: HTML {
        let boxes: [HTML] = marks.map { mark in
            let id: HTML = mark.id.map { " id=\"\($0)\"" } ?? .empty
            let rect: HTML = "<rect\(id) class=\"\(mark.isHit ? "hit" : "mark")\" x=\"\(mark.box.x)\" y=\"\(mark.box.y)\" width=\"\(mark.box.width)\" height=\"\(mark.box.height)\"><title>\(mark.label)</title></rect>"
            guard let link = mark.link else { return rect }
            return "<a href=\"\(link)\" aria-label=\"\(mark.label)\">\(rect)</a>"
        }
        let anchor: HTML = id.map { " id=\"\($0)\"" } ?? .empty
        // The zoom buttons need the script, which shows them.
        return """
        <figure class="scan"\(anchor)>
        <div class="scan-tools"><button type="button" data-zoom="out" aria-label="缩小扫描图" hidden>缩小</button>\
        <button type="button" data-zoom="in" aria-label="放大扫描图" hidden>放大</button> <a href="\(source)">原图</a></div>
        <div class="scan-view" data-zoom="1" tabindex="0" role="group" aria-label="扫描图，可放大后滚动查看"><div class="sheet">
        <img src="\(source)" width="\(width)" height="\(height)" alt="扫描图" loading="lazy" decoding="async">
        <svg viewBox="0 0 \(width) \(height)" preserveAspectRatio="none">\(boxes)</svg>
        </div></div>
        <figcaption class="muted">\(caption)</figcaption>
        </figure>
        """
    }
}
