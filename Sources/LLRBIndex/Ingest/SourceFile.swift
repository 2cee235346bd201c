
/// A page file found by `SourceDiscovery`.
public struct SourceFile: Hashable, Sendable {
    /// The path as the user gave it, or joined onto the folder they gave.
    public var path: String
    /// The size when discovered, for progress; the bytes actually read are what counts.
    public var byteCount: Int
    /// Its `FileStamp` when discovered (0: unknown).
    public var stamp: UInt64
    /// An image lies beside it with its stem (`ScanStamps`): it is read again whenever its stamp
    /// changed, even when its text did not.
    public var hasScan: Bool

    public init(path: String, byteCount: Int, stamp: UInt64 = 0, hasScan: Bool = false) {
        self.path = path
        self.byteCount = byteCount
        self.stamp = stamp
        self.hasScan = hasScan
    }
}

/// A path that could not be taken, and why: reported, never fatal.
public struct SourceProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What a front can say more of than the reason: how to mend it.
    public enum Kind: Hashable, Sendable {
        /// A file or folder whose name is not UTF-8 (GBK from an old Windows archive, most often).
        case nameNotUTF8
        case other
    }

    public var path: String
    public var reason: String
    public var kind: Kind

    public init(path: String, reason: String, kind: Kind = .other) {
        self.path = path
        self.reason = reason
        self.kind = kind
    }

    /// One line: the path, then what is wrong.
    public var description: String { "\(path): \(reason)" }
}
