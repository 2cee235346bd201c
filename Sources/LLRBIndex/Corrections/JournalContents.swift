/// What a journal holds.
public struct JournalContents: Sendable {
    /// What the file is, as its lines say.
    enum Kind: Equatable, Sendable {
        /// No file, or nothing in it but blank lines: a new journal's header is written first.
        case empty
        /// A journal with its header.
        case journal(JournalHeader, version: Int)
        /// A journal written before headers (every line a correction, or damage of one): the
        /// next writer gives it a header.
        case headerless
        /// Anything else: a page, another file. Never written to.
        case otherFile
        /// Its first line names the format but fails its checksum: never written to.
        case damagedHeader
    }

    private(set) var kind: Kind = .empty
    /// In journal order (by number).
    public private(set) var corrections: [Correction] = []
    /// Lines that cannot be read (a flipped byte, an edit by hand); never overwritten.
    public private(set) var damage: [JournalDamage] = []
    /// A last line without its line break that holds no correction: a write a crash cut short,
    /// never reported as made, which the next correction cuts off.
    public private(set) var hasTornTail = false
    /// A last line without its line break that holds a whole correction (a hand edit): kept,
    /// and ended by the next correction.
    private(set) var lastLineLacksBreak = false
    /// The lines that may hold a correction's number (all but the header's).
    private var lineCount = 0
    /// The journal's length when it was read.
    private(set) var byteCount = 0
    /// The version of the file read (`JournalFileVersion`): the same version under the lock
    /// holds the same lines (`OpenJournal`'s `known`).
    var fileVersion: JournalFileVersion?
    /// The page the lines were read for (nil: every line): the others were counted, not read.
    private(set) var page: JournalPage?
    /// The highest number a line of another page holds (read for `nextNumber` alone).
    private var otherPagesNumber = 0
    /// The number of the last line that holds one: `lastNumber`.
    private var lastLineNumber = 0

    init() {}

    /// - Parameter page: read only that page's lines (`JournalPage`); nil: every line.
    init(_ bytes: [UInt8], page: JournalPage? = nil) {
        byteCount = bytes.count
        self.page = page
        let needles = page?.needles ?? []
        var start = 0
        var fileLine = 0
        var sawContent = false
        var foreign = false
        // Lines of other pages that look like corrections, read for their numbers alone.
        var sealedElsewhere = false
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A)
            let line = bytes[start..<(end ?? bytes.count)]
            start = (end ?? bytes.count) + 1
            fileLine += 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
                if end != nil { lineCount += 1 }
                continue
            }
            if !sawContent {
                if let (header, version) = JournalHeader.decode(line) {
                    sawContent = true
                    kind = .journal(header, version: version)
                    continue
                }
                // A new journal's first write a crash cut short: no header yet, nothing made.
                let opening = Array(#"{"created":""#.utf8)
                if end == nil, line.starts(with: opening) || opening.starts(with: line) {
                    hasTornTail = true
                    break
                }
                sawContent = true
                kind = Self.namesFormat(line) ? .damagedHeader : .headerless
            }
            if kind == .headerless, !line.starts(with: Array(#"{""#.utf8)) { foreign = true }
            if page != nil, end != nil, !JournalPage.line(line, names: needles) {
                lineCount += 1
                // A damaged line of another page (it opens as JSON) is damage, as a whole read finds.
                if JournalPage.isSealed(line) { sealedElsewhere = true }
                if let number = JournalPage.number(in: line) {
                    otherPagesNumber = max(otherPagesNumber, number)
                    lastLineNumber = number
                }
                continue
            }
            switch (JournalLine.decode(line), end) {
            case (.success(let correction), _):
                lineCount += 1
                corrections.append(correction)
                lastLineNumber = correction.number
                lastLineLacksBreak = end == nil
            case (.failure, nil):
                hasTornTail = true
            case (.failure(let reason), _?):
                lineCount += 1
                damage.append(JournalDamage(line: fileLine, reason: reason))
            }
        }
        if kind == .headerless, foreign || (corrections.isEmpty && !sealedElsewhere) { kind = .otherFile }
    }

    /// The journal's header, when it has one.
    public var header: JournalHeader? {
        if case .journal(let header, _) = kind { return header }
        return nil
    }

    /// Why a writer may not append to this file, if it may not.
    func refusal(path: String) -> CorrectionError? {
        switch kind {
        case .empty, .headerless: nil
        case .journal(_, let version): version > JournalHeader.version ? .laterVersion(path: path, version: version) : nil
        case .otherFile: .notAJournal(path: path)
        case .damagedHeader: .damagedHeader(path: path)
        }
    }

    private static func namesFormat(_ line: ArraySlice<UInt8>) -> Bool {
        let format = Array(#""format":"\#(JournalHeader.format)""#.utf8)
        return line.count >= format.count && line.indices.dropLast(format.count - 1).contains { line[$0...].starts(with: format) }
    }

    /// The number of the last correction (0: none).
    public var lastNumber: Int {
        lastLineNumber
    }

    /// Above every number a line holds or may have held (a damaged line kept its number).
    var nextNumber: Int {
        max(corrections.map(\.number).max() ?? 0, otherPagesNumber, lineCount) + 1
    }

    /// The corrections in force: every one not undone, in number order.
    public var inForce: [Correction] {
        let undone = Set(corrections.compactMap { correction -> Int? in
            if case .undo(let number) = correction.change { return number }
            return nil
        })
        return corrections.filter { correction in
            if case .undo = correction.change { return false }
            return !undone.contains(correction.number)
        }
    }

    /// The correction numbered `number`, if the journal holds it.
    public func correction(_ number: Int) -> Correction? {
        corrections.first { $0.number == number }
    }
}
