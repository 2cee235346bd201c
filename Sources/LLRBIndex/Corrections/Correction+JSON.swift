import Foundation
import LLRBEngine
import LLRBParser

/// A correction as one JSON object, the journal's and `--export`'s form (docs/CORRECTIONS.md,
/// "The journal"). Keys are part of llrb's script interface.
extension Correction {
    public var jsonObject: [String: Any] {
        var object: [String: Any] = ["number": number, "date": date]
        object["by"] = by
        object["note"] = note
        for (key, value) in anchor.jsonObject { object[key] = value }
        switch change {
        case .text(let change):
            object["kind"] = change.isWholeLine ? "line" : "text"
            object["old"] = change.old
            object["new"] = change.new
            switch change.occurrence {
            case .all: object["occurrence"] = "all"
            case .nth(let number): object["occurrence"] = number
            }
        case .headline(let old, let new):
            object["kind"] = "headline"
            object["old"] = old
            object["new"] = new
        case .role(let role, let text, let occurrence):
            object["kind"] = "role"
            object["role"] = role.rawValue
            object["text"] = text
            object["occurrence"] = occurrence
        case .storyStart(let text, let occurrence):
            object["kind"] = "storyStart"
            object["text"] = text
            object["occurrence"] = occurrence
        case .merge(let other):
            object["kind"] = "merge"
            object["other"] = other.jsonObject
        case .undo(let number):
            object["kind"] = "undo"
            object["undoes"] = number
        }
        return object
    }

    /// Reads what `jsonObject` wrote; nil when a key is missing or of another type.
    init?(journalObject object: JournalObject) {
        // Numbers stay far from overflow however a journal was edited: the next is one more.
        guard let number = object.integer("number"), (1...Int(Int32.max)).contains(number), let date = object.string("date"),
              let anchor = CorrectionAnchor(journalObject: object), let kind = object.string("kind") else { return nil }
        let change: CorrectionChange
        switch kind {
        case "text", "line":
            guard let old = object.string("old"), let new = object.string("new") else { return nil }
            let occurrence: TextChange.Occurrence
            if object.string("occurrence") == "all" {
                occurrence = .all
            } else if let nth = object.integer("occurrence"), nth > 0 {
                occurrence = .nth(nth)
            } else {
                return nil
            }
            change = .text(TextChange(old: old, new: new, occurrence: occurrence, isWholeLine: kind == "line"))
        case "headline":
            guard let old = object.string("old"), let new = object.string("new") else { return nil }
            change = .headline(old: old, new: new)
        case "role":
            guard let role = object.string("role").flatMap(LineRole.init(rawValue:)), let text = object.string("text") else { return nil }
            change = .role(role, text: text, occurrence: Self.lineOccurrence(object))
        case "storyStart":
            guard let text = object.string("text") else { return nil }
            change = .storyStart(text: text, occurrence: Self.lineOccurrence(object))
        case "merge":
            guard let other = object.object("other").flatMap(CorrectionAnchor.init(journalObject:)) else { return nil }
            change = .merge(other: other)
        case "undo":
            guard let undone = object.integer("undoes"), (1...Int(Int32.max)).contains(undone) else { return nil }
            change = .undo(number: undone)
        default:
            return nil
        }
        self.init(number: number, date: date, by: object.string("by"), note: object.string("note"), anchor: anchor, change: change)
    }

    /// A line's occurrence in its part, 1 when the line names none.
    private static func lineOccurrence(_ object: JournalObject) -> Int {
        object.integer("occurrence").map { min(max($0, 1), Int(Int32.max)) } ?? 1
    }

    /// One line of JSON, keys sorted, no line break inside.
    public var jsonLine: [UInt8] {
        // Every value is a string, a number or an object of them: serialization cannot fail.
        let data = (try? JSONSerialization.data(withJSONObject: jsonObject, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return Array(data)
    }
}

extension CorrectionAnchor {
    var jsonObject: [String: Any] {
        ["file": file, "hash": contentHash.paddedHex, "article": article, "lines": [lines.first, lines.last]]
    }

    init?(journalObject object: JournalObject) {
        guard let file = object.string("file"), let hex = object.string("hash"), let hash = UInt64(hex, radix: 16),
              let article = object.string("article"), let lines = object.integers("lines"), lines.count == 2,
              lines[0] > 0, lines[1] >= lines[0] else { return nil }
        self.init(file: file, contentHash: hash, article: article, lines: SourceLines(first: lines[0], last: lines[1]))
    }
}
