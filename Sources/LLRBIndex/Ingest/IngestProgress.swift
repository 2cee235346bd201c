/// Where an ingest is, for a progress bar.
public struct IngestProgress: Sendable {
    /// Files handed to the writer so far, of `filesTotal` found.
    public var filesDone: Int
    public var filesTotal: Int
    /// Bytes of the files done, of `bytesTotal` (sizes as discovered).
    public var bytesDone: Int
    public var bytesTotal: Int
    /// The file being read now; empty once all are done.
    public var currentFile: String

    public init(filesDone: Int, filesTotal: Int, bytesDone: Int, bytesTotal: Int, currentFile: String) {
        self.filesDone = filesDone
        self.filesTotal = filesTotal
        self.bytesDone = bytesDone
        self.bytesTotal = bytesTotal
        self.currentFile = currentFile
    }
}
