/// Names the typesetter spaced out: a two-character name is set as wide as a three-character
/// one (`冯　瑞`, `李 强 摄`), and the OCR spaces every character of a lead (`记 者 康 桂 芳`).
/// A run of single characters in a name slot is read back into names: two are one name when the
/// first is a surname or a role stands before them (`(冯 瑞)` is 冯瑞, while `(昕 雄)` stays two
/// writers' given names); three are one name; more are cut into names that each open with a
/// surname, two characters where that holds (`郝 峰 韩 丽` is 郝峰 and 韩丽, `康 桂 芳 王 涛` is
/// 康桂芳 and 王涛), and left whole where no such cut exists.
enum LetterSpacedNames {
    /// `pieces` (a line's space-parted pieces) with every run of single characters read back:
    /// a role it opens with set apart, the rest cut into names.
    static func rejoined(_ pieces: [Substring.UnicodeScalarView]) -> [String] {
        var result: [String] = []
        var run = ""
        var runLength = 0
        func flush() {
            defer { run = ""; runLength = 0 }
            guard runLength > 1 else {
                if runLength == 1 { result.append(run) }
                return
            }
            var rest = Substring(run)
            var afterRole = result.last.map { BylineReader.roleIndex(atStartOf: $0) != nil } ?? false
            while let found = BylineReader.roleIndex(atStartOf: rest) {
                let role = BylineReader.roles[found]
                result.append(role)
                rest = rest.dropFirst(role.count)
                afterRole = true
            }
            result.append(contentsOf: names(in: rest, afterRole: afterRole))
        }
        for piece in pieces {
            if piece.count == 1 {
                run.unicodeScalars.append(contentsOf: piece)
                runLength += 1
            } else {
                flush()
                result.append(String(piece))
            }
        }
        flush()
        return result
    }

    /// `run` (the characters of a spaced run after any role) as names.
    private static func names(in run: Substring, afterRole: Bool) -> [String] {
        let characters = Array(run)
        switch characters.count {
        case 0: return []
        case 2 where !afterRole && !Surnames.isSurname(characters[0], for: .letterSpaced): return characters.map { String($0) }
        case ...3: return [String(run)]
        default: return cut(characters[...]) ?? [String(run)]
        }
    }

    /// `characters` cut into names of two or three characters, each opening with a surname,
    /// two where that holds; nil when no such cut exists.
    private static func cut(_ characters: ArraySlice<Character>) -> [String]? {
        if characters.isEmpty { return [] }
        guard let first = characters.first, Surnames.isSurname(first, for: .letterSpaced) else { return nil }
        for length in [2, 3] where characters.count >= length {
            let start = characters.startIndex
            if let rest = cut(characters[(start + length)...]) {
                return [String(characters[start..<(start + length)])] + rest
            }
        }
        return nil
    }
}
