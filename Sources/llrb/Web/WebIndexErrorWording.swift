import Glibc
import LLRBEngine
import LLRBIndex

/// Why the index cannot be read, for a visitor of the web reader: in Chinese, by kind, and
/// never with the server's paths (those go to the terminal that started it).
enum WebIndexErrorWording {
    static func reason(for error: any Error) -> String {
        guard let error = indexError(in: error) else { return unknown }
        if error.needsRebuild { return "索引已损坏或格式不符，重建后才能检索。" }
        switch error.kind {
        case .noIndex, .systemCall(_, _, ENOENT, _):
            return "索引不在原处，也许已被移走或删除；重新建立索引后再试。"
        case .systemCall:
            return "索引的文件暂时读不出（权限、磁盘或文件系统的问题）；稍后再试。"
        default:
            return unknown
        }
    }

    /// The index's failure, alone or as what stopped an ingest.
    private static func indexError(in error: any Error) -> IndexError? {
        if case .index(let error)? = error as? IngestError { return error }
        return error as? IndexError
    }

    private static let unknown = "索引暂时无法读取：也许正在重建，或已损坏；稍后再试。"
}
