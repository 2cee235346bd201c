import Glibc

/// Loads the published manifest of an index directory and publishes a new one durably.
package enum ManifestStore {
    /// A published manifest: its segments, its file table read in place from the mapped file.
    package struct Published {
        var manifest: Manifest
        var files: FileTable
    }

    /// The published manifest with its file table; nil when the directory has none and holds
    /// no index yet.
    package static func load(directory: String) throws(IndexError) -> Published? {
        guard let file = try map(directory: directory) else {
            if let lost = lostManifest(directory: directory) { throw lost }
            return nil
        }
        return try decode(file) { bytes throws(FormatError) in
            Published(manifest: try ManifestCodec.decodeSegments(bytes), files: try ManifestCodec.files(bytes, owner: file))
        }
    }

    /// The error for a directory without a manifest: there is no index, or (when segment files
    /// are there) an index lost its manifest.
    package static func missing(directory: String) -> IndexError {
        lostManifest(directory: directory)
            ?? IndexError(.noIndex(directory: directory))
    }

    /// Whether `directory` holds an index, whole or not: a manifest, or segments that lost theirs.
    package static func holdsIndex(directory: String) -> Bool {
        access(directory + "/" + IndexFiles.manifest, F_OK) == 0 || lostManifest(directory: directory) != nil
    }

    /// Segment files without a manifest are an index whose MANIFEST was deleted, never the work
    /// of a first ingest that was killed: a writer publishes an empty manifest before it writes
    /// its first segment (`IndexWriter.startSegment`). Without the list of what they hold the
    /// segments cannot be read, but they must not be removed as leftovers either.
    private static func lostManifest(directory: String) -> IndexError? {
        let segments = DurableFiles.list(directory).count(where: IndexFiles.isSegment)
        guard segments > 0 else { return nil }
        return IndexError(.lostManifest(directory: directory, segmentFiles: segments))
    }

    /// The published manifest's segment list (no files), with its mapped bytes so that the
    /// file table of the very same version can be read later if needed (`files(of:)`).
    package static func loadSegments(directory: String) throws(IndexError) -> (manifest: Manifest, file: MappedFile) {
        guard let file = try map(directory: directory) else { throw missing(directory: directory) }
        return (try decode(file) { bytes throws(FormatError) in try ManifestCodec.decodeSegments(bytes) }, file)
    }

    /// The file table of a manifest mapped by `loadSegments`.
    package static func files(of file: MappedFile) throws(IndexError) -> FileTable {
        try decode(file) { bytes throws(FormatError) in try ManifestCodec.files(bytes, owner: file) }
    }

    /// Maps an error met reading the file table of the published manifest in `directory`.
    package static func corrupt(_ error: FormatError, directory: String) -> IndexError {
        IndexError.unreadable(directory + "/" + IndexFiles.manifest, error, expected: .manifest)
    }

    private static func map(directory: String) throws(IndexError) -> MappedFile? {
        let path = directory + "/" + IndexFiles.manifest
        do {
            return try MappedFile(path: path)
        } catch {
            if access(path, F_OK) != 0 { return nil }
            throw error
        }
    }

    private static func decode<Value>(_ file: MappedFile, _ body: (UnsafeRawBufferPointer) throws(FormatError) -> Value) throws(IndexError) -> Value {
        do throws(FormatError) {
            return try body(file.bytes)
        } catch {
            throw IndexError.unreadable(file.path, error, expected: .manifest)
        }
    }

    /// Writes the manifest to a temporary file, syncs it, renames it over the published one and
    /// syncs the directory: before the rename readers see the old manifest, after it the new one.
    /// `appendFiles` writes its file table after the segment list.
    static func publish(_ manifest: Manifest, appendingFiles appendFiles: (inout ByteWriter) throws(FormatError) -> Void,
                        directory: String, hook: (PublishStep) throws(IndexError) -> Void) throws(IndexError) {
        let temporary = directory + "/" + IndexFiles.manifestTemporary
        try hook(.writeManifest)
        let bytes: [UInt8]
        do throws(FormatError) {
            bytes = try ManifestCodec.encode(manifest, appendingFiles: appendFiles)
        } catch {
            throw corrupt(error, directory: directory)
        }
        try DurableFiles.write(bytes, to: temporary, sync: false)
        try hook(.syncManifest)
        try DurableFiles.syncFile(temporary)
        try hook(.renameManifest)
        try DurableFiles.rename(temporary, to: directory + "/" + IndexFiles.manifest)
        try hook(.syncDirectory)
        try DurableFiles.syncDirectory(directory)
    }
}
