import LLRBEngine
import LLRBParser

extension ReadRevisions {
    /// The revisions of this llrb's parser and document builder, and of `tables`.
    static func current(tables: [any StoredTable]) -> ReadRevisions {
        ReadRevisions(reader: PageParser.revision, document: DocumentBuilder.revision, tables: revision(of: tables))
    }

    /// 0 for no tables, else a hash of their names and versions, in any order.
    private static func revision(of tables: [any StoredTable]) -> UInt64 {
        guard !tables.isEmpty else { return 0 }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for table in tables.map({ "\($0.name)\u{0}\($0.version)" }).sorted() {
            for byte in table.utf8 + [0] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        return hash == 0 ? 1 : hash
    }
}
