extension CorrectionRefusal: CustomStringConvertible {
    /// Why, for the terminal: in English, with the option or command that helps (`llrb: ` is
    /// put before it as before every error).
    var description: String {
        switch self {
        case .pageUnreadable(let article, let reason):
            "cannot read the page of \(article): \(reason); a correction is made on its page file, so put it back where it was indexed from"
        case .pageChanged(_, let file):
            "\(file) changed since it was indexed; run 'llrb ingest \(ShellWord.quoted(file))' and correct the article as it reads now"
        case .notOnPage(let article):
            "\(article) is not on its page as corrected now; see 'llrb corrections'"
        case .doesNotHold(let article, let change, let file):
            "this correction does not hold on \(article) as the page reads now (\(change.summary)); "
                + "check the line number with 'llrb parse \(ShellWord.quoted(file)) --explain'"
        case .textMissing(let old, let article):
            "'\(old)' is not in the text of \(article) (as 'llrb show \(article)' prints it); copy it from there"
        case .fewerOccurrences(let old, let article, let found, let asked):
            "'\(old)' occurs \(found) time\(found == 1 ? "" : "s") in \(article), not \(asked)"
        case .severalOccurrences(let old, let article, let places):
            "'\(old)' occurs \(places.count) times in \(article): "
                + places.enumerated().map { "\($0.offset + 1). line \($0.element.lines.first): \($0.element.context)" }.joined(separator: "; ")
                + "; say which with --occurrence N, or --all"
        case .notToldApart(let old):
            "'\(old)' could not be told apart on its page; correct the whole line with --line N --text TEXT"
        case .lineMissing(let line, let file):
            "line \(line) of \(file) is empty or past its end; the numbers are those 'llrb parse --explain' shows"
        case .lineOutside(let line, let article, let lines):
            "line \(line) is not in \(article), which was read from lines \(lines.first)–\(lines.last)"
        case .startsThere(let article, let line, let lines):
            "\(article) already starts at line \(line); give a line inside it (lines \(lines.first)–\(lines.last))"
        case .lineUnchanged(let line, let article):
            "line \(line) of \(article) already prints that text; give the line as it should read"
        case .emptyHeadline:
            "--headline needs the headline's text"
        case .mergeWithItself(let article):
            "--merge needs another story than \(article)"
        case .mergeAcrossPages(let other, let article):
            "\(other) is not on the page of \(article); only stories of one page can be joined"
        case .noCorrection(let number, let journal):
            "there is no correction \(number) in \(journal); 'llrb corrections' lists them"
        case .undoOfUndo(let number):
            "correction \(number) is an undo; undo what it undid by correcting again"
        case .alreadyUndone(let number):
            "correction \(number) is already undone"
        case .notOfArticle(let number, let article):
            "correction \(number) was not made on \(article); 'llrb corrections \(article)' lists those that were"
        case .tooLong(let bytes, let limit):
            "this correction would take \(bytes) bytes of the journal, more than the \(limit) a correction may hold; "
                + "shorten its text or --note, or make it as several corrections"
        case .notFollowed(let standing):
            (JournalStandingWording.problem(standing) ?? "") + "; nothing is recorded. " + JournalStandingWording.remedy
        case .journal(let error):
            CorrectionWording.message(for: error)
        }
    }
}
