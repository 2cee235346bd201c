/// The three layout families of the seeds.
enum LayoutFamily: CaseIterable {
    /// Seed 000: each paragraph one line made of ~17-character column lines joined by spaces,
    /// half-width punctuation, markdown marks an OCR tool guessed from font size.
    case spacedColumns
    /// Seeds 001 and 003: one paragraph per line, stray OCR spaces, marks on some pages.
    case paragraphLines
    /// Seeds 004 and 002: short hard-wrapped lines with blank lines between, headlines printed
    /// after the bodies they belong to.
    case shortLines
}

/// How one page is printed.
struct PageLayout {
    var family: LayoutFamily
    var halfWidth: Bool
    var markdownMarks: Bool
    var fragmenter: Fragmenter

    init(_ random: inout SeededRandom) {
        family = random.pick(LayoutFamily.allCases)
        switch family {
        case .spacedColumns:
            halfWidth = true
            markdownMarks = true
            fragmenter = Fragmenter(width: random.within(15...19), wrap: .space, forcedLineChance: 0.3, spaceRate: 0,
                                    splitRate: 0.06, halfWidth: true)
        case .paragraphLines:
            halfWidth = random.chance(0.5)
            markdownMarks = random.chance(0.4)
            fragmenter = Fragmenter(width: Int.max, wrap: .space, forcedLineChance: 0.3, spaceRate: 0.003,
                                    splitRate: 0.04, halfWidth: halfWidth)
        case .shortLines:
            halfWidth = random.chance(0.3)
            markdownMarks = false
            // Column wraps already break words across lines; a forced break is a stray space.
            fragmenter = Fragmenter(width: random.within(17...22), wrap: .line, forcedLineChance: 0, spaceRate: 0,
                                    splitRate: 0, halfWidth: halfWidth)
        }
    }

    var headlinesAfterBody: Bool { family == .shortLines }
}
