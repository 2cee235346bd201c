import LLRBEngine
import LLRBIndex

/// Any error as the one line the terminal shows after `llrb: `: the index's and the query
/// parser's facts worded for a person at a terminal, every other error as it describes itself.
enum ErrorWording {
    static func message(for error: any Error) -> String {
        switch error {
        case let error as IndexError: IndexErrorWording.message(for: error)
        case let error as IngestError: IngestErrorWording.message(for: error)
        case let error as QuerySyntaxError: QueryErrorWording.message(for: error)
        default: "\(error)"
        }
    }
}
