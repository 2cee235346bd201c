extension KeyPath {
    /// The value this path names in `root`, loaded from the stored property's offset in the
    /// root's storage. The descriptions of an article (`ArticleField.Value`) and of a page
    /// (`Page.Value`) name their fields by key path, and a key path applied at run time costs
    /// some 800 instructions (the runtime's projection and its generic metadata look-ups): an
    /// ingest applies one to each field of each article several times over. A path that names
    /// no stored property is applied as a key path. `inout`: the root is only read, in place.
    @inline(__always)
    package func value(in root: inout Root) -> Value {
        guard let offset = MemoryLayout<Root>.offset(of: self) else { return root[keyPath: self] }
        return withUnsafeBytes(of: &root) { $0.load(fromByteOffset: offset, as: Value.self) }
    }
}

extension WritableKeyPath {
    /// Sets the value this path names in `root`, through the stored property's offset as
    /// `value(in:)` reads it; a path that names no stored property is applied as a key path.
    @inline(__always)
    package func set(_ value: Value, in root: inout Root) {
        guard let offset = MemoryLayout<Root>.offset(of: self) else {
            root[keyPath: self] = value
            return
        }
        withUnsafeMutableBytes(of: &root) { storage in
            guard let base = storage.baseAddress else { return }
            (base + offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }
}
