/// A path written into advice a user may paste into a shell (`rm -rf DIR && …`): as it is when
/// every character is one no shell treats specially, else in single quotes. Unquoted, an index
/// folder named `my index` would have the advice remove `my` and `./index`.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        guard word.isEmpty || !word.unicodeScalars.allSatisfy(isPlain) else { return word }
        // Inside single quotes only `'` itself is special: close, escape it, reopen.
        return "'" + word.replacing("'", with: #"'\''"#) + "'"
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "/", ".", "_", "-", "+", ",", ":", "@", "%", "=": true
        default: false
        }
    }
}
