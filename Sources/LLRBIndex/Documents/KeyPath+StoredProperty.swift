extension KeyPath {
    /// The value this path names in `root`, loaded from its offset in the root's storage. The
    /// descriptions of an article (`ArticleField.Value`) and of a page (`Page.Value`) name their
    /// fields by key path, and a key path applied at run time costs some 800 instructions (the
    /// runtime's projection and its generic metadata look-ups): an ingest applies one to each
    /// field of each article several times over. A path that names no inline, directly
    /// addressable stored property (`MemoryLayout.offset(of:)` is nil: a computed or observed
    /// property, an optional chain, a class) is applied as a key path. `inout`: the root is only
    /// read, in place, not copied.
    @inlinable @inline(__always)
    package func value(in root: inout Root) -> Value {
        guard let offset = MemoryLayout<Root>.offset(of: self) else { return root[keyPath: self] }
        return withUnsafePointer(to: &root) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: Value.self) }
    }
}

extension WritableKeyPath {
    /// Sets the value this path names in `root` through its offset, as `value(in:)` reads it
    /// (the assignment `MemoryLayout.offset(of:)` documents as the key path's own).
    @inlinable @inline(__always)
    package func set(_ value: Value, in root: inout Root) {
        guard let offset = MemoryLayout<Root>.offset(of: self) else {
            root[keyPath: self] = value
            return
        }
        withUnsafeMutablePointer(to: &root) { pointer in
            (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }
}
