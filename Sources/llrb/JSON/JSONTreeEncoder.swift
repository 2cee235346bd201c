/// Turns any `Encodable` into a `JSONValue`. Unlike Foundation's `JSONEncoder`, an optional
/// that is `nil` is written as `null` instead of being left out, so scripts reading llrb's
/// JSON always find every key (`"date": null` rather than no `date`).
enum JSONTreeEncoder {
    static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        let root = JSONNode()
        try value.encode(to: TreeEncoder(node: root, codingPath: []))
        return root.value
    }
}

/// A value under construction; containers fill it in place, which is why it is a class.
final class JSONNode {
    private enum Content {
        case empty
        case scalar(JSONValue)
        case object([String: JSONNode])
        case array([JSONNode])
    }

    private var content = Content.empty

    var value: JSONValue {
        switch content {
        case .empty: return .object([:])
        case .scalar(let value): return value
        case .object(let members): return .object(members.mapValues(\.value))
        case .array(let items): return .array(items.map(\.value))
        }
    }

    func set(_ value: JSONValue) { content = .scalar(value) }

    // The members and items are taken out of `content` before they change, so that they are
    // changed in place: while `content` still held them, every append copied the whole array,
    // and `search --json` of 38220 hits took a minute.

    func child(forKey key: String) -> JSONNode {
        var members: [String: JSONNode] = [:]
        if case .object(let existing) = content {
            members = existing
            content = .empty
        }
        let node = members[key] ?? JSONNode()
        members[key] = node
        content = .object(members)
        return node
    }

    func appendChild() -> JSONNode {
        var items: [JSONNode] = []
        if case .array(let existing) = content {
            items = existing
            content = .empty
        }
        let node = JSONNode()
        items.append(node)
        content = .array(items)
        return node
    }

    func becomeObject() {
        if case .object = content { return }
        content = .object([:])
    }

    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    var arrayCount: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }
}

struct TreeEncoder: Encoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedTreeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedTreeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueTreeContainer(node: node, codingPath: codingPath)
    }
}

/// Writes one encoded value into a node: numbers and strings directly, anything else through
/// its own `encode(to:)`.
enum TreeValueWriter {
    /// `codingPath` is built only for a value that encodes itself: a keyed container's path
    /// grows by its key, and making that array for every string and number cost a tenth of
    /// `search --json`.
    static func write<Value: Encodable>(_ value: Value, into node: JSONNode, codingPath: @autoclosure () -> [any CodingKey]) throws {
        switch value {
        case let text as String: node.set(.string(text))
        case let flag as Bool: node.set(.bool(flag))
        case let number as Double: node.set(.double(number))
        case let number as Float: node.set(.double(Double(number)))
        case let number as any BinaryInteger: node.set(.number(String(describing: number)))
        default: try value.encode(to: TreeEncoder(node: node, codingPath: codingPath()))
        }
    }
}
