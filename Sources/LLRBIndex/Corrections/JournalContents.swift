import Dispatch
import Glibc
import LLRBEngine
import Synchronization

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
    /// Where each of `corrections` lies in the file, by the same index.
    private(set) var lineRefs: [JournalLineRef] = []
    /// Lines that cannot be read (a flipped byte, an edit by hand); never overwritten.
    public private(set) var damage: [JournalDamage] = []
    /// A last line without its line break that holds no correction: a write a crash cut short,
    /// never reported as made, which the next correction cuts off.
    public private(set) var hasTornTail = false
    /// A last line without its line break that holds a whole correction (a hand edit): kept,
    /// and ended by the next correction.
    private(set) var lastLineLacksBreak = false
    /// The lines that may hold a correction's number (all but the header's).
    private(set) var lineCount = 0
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
    /// The lines of the file, the header's included, up to the last line break read.
    private(set) var fileLines = 0
    /// Where the last whole line read ends.
    private(set) var wholeLinesEnd = 0
    /// The journal map the lines were found by (`JournalMap`), if they were.
    private(set) var map: JournalMap?
    /// The lines past the map (every line without one), as the map takes them; nil when the
    /// lines of other pages were not read, so the map cannot be brought up to date from these.
    private(set) var unmapped: [JournalMapUpdate.Line]? = []

    init() {}

    /// - Parameter page: read only that page's lines (`JournalPage`); nil: every line.
    /// - Parameter mapping: the other pages' lines are decoded too, for the journal map
    ///   (`unmapped`), rather than only searched for the page's keys.
    init(_ bytes: [UInt8], page: JournalPage? = nil, mapping: Bool = false) {
        byteCount = bytes.count
        self.page = page
        if page != nil, !mapping { unmapped = nil }
        var scan = Scan(readsEveryLine: mapping)
        self.scan(bytes[...], at: 0, &scan)
        if kind == .headerless, scan.foreign || (corrections.isEmpty && !scan.sealedElsewhere) { kind = .otherFile }
        if header == nil { unmapped = nil }
    }

    /// The lines of `page` found through `map`: its lines where the map says they lie, then
    /// every line past what the map covers (`tail`, from `map.covered`); nil when a line is not
    /// where the map says, or is not the page's (the map is then not trusted, and the journal
    /// read whole). `mapping`: as for a read of every line.
    init?(header: JournalHeader, map: JournalMap, page: JournalPage, lines: [(JournalLineRef, ArraySlice<UInt8>)], tail: ArraySlice<UInt8>,
          mapping: Bool) {
        kind = .journal(header, version: JournalHeader.version)
        self.page = page
        self.map = map
        byteCount = map.covered + tail.count
        lineCount = map.lineCount
        fileLines = map.fileLines
        otherPagesNumber = map.highestNumber
        lastLineNumber = map.lastNumber
        wholeLinesEnd = map.covered
        let needles = page.needles
        let decoded = Self.decoded(lines.map(\.1)) { line -> Correction? in
            guard line.last == 0x0A, JournalPage.line(line, names: needles),
                  case .success(let correction) = JournalLine.decode(line.dropLast()) else { return nil }
            return correction
        }
        for ((ref, _), correction) in zip(lines, decoded) {
            guard let correction else { return nil }
            corrections.append(correction)
            lineRefs.append(ref)
        }
        if !mapping { unmapped = nil }
        var scan = Scan(sawContent: true, readsEveryLine: mapping)
        self.scan(tail, at: map.covered, &scan)
    }

    /// `decode` of each line, on every core when there are many (a page corrected 100,000
    /// times is 30 MB of JSON to read; a lifetime's journal ten times that).
    private static func decoded<Line: Sendable, Decoded: Sendable>(_ lines: [Line], _ decode: @Sendable (Line) -> Decoded) -> [Decoded] {
        let chunk = 4096
        guard lines.count > chunk else { return lines.map(decode) }
        let chunks = (lines.count + chunk - 1) / chunk
        let results = Mutex([[Decoded]](repeating: [], count: chunks))
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            let done = lines[(index * chunk)..<min(lines.count, (index + 1) * chunk)].map(decode)
            results.withLock { $0[index] = done }
        }
        return results.withLock { $0.flatMap { $0 } }
    }

    /// A line of the journal without its line break, and what reading it on every core found.
    private struct ReadLine: Sendable {
        var bytes: ArraySlice<UInt8>
        /// Whether a line break ended it (the last line may lack one: cut short, or a hand edit).
        var ended: Bool
        /// Whether it names the page read (`JournalPage`); true on a read of the whole journal.
        var namesPage = true
        /// The line decoded, when it is one the scan decodes: nil for a blank line and, on a read
        /// of one page that maps nothing, for another page's.
        var decoded: Result<Correction, JournalDamage.Reason>?
    }

    /// Up to `count` lines of `bytes` from `start`, and where the next begins.
    private static func lines(of bytes: ArraySlice<UInt8>, from start: Int, count: Int) -> (lines: [ReadLine], next: Int) {
        var lines: [ReadLine] = []
        var start = start
        while start < bytes.endIndex, lines.count < count {
            let end = bytes.withUnsafeBufferPointer { buffer -> Int? in
                let from = start - bytes.startIndex
                guard let base = buffer.baseAddress, let found = memchr(base + from, 0x0A, buffer.count - from) else { return nil }
                return bytes.startIndex + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
            }
            lines.append(ReadLine(bytes: bytes[start..<(end ?? bytes.endIndex)], ended: end != nil))
            start = (end ?? bytes.endIndex) + 1
        }
        return (lines, start)
    }

    /// Where a scan of the lines stands.
    private struct Scan {
        var sawContent = false
        /// A line of a file written before headers that opens as no correction does.
        var foreign = false
        /// Lines of other pages that look like corrections, read for their numbers alone.
        var sealedElsewhere = false
        /// Every line is decoded, another page's for the map alone (the lines past a map).
        var readsEveryLine = false
    }

    /// Reads the lines of `bytes`, which start at `offset` in the file: those it decodes are
    /// decoded first, on every core, then taken in order.
    private mutating func scan(_ bytes: ArraySlice<UInt8>, at offset: Int, _ scan: inout Scan) {
        let needles = page?.needles ?? []
        let wholeJournal = page == nil
        let everyLine = wholeJournal || scan.readsEveryLine
        // A part at a time, so that no more than a part's lines wait decoded beside the result.
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let (some, next) = Self.lines(of: bytes, from: start, count: 1 << 16)
            let read = Self.decoded(some) { line -> ReadLine in
                var read = line
                read.namesPage = wholeJournal || JournalPage.line(line.bytes, names: needles)
                if read.namesPage || everyLine, !line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) { read.decoded = JournalLine.decode(line.bytes) }
                return read
            }
            guard takeLines(read, from: bytes, at: offset, &scan) else { return }
            start = next
        }
    }

    /// Takes the read lines of `bytes` in order (`scan`); false when the rest is to be left
    /// unread (a torn header).
    private mutating func takeLines(_ lines: [ReadLine], from bytes: ArraySlice<UInt8>, at offset: Int, _ scan: inout Scan) -> Bool {
        for read in lines {
            let (line, ended) = (read.bytes, read.ended)
            let ref = JournalLineRef(offset: offset + line.startIndex - bytes.startIndex, length: line.count + 1)
            if ended {
                fileLines += 1
                wholeLinesEnd = offset + line.endIndex + 1 - bytes.startIndex
            }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
                if ended { lineCount += 1 }
                continue
            }
            if !scan.sawContent {
                if let (header, version) = JournalHeader.decode(line) {
                    scan.sawContent = true
                    kind = .journal(header, version: version)
                    continue
                }
                // A new journal's first write a crash cut short: no header yet, nothing made.
                let opening = Array(#"{"created":""#.utf8)
                if !ended, line.starts(with: opening) || opening.starts(with: line) {
                    hasTornTail = true
                    return false
                }
                scan.sawContent = true
                kind = Self.namesFormat(line) ? .damagedHeader : .headerless
            }
            if kind == .headerless, !line.starts(with: Array(#"{""#.utf8)) { scan.foreign = true }
            if page != nil, ended, !read.namesPage {
                lineCount += 1
                if scan.readsEveryLine, case .success(let correction)? = read.decoded {
                    // A correction of another page: the file is a journal, headers or none.
                    scan.sealedElsewhere = true
                    unmapped?.append(JournalMapUpdate.Line(keys: JournalMapUpdate.keys(of: correction), ref: ref))
                    otherPagesNumber = max(otherPagesNumber, correction.number)
                    lastLineNumber = correction.number
                    continue
                }
                // A damaged line of another page (it opens as JSON) is damage, as a whole read finds.
                if JournalPage.isSealed(line) { scan.sealedElsewhere = true }
                if let number = JournalPage.number(in: line) {
                    otherPagesNumber = max(otherPagesNumber, number)
                    lastLineNumber = number
                }
                continue
            }
            switch (read.decoded ?? JournalLine.decode(line), ended) {
            case (.success(let correction), _):
                lineCount += 1
                corrections.append(correction)
                lineRefs.append(ref)
                if ended { unmapped?.append(JournalMapUpdate.Line(keys: JournalMapUpdate.keys(of: correction), ref: ref)) }
                lastLineNumber = correction.number
                lastLineLacksBreak = !ended
            case (.failure, false):
                hasTornTail = true
            case (.failure(let reason), true):
                lineCount += 1
                damage.append(JournalDamage(line: fileLines, reason: reason))
            }
        }
        return true
    }

    /// These contents with `correction` appended at `ref` by their reader, the file now at
    /// `version`.
    mutating func append(_ correction: Correction, at ref: JournalLineRef, version: JournalFileVersion?) {
        corrections.append(correction)
        lineRefs.append(ref)
        unmapped?.append(JournalMapUpdate.Line(keys: JournalMapUpdate.keys(of: correction), ref: ref))
        lineCount += 1
        fileLines += 1
        lastLineNumber = correction.number
        byteCount = ref.offset + ref.length
        wholeLinesEnd = byteCount
        fileVersion = version
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
        case .journal(_, let version): version > JournalHeader.version ? .laterVersion(path: path, version: version, known: JournalHeader.version) : nil
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
        max(highestNumber, lineCount) + 1
    }

    /// The highest number a line read holds.
    var highestNumber: Int {
        max(corrections.map(\.number).max() ?? 0, otherPagesNumber)
    }

    /// The corrections in force: every one not undone, in number order.
    public var inForce: [Correction] {
        inForce(through: nil)
    }

    /// The corrections in force once the journal's lines numbered up to `last` (all of them
    /// when nil) were applied: what an index that followed the journal that far holds.
    public func inForce(through last: Int?) -> [Correction] {
        let recorded = last.map { last in corrections.filter { $0.number <= last } } ?? corrections
        let undone = Set(recorded.compactMap { correction -> Int? in
            if case .undo(let number) = correction.change { return number }
            return nil
        })
        return recorded.filter { correction in
            if case .undo = correction.change { return false }
            return !undone.contains(correction.number)
        }
    }

    /// The correction numbered `number`, if the journal holds it.
    public func correction(_ number: Int) -> Correction? {
        corrections.first { $0.number == number }
    }
}
