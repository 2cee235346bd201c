import LLRBParser

extension LabelledReading {
    /// One photo's caption and credit lines, and the story it was printed in (an index into the
    /// walk's stories; nil for a photo standing alone), which its first line's label gives.
    struct Photo {
        let story: Int?
        fileprivate(set) var texts: [Line] = []
        fileprivate(set) var credit: Line?
        /// The photo's lines, first to last.
        fileprivate(set) var lines: SourceLines

        fileprivate init(story: Int?, opening line: Line, role: LineLabel.Role) {
            self.story = story
            lines = line.sourceLines
            add(line, role: role)
        }

        fileprivate mutating func add(_ line: Line, role: LineLabel.Role) {
            lines = lines.union(line.sourceLines)
            if role == .credit { credit = line } else { texts.append(line) }
        }

        /// A credit for the whole page's photos (`本版图片由刘亮亮提供`) with no caption: no one
        /// story's photo.
        var isPageCredit: Bool {
            texts.isEmpty && credit.map(CreditReader.isPageCredit) == true
        }

        /// The caption as the rule parser writes one: the lines' text joined as body text, a
        /// credit ending a line cut off it, and the names credited (a credit alone gives a caption
        /// with no text: the photo of the story it is printed in).
        var caption: Caption {
            let texts = texts.map { line in (line, CreditReader.trailing(in: line.content)) }
            let credited = credit.map { (CreditReader.credits($0.content) ?? []).from($0) }
                ?? texts.last.flatMap { line, trailing in trailing.map { $0.credits.from(line.sourceLines(ofEndFrom: $0.creditStart)) } } ?? []
            let text = texts.map { line, trailing in trailing.map { String($0.text) } ?? line.content }
            return Caption(text: OutputText.body(text.joined(separator: " ")), credits: credited, lines: lines)
        }
    }

    /// The caption and credit lines printed one after another (furniture aside), gathered until
    /// another line ends them, then parted into photos. The labels say only that a line is a
    /// caption's or a credit's, so the parting reads how photos are printed: a photo has one
    /// credit, after its caption lines or, where the paper sets it first (`记者 郭建英 摄` / `…`),
    /// over them; a caption line that ends in its own credit (`…浇返青水。王建伟 摄`) is a photo's
    /// last; and with no credit at all, each caption line that ends a sentence ends a photo.
    struct PhotoLines {
        private var items: [(line: Line, role: LineLabel.Role, story: Int?)] = []

        var isEmpty: Bool { items.isEmpty }

        mutating func append(_ line: Line, role: LineLabel.Role, story: Int?) {
            items.append((line, role, story))
        }

        /// The photos, in the order they were printed.
        func photos() -> [Photo] {
            var photos: [Photo] = []
            var open: Photo?
            let credited = items.contains { $0.role == .credit || CreditReader.trailing(in: $0.line.content) != nil }
            for (line, role, story) in items {
                if role == .credit {
                    // A credit under caption lines with none ends their photo; any other opens one.
                    if var photo = open, photo.credit == nil, !photo.texts.isEmpty {
                        photo.add(line, role: role)
                        photos.append(photo)
                        open = nil
                    } else {
                        open.map { photos.append($0) }
                        open = Photo(story: story, opening: line, role: role)
                    }
                    continue
                }
                let ownCredit = CreditReader.trailing(in: line.content) != nil
                if var photo = open, !(ownCredit && photo.credit != nil) {
                    photo.add(line, role: role)
                    open = photo
                } else {
                    open.map { photos.append($0) }
                    open = Photo(story: story, opening: line, role: role)
                }
                if ownCredit || !credited && line.endsSentence, let photo = open {
                    photos.append(photo)
                    open = nil
                }
            }
            open.map { photos.append($0) }
            return Self.creditingTheLineOver(photos)
        }

        /// `图/李明` / `…栽植苗木。` / `…扑火演练。` / `吕晓红 摄`: a credit left with no caption at the
        /// run's end, after a photo whose credit came first and that took two caption lines or
        /// more, is the last line's, printed over its credit as most captions are; the photo over
        /// it keeps the rest.
        private static func creditingTheLineOver(_ photos: [Photo]) -> [Photo] {
            guard photos.count >= 2, let last = photos.last, last.texts.isEmpty, let credit = last.credit,
                  case let before = photos[photos.count - 2], before.credit != nil, before.texts.count >= 2,
                  let moved = before.texts.last, let first = before.texts.first
            else { return photos }
            var kept = Photo(story: before.story, opening: first, role: .caption)
            before.credit.map { kept.add($0, role: .credit) }
            before.texts.dropFirst().dropLast().forEach { kept.add($0, role: .caption) }
            var credited = Photo(story: last.story, opening: moved, role: .caption)
            credited.add(credit, role: .credit)
            return photos.dropLast(2) + [kept, credited]
        }
    }
}
