/// The three container kinds of `TreeEncoder`. Every typed `encode` funnels into one generic
/// writer; every `encodeIfPresent` writes `null` for `nil`, which is the reason this encoder exists.
struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]

    private func write<T: Encodable>(_ value: T, _ key: Key) throws {
        try TreeValueWriter.write(value, into: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }

    private func writeOrNull<T: Encodable>(_ value: T?, _ key: Key) throws {
        guard let value else { return node.child(forKey: key.stringValue).set(.null) }
        try write(value, key)
    }

    mutating func encodeNil(forKey key: Key) throws { node.child(forKey: key.stringValue).set(.null) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try write(value, key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try write(value, key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try writeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try writeOrNull(value, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

struct UnkeyedTreeContainer: UnkeyedEncodingContainer, ScalarTreeWriting {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { node.arrayCount }

    func write<T: Encodable>(_ value: T) throws {
        try TreeValueWriter.write(value, into: node.appendChild(), codingPath: codingPath)
    }

    mutating func encodeNil() throws { node.appendChild().set(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try write(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(node: node.appendChild(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeEncoder(node: node.appendChild(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(node: node.appendChild(), codingPath: codingPath)
    }
}

struct SingleValueTreeContainer: SingleValueEncodingContainer, ScalarTreeWriting {
    let node: JSONNode
    let codingPath: [any CodingKey]

    func write<T: Encodable>(_ value: T) throws {
        try TreeValueWriter.write(value, into: node, codingPath: codingPath)
    }

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try write(value) }
}

/// The typed `encode` overloads unkeyed and single-value containers must both offer, written once.
protocol ScalarTreeWriting {
    func write<T: Encodable>(_ value: T) throws
}

extension ScalarTreeWriting {
    mutating func encode(_ value: Bool) throws { try write(value) }
    mutating func encode(_ value: String) throws { try write(value) }
    mutating func encode(_ value: Double) throws { try write(value) }
    mutating func encode(_ value: Float) throws { try write(value) }
    mutating func encode(_ value: Int) throws { try write(value) }
    mutating func encode(_ value: Int8) throws { try write(value) }
    mutating func encode(_ value: Int16) throws { try write(value) }
    mutating func encode(_ value: Int32) throws { try write(value) }
    mutating func encode(_ value: Int64) throws { try write(value) }
    mutating func encode(_ value: UInt) throws { try write(value) }
    mutating func encode(_ value: UInt8) throws { try write(value) }
    mutating func encode(_ value: UInt16) throws { try write(value) }
    mutating func encode(_ value: UInt32) throws { try write(value) }
    mutating func encode(_ value: UInt64) throws { try write(value) }
}
