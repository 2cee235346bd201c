import Glibc

/// Loads the published manifest of an index directory and publishes a new one durably.
enum ManifestStore {
    /// The published manifest; an empty one when the directory has none yet.
    static func load(directory: String) throws(IndexError) -> Manifest {
        guard let file = try map(directory: directory) else { return Manifest() }
        return try decode(file) { bytes throws(FormatError) in try ManifestCodec.decode(bytes) }
    }

    /// The published manifest's segment list (no files), with its mapped bytes so that the
    /// file table of the very same version can be read later if needed (`files(of:)`).
    static func loadSegments(directory: String) throws(IndexError) -> (manifest: Manifest, file: MappedFile?) {
        guard let file = try map(directory: directory) else { return (Manifest(), nil) }
        return (try decode(file) { bytes throws(FormatError) in try ManifestCodec.decodeSegments(bytes) }, file)
    }

    /// The file table of a manifest mapped by `loadSegments`.
    static func files(of file: MappedFile?) throws(IndexError) -> [Manifest.File] {
        guard let file else { return [] }
        return try decode(file) { bytes throws(FormatError) in try ManifestCodec.decodeFiles(bytes) }
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
            throw IndexError.corrupt(file.path, error.reason)
        }
    }

    /// Writes the manifest to a temporary file, syncs it, renames it over the published one and
    /// syncs the directory: before the rename readers see the old manifest, after it the new one.
    static func publish(_ manifest: Manifest, directory: String,
                        hook: (PublishStep) throws(IndexError) -> Void) throws(IndexError) {
        let temporary = directory + "/" + IndexFiles.manifestTemporary
        try hook(.writeManifest)
        try DurableFiles.write(ManifestCodec.encode(manifest), to: temporary, sync: false)
        try hook(.syncManifest)
        try DurableFiles.syncFile(temporary)
        try hook(.renameManifest)
        try DurableFiles.rename(temporary, to: directory + "/" + IndexFiles.manifest)
        try hook(.syncDirectory)
        try DurableFiles.syncDirectory(directory)
    }
}
