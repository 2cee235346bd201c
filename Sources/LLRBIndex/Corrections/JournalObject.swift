import Foundation

/// A journal line's JSON object as Swift's own values, its keys in the line's order: what a
/// correction or a header is read from (`JournalObjectParser`; JSONSerialization for a line of
/// other shapes, converted).
struct JournalObject {
    enum Value {
        case string(String)
        case integer(Int)
        case integers([Int])
        case object(JournalObject)
    }

    private let fields: [(key: String, value: Value)]

    init(_ fields: [(key: String, value: Value)]) {
        self.fields = fields
    }

    /// What JSONSerialization read, for the values a journal holds; nil for any other.
    init?(foundation object: [String: Any]) {
        var fields: [(key: String, value: Value)] = []
        for (key, value) in object {
            if let text = value as? String {
                fields.append((key, .string(text)))
            } else if let number = value as? Int {
                fields.append((key, .integer(number)))
            } else if let numbers = value as? [Int] {
                fields.append((key, .integers(numbers)))
            } else if let nested = (value as? [String: Any]).flatMap(JournalObject.init(foundation:)) {
                fields.append((key, .object(nested)))
            }
        }
        self.init(fields)
    }

    private func value(_ key: String) -> Value? {
        fields.last { $0.key == key }?.value
    }

    func string(_ key: String) -> String? {
        if case .string(let text)? = value(key) { return text }
        return nil
    }

    func integer(_ key: String) -> Int? {
        if case .integer(let number)? = value(key) { return number }
        return nil
    }

    func integers(_ key: String) -> [Int]? {
        if case .integers(let numbers)? = value(key) { return numbers }
        return nil
    }

    func object(_ key: String) -> JournalObject? {
        if case .object(let object)? = value(key) { return object }
        return nil
    }
}
