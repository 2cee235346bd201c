/// Markup that is safe to send. Its literal parts are written by llrb; every `String`
/// interpolated into it is escaped, so a text that came from a page (`<script>`, `"><img …>`)
/// can only ever show as text, and forgetting to escape is not something a page can do.
struct HTML: ExpressibleByStringInterpolation, Sendable {
    private(set) var markup: String

    init(stringLiteral literal: String) {
        markup = literal
    }

    init(stringInterpolation: Interpolation) {
        markup = stringInterpolation.markup
    }

    private init(trusted markup: String) {
        self.markup = markup
    }

    static let empty = HTML(trusted: "")

    struct Interpolation: StringInterpolationProtocol {
        var markup = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        mutating func appendInterpolation(_ text: String) {
            markup += MarkupText.escaped(text)
        }

        mutating func appendInterpolation(_ text: Substring) {
            markup += MarkupText.escaped(String(text))
        }

        mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }

        mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }

        mutating func appendInterpolation(_ parts: [HTML]) {
            for part in parts { markup += part.markup }
        }

        mutating func appendInterpolation(_ html: HTML?) {
            if let html { markup += html.markup }
        }
    }

    static func + (left: HTML, right: HTML) -> HTML {
        HTML(trusted: left.markup + right.markup)
    }

    static func += (left: inout HTML, right: HTML) {
        left.markup += right.markup
    }
}

extension Array where Element == HTML {
    /// The parts one after another, with `separator` between them.
    func joined(separator: HTML) -> HTML {
        var joined = HTML.empty
        for (position, part) in enumerated() {
            if position > 0 { joined += separator }
            joined += part
        }
        return joined
    }
}
