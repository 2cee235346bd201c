import LLRBParser

/// Bylines as a reader writes them: names grouped under their role, `本报记者 王涛 郭晓星`.
enum BylineFormatter {
    static func format(_ bylines: [Byline]) -> String {
        var groups: [(role: String, names: [String])] = []
        for byline in bylines {
            if let index = groups.firstIndex(where: { $0.role == byline.role }) {
                groups[index].names.append(byline.name)
            } else {
                groups.append((byline.role, [byline.name]))
            }
        }
        return groups.map { group in
            let names = group.names.joined(separator: " ")
            return group.role == "作者" ? names : "\(group.role) \(names)"
        }.joined(separator: "；")
    }

    /// Names only, for citations: `王涛, 郭晓星`.
    static func names(_ bylines: [Byline]) -> [String] {
        var seen: Set<String> = []
        return bylines.map(\.name).filter { seen.insert($0).inserted }
    }
}
