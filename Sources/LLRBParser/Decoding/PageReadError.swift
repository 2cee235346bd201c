/// Why a page file could not be parsed: it could not be read, or its bytes are not text.
public enum PageReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read (missing, a folder, no permission).
    case unreadable(path: String, reason: String)
    /// The path is a device, a pipe or a socket: reading it could block or never end.
    case notRegularFile(path: String)
    /// The file was read but is not text llrb can decode.
    case decoding(PageDecodingError)

    /// One line: what is wrong with which file, and what to do about it.
    public var message: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read the file (\(reason)); check the path and its permissions"
        case let .notRegularFile(path):
            return "\(path): not a regular file (a device, pipe or socket); give the path of an OCR'd page file"
        case let .decoding(error):
            return error.message
        }
    }

    /// The message, so that printing the error tells the user what to do.
    public var description: String { message }
}
