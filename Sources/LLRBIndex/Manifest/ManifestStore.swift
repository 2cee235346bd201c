import Glibc

/// Loads the published manifest of an index directory and publishes a new one durably.
enum ManifestStore {
    /// The published manifest; an empty one when the directory has none yet.
    static func load(directory: String) throws(IndexError) -> Manifest {
        let path = directory + "/" + IndexFiles.manifest
        let file: MappedFile
        do {
            file = try MappedFile(path: path)
        } catch {
            if access(path, F_OK) != 0 { return Manifest() }
            throw error
        }
        do throws(FormatError) {
            return try ManifestCodec.decode(file.bytes)
        } catch {
            throw IndexError.corrupt(path, error.reason)
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
