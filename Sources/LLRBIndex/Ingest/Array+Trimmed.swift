
extension Array {
    /// The elements in storage of their count, without the room appending grew into (up to as
    /// much again): for lists an ingest holds to its end, such as its found files.
    func trimmed() -> [Element] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}
