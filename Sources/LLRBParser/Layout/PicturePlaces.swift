/// Where a layout page's pictures go in its text: a picture is written before the block of text
/// that stands right under it, sharing its columns, as a paper prints a photo's caption. A
/// picture with no block against its foot is left out: the text would hold no evidence of it
/// but its place, and a reader of the text no use for that. So is a box too small for a photo,
/// which engines also report over a line of large type or a rule (Tesseract's `Illustration`
/// a line high over a headline).
struct PicturePlaces {
    /// The pictures before each block, by the block's index in the page's reading order.
    private var places: [Int: [LayoutBox]] = [:]

    /// Least height of a photo, in the page's body lines: a line or two of large type is not one.
    static let leastHeight = 2.5
    /// Least width of a photo, in the page's body lines.
    static let leastWidth = 4.0
    /// The most a caption's first line stands under its photo's foot, in body lines.
    static let captionGap = 1.5
    /// The most pictures placed on a page: each is looked for among every block, and a page
    /// prints a few dozen photos at most; a file claiming more costs no more than this many.
    static let largestPictureCount = 200

    init(_ page: LayoutPage) {
        guard !page.pictures.isEmpty else { return }
        let heights = page.blocks.joined().compactMap { $0.box?.height }.filter { $0 > 0 }.sorted()
        guard !heights.isEmpty else { return }
        let line = heights[heights.count / 2]
        let tops = page.blocks.map { block in block.lazy.compactMap(\.box).first }
        let spans = page.blocks.map(\.boxAround)
        // An engine that writes a picture twice has found one picture.
        var photos: [LayoutBox] = []
        var seen: Set<LayoutBox> = []
        for picture in page.pictures where photos.count < Self.largestPictureCount
            && picture.height >= Self.leastHeight * line && picture.width >= Self.leastWidth * line && seen.insert(picture).inserted {
            photos.append(picture)
        }
        for picture in photos {
            let foot = picture.y + picture.height
            let under = page.blocks.indices.first { index in
                guard let top = tops[index], let span = spans[index] else { return false }
                let overlap = min(span.x + span.width, picture.x + picture.width) - max(span.x, picture.x)
                return top.y >= foot - line / 2 && top.y - foot <= Self.captionGap * line && overlap >= span.width / 2
            }
            if let under { places[under, default: []].append(picture) }
        }
    }

    /// The pictures written before block `index`.
    func over(block index: Int) -> [LayoutBox] {
        places[index] ?? []
    }

    /// A picture as the text gives it: a markdown image whose target is its box on the scan
    /// (a media fragment, `#xywh=x,y,width,height`, in the page's unit).
    static func line(for box: LayoutBox) -> String {
        let values = [box.x, box.y, box.width, box.height].map { String(Int($0.rounded())) }
        return "![](#xywh=" + values.joined(separator: ",") + ")"
    }
}
