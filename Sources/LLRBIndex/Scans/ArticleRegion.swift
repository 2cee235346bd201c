import LLRBParser

/// Where an article was printed on its page's scan: the image (its file name, in the page
/// file's folder, and its size in pixels) and the boxes of the article's lines on it, so that a
/// reader or a script can mark the story on the print. A page with a scan but no layout (a
/// text page with its image beside it) gives the image and no boxes.
public struct ArticleRegion: Codable, Hashable, Sendable {
    public var file: String
    public var width: Int
    public var height: Int
    /// The boxes of the lines the article was read from (its range, its headline's lines
    /// printed apart included), in line order.
    public var boxes: [ScanLine]

    /// Its keys in every JSON llrb writes: named here alone.
    public enum CodingKeys: String, CodingKey { case boxes, file, height, width }
}

extension ArticleRecord {
    /// The article's region on its page's scan; nil when the page has none.
    public var region: ArticleRegion? {
        guard let scan = page.scan else { return nil }
        let lines = article.lines, headline = article.headlineLines
        let boxes = scan.lines.filter { lines.contains($0.line) || headline?.contains($0.line) == true }
        return ArticleRegion(file: scan.file, width: scan.width, height: scan.height, boxes: boxes)
    }
}
