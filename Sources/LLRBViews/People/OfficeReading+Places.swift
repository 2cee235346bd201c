import LLRBParser

/// Where `OfficeReading` finds the place of a title: a place printed before it, the county an
/// article names, the county-level city whose report it is; and what makes a title another
/// place's or a former holder's.
extension OfficeReading {
    /// Whether a place that a title may follow is printed at `index` (吕梁市, 吕梁, 临县, 汾阳市,
    /// 汾阳; a one-character short name, 临, is too common to stand for its county).
    func isPrinted(_ spelling: PlaceSpelling, at index: Int) -> Bool {
        guard text.spells(spelling.printed, at: index) else { return false }
        let end = index + spelling.printed.count
        // A dateline (`兴县讯`, `交口讯`) names the place whatever is printed before it (`通讯员 韩新`).
        if end < text.count, text[end] == "讯" { return true }
        return !(index > 0 && spelling.notAfter.contains(text[index - 1])) && !(end < text.count && spelling.notBefore.contains(text[end]))
    }

    /// The office of a title at `index` of `place`; with no place printed, 市 is the city, 区 离石区
    /// and 县 the county the article names last before it (else first after it).
    mutating func office(_ title: String, level: Unicode.Scalar, place: String?, at index: Int) -> Office? {
        if let place { return Office(place: place, title: title) }
        switch level {
        case "市": return Office(place: ownCity(at: index) ?? Office.places[0], title: title)
        case "区": return Self.district.map { Office(place: $0, title: title) }
        default: return county(near: index).map { Office(place: $0, title: title) }
        }
    }

    mutating func county(near index: Int) -> String? {
        if counties == nil {
            var found: [(Int, String)] = []
            for position in text.indices {
                for spelling in openings.starts[openings.slot(text[position])].places where spelling.level == "县"
                    && isPrinted(spelling, at: position)
                    && (spelling.printed.last == "县" || spelling.standsAlone || text.spells(["讯"], at: position + spelling.printed.count)) {
                    found.append((position, spelling.place))
                    break
                }
            }
            counties = found
        }
        let known = counties ?? []
        var low = 0, high = known.count
        while low < high {
            let middle = (low + high) / 2
            if known[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return (low > 0 ? known[low - 1] : known.first)?.place
    }

    /// The county-level city whose own report holds the title at `index` (`汾阳讯` the last
    /// dateline before it, a few paragraphs back at most), whose 市 titles are its own; nil for
    /// the paper's city. A 讯 is a dateline after 本报 or a place (`喜讯`, `简讯`, `通讯员` are
    /// none); the article's are found once (`datelines`).
    mutating func ownCity(at index: Int) -> String? {
        if datelines == nil {
            var found: [(index: Int, city: String?)] = []
            for position in text.indices.dropFirst(2) where text[position] == "讯" {
                if let city = Self.cityDatelines.first(where: { text.spells($0.printed, endingAt: position + 1) })?.city {
                    found.append((position, city))
                } else if text.spells(Self.paperDateline, endingAt: position + 1) || opensPlace(endingAt: position) {
                    found.append((position, nil))
                }
            }
            datelines = found
        }
        var low = 0, high = datelines?.count ?? 0
        while low < high {
            let middle = (low + high) / 2
            if (datelines?[middle].index ?? 0) < index { low = middle + 1 } else { high = middle }
        }
        guard low > 0, let last = datelines?[low - 1], index - last.index <= Self.datelineReach else { return nil }
        return last.city
    }

    /// Whether a place of ours ends just before `end` (`临县` in `临县讯`).
    private func opensPlace(endingAt end: Int) -> Bool {
        Self.placeSpellings.contains { text.spells($0.printed, endingAt: end) }
    }

    /// Whether the title at `index` is of a former holder: 原, 前 or 前任 before it or its place.
    func isFormer(at index: Int) -> Bool {
        Self.formerMarks.contains { text.spells($0, endingAt: index) }
    }

    /// Whether an unprefixed title ends another name (平遥县委书记, 团市委书记, 当选市长): an
    /// ideograph before it that no word leading to a title ends with.
    func endsAnotherName(before index: Int) -> Bool {
        index > 0 && text[index - 1].isHan && !Self.beforeTitles.contains(text[index - 1])
    }

    /// Whether another place's name (省, 太原, 镇 …) is printed just before an unprefixed title.
    func isOtherPlace(before index: Int) -> Bool {
        Self.otherPlaces.contains { text.spells($0, endingAt: index) }
    }

    /// Whether an office (a place and a title, or a title) opens at `index`: a name never does.
    func opensOffice(_ index: Int) -> Bool {
        guard index < text.count, openings.marks(text[index]).contains(.office) else { return false }
        let start = openings.starts[openings.slot(text[index])]
        return start.places.contains { isPrinted($0, at: index) } || start.titles.contains { text.spells($0.printed, at: index) }
    }
}
