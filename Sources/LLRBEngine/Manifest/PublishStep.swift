/// The steps of making new segments visible, in order; a crash between any two leaves either
/// the old index or the new one, complete.
enum PublishStep: CaseIterable, Sendable {
    case writeSegment
    case writeManifest
    case syncManifest
    case renameManifest
    case syncDirectory
    case deleteOldSegments
}
