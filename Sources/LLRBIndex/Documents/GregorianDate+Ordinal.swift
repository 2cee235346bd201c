import LLRBParser

extension GregorianDate {
    /// The day as one sortable number, YYYYMMDD, as the segment's document table stores it
    /// (0 there means "no date").
    public var ordinal: UInt32 { UInt32(clamping: year * 10_000 + month * 100 + day) }
}
