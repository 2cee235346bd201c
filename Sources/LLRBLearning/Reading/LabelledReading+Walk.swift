import LLRBParser

extension LabelledReading {
    /// One pass over the page's lines in reading order, each with its label, sorting them into
    /// stories, photos, furniture and noise. Where the labels put a line is final: a story opens
    /// at each `opens` line (or at an `inside` line with no story open), `inside` lines join the
    /// open story, and neither furniture nor an `outside` line ends it, since columns interleave
    /// stories with photos standing alone and the page's furniture.
    struct Walk {
        let lines: [Line]
        private(set) var stories: [Story] = []
        /// Every photo on the page, those of stories included, in reading order.
        private(set) var captions: [Caption] = []
        private(set) var noise: [NoiseLine] = []
        private(set) var mastheadLines: [Line] = []
        private(set) var footerLines: [Line] = []
        /// The text lines that open a news lead (indices into `lines`): what a page that prints
        /// no date is dated by.
        private(set) var leads: [Int] = []
        private var open: Int?
        /// Column names read since the last line of a story: the next story's rubric when it
        /// opens right under them.
        private var sections: [Line] = []
        private var photoLines = PhotoLines()

        init(lines: [Line]) {
            self.lines = lines
        }

        mutating func read(_ index: Int, as label: LineLabel) {
            let line = lines[index]
            if label.isFurniture {
                setAside(line, as: label.role)
                return
            }
            let story = story(for: line, at: label.place)
            switch label.role {
            case .caption, .credit:
                photoLines.append(line, role: label.role, story: story)
            case .text:
                finishPhotos()
                if DatelineReader.opensLead(line) { leads.append(index) }
                guard let story else { return setAside(line, because: LabelledReading.storylessTextReason) }
                stories[story].addText(line)
            default:
                finishPhotos()
                guard let story else { return setAside(line, because: LabelledReading.storylessHeadReason) }
                stories[story].addHead(line, role: label.role)
            }
        }

        /// A logo the OCR read as a symbol alone on its line (`🥰`): blank to the labeller, which
        /// never sees it, and kept as noise as the line rules keep it, so that no line is lost.
        mutating func keepSymbol(at index: Int) {
            guard lines[index].isBlank, lines[index].hadPictograph, case let .noise(reason) = LabelRules.kind(of: lines[index]) else { return }
            setAside(lines[index], because: reason)
        }

        /// Ends what is still open at the page's foot.
        mutating func finish() {
            finishPhotos()
            setSectionsAside()
        }

        /// The story a line placed at `place` is a line of: a new one at `opens`, the open one
        /// for `inside`, none `outside`.
        private mutating func story(for line: Line, at place: LineLabel.Place) -> Int? {
            switch place {
            case .outside:
                setSectionsAside()
                return nil
            case .inside where open != nil:
                setSectionsAside()
                return open
            default:
                finishPhotos()
                stories.append(Story(under: sections))
                sections = []
                open = stories.count - 1
                return open
            }
        }

        /// The photos of the caption and credit lines read since the last other line.
        private mutating func finishPhotos() {
            guard !photoLines.isEmpty else { return }
            for photo in photoLines.photos() {
                let caption = photo.caption
                captions.append(caption)
                if let story = photo.story, !photo.isPageCredit {
                    stories[story].addCaption(caption)
                }
            }
            photoLines = PhotoLines()
        }

        private mutating func setAside(_ line: Line, as role: LineLabel.Role) {
            switch role {
            case .masthead: mastheadLines.append(line)
            case .footer: footerLines.append(line)
            case .section: sections.append(line)
            case .banner: setAside(line, because: NoiseRules.slogan)
            default: setAside(line, because: NoiseRules.reason(for: line) ?? LabelledReading.junkReason)
            }
        }

        /// Column names over no story's first line: the page's section names, kept as noise.
        private mutating func setSectionsAside() {
            for line in sections {
                setAside(line, because: ArticleAssembler.unplacedRubricReason)
            }
            sections = []
        }

        private mutating func setAside(_ line: Line, because reason: String) {
            noise.append(NoiseLine(text: line.content.isEmpty ? line.text : line.content, reason: reason, lines: line.sourceLines))
        }
    }

    static let storylessTextReason = "text that belongs to no story on the page"
    static let storylessHeadReason = "a headline that heads no story on the page"
    static let junkReason = "OCR garbage or a mark of the layout, no text of the page"
}
