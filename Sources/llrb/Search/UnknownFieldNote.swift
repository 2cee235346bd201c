import LLRBEngine
import LLRBIndex

/// A query word shaped like a field restriction (`title:复工`) whose name is no field is
/// searched as text and usually finds nothing; when it does, a line on stderr names the real
/// fields, so a user who guessed a name is not left thinking the archive lacks the word.
enum UnknownFieldNote {
    /// The names before a colon at the start of a query word (past a `-` or an opening
    /// parenthesis or quote) that are not fields, in order, each once.
    static func unknownNames(in query: String) -> [String] {
        var names: [String] = []
        for word in query.split(whereSeparator: \.isWhitespace) {
            let body = word.drop { "-(\"“".contains($0) }
            guard let colon = body.firstIndex(of: ":") else { continue }
            let name = body[..<colon]
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isLetter }),
                  FieldSchema.articles.field(named: String(name)) == nil, !names.contains(String(name)) else { continue }
            names.append(String(name))
        }
        return names
    }

    static func warn(about query: String, in context: CommandContext) {
        let names = unknownNames(in: query)
        guard !names.isEmpty else { return }
        let fields = FieldSchema.articles.fields.map { $0.name + ":" }
        let listed = fields.dropLast().joined(separator: ", ") + " and " + (fields.last ?? "")
        let shown = names.map { "'\($0):'" }.joined(separator: ", ")
        let verb = names.count == 1 ? "is not a field, so it was" : "are not fields, so they were"
        context.warn("\(shown) \(verb) searched as text; the fields are \(listed)")
    }
}
