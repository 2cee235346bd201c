import LLRBParser

extension GregorianDate {
    /// The day as one sortable number, YYYYMMDD, as the segment's document table stores it
    /// (0 there means "no date").
    public var ordinal: UInt32 { UInt32(clamping: year * 10_000 + month * 100 + day) }

    /// The day a document table's YYYYMMDD names; nil for 0 ("no date") or no such day.
    public init?(ordinal: UInt32) {
        self.init(year: Int(ordinal / 10_000), month: Int(ordinal / 100 % 100), day: Int(ordinal % 100))
    }
}
