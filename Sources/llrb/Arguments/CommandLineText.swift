import Foundation

/// The command line's arguments as text, taken from the bytes the shell gave. Swift's
/// `CommandLine.arguments` repairs bytes that are not UTF-8 with U+FFFD without a word, so a
/// replacement or a `--note` typed in a GBK terminal was recorded as `��` and reported made;
/// the web reader refuses the same bytes. Every argument that is not UTF-8 is refused instead,
/// for every command, before any runs and so before anything is written.
enum CommandLineText {
    /// Shown of an argument refused: enough to recognise it on a long command line.
    static let shownBytes = 24

    /// The bytes of each argument after the program's name, as the kernel passed them.
    static func current() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            let bytes = UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self)
            return Array(UnsafeBufferPointer(start: bytes, count: strlen(argument)))
        }
    }

    /// `arguments` as text; an error naming the first that is not UTF-8 (counted from 1 after
    /// `llrb`, as the shell's `$1`), its bytes, and how to give it.
    static func text(of arguments: [[UInt8]]) throws(CLIError) -> [String] {
        try arguments.enumerated().map { position, bytes throws(CLIError) in
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw CLIError(message: "argument \(position + 1) is not UTF-8 text (\(described(bytes))); "
                    + "give it in UTF-8 (a terminal or script set to UTF-8; "
                    + "'iconv -f GB18030 -t UTF-8' converts text, 'convmv -f gbk -t utf8 --notest' a file's name)")
            }
            return text
        }
    }

    /// `\xD6\xD0\xCE\xC4, 中文 in GB18030`: the argument's UTF-8 as text and its other bytes as
    /// `\xNN`, cut after `shownBytes`; and what it reads as GB18030 (which GBK is part of), the
    /// encoding a Chinese terminal or file name most likely used, when it reads as Chinese.
    private static func described(_ bytes: [UInt8]) -> String {
        var shown = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.prefix(shownBytes).makeIterator()
        var offset = 0
        parsing: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                shown.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                shown += bytes[offset..<offset + length].map { "\\x" + String($0, radix: 16, uppercase: true) }.joined()
                offset += length
            case .emptyInput:
                break parsing
            }
        }
        if bytes.count > shownBytes { shown += "…" }
        let gb18030 = String.Encoding(rawValue: 0x8000_0632)
        guard let chinese = String(bytes: bytes, encoding: gb18030),
              chinese.unicodeScalars.contains(where: { $0.properties.isUnifiedIdeograph }) else { return shown }
        return shown + ", " + (chinese.count > shownBytes / 2 ? chinese.prefix(shownBytes / 2) + "…" : chinese) + " in GB18030"
    }
}
