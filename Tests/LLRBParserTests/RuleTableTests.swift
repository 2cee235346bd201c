import Foundation
import LLRBParser
import XCTest

/// The parser's rule table (`PageParser.rules`): every row named once, with an example that
/// makes it fire, declaring truly what it changes, and listed in docs/PARSER.md as it is.
final class RuleTableTests: XCTestCase {
    func testEveryRuleHasAUniqueIdAnExampleAndASummary() {
        let rules = PageParser.rules
        XCTAssertEqual(Set(rules.map(\.id)).count, rules.count)
        for rule in rules {
            XCTAssertTrue(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, rule.id)
            XCTAssertFalse(rule.summary.isEmpty, rule.id)
            XCTAssertFalse(rule.gives.isEmpty, rule.id)
            XCTAssertTrue(Set(rule.reads + rule.gives).isSubset(of: PageParser.lineKinds), rule.id)
        }
        let scopes = rules.map(\.scope)
        XCTAssertEqual(scopes, scopes.filter { $0 == "line" } + scopes.filter { $0 == "page" } + scopes.filter { $0 == "story" },
                       "line rules come first, then page rules, then the story rules")
    }

    /// Each example, its lines (` / ` between them) set one under another with a blank line
    /// between, is decided by its rule: the table's examples are true, a story rule's too (its
    /// example is a page that opens the story the rule reads).
    func testEveryRuleFiresOnItsExample() {
        for rule in PageParser.rules where !rule.example.isEmpty {
            let text = rule.example.components(separatedBy: " / ").joined(separator: "\n\n")
            let fired = PageParser.explain(text: text).flatMap(\.lines).contains { $0.steps.contains { $0.rule == rule.id } }
            XCTAssertTrue(fired, "\(rule.id) does not fire on its example \(rule.example)")
        }
    }

    /// A page or story rule changes only the kinds it says it reads into the kinds it says it
    /// gives, on every seed and every example.
    func testPageRulesChangeOnlyTheKindsTheyDeclare() throws {
        let rules = Dictionary(uniqueKeysWithValues: PageParser.rules.map { ($0.id, $0) })
        var texts = try Seeds.all.map(Seeds.text)
        texts += PageParser.rules.map { $0.example.components(separatedBy: " / ").joined(separator: "\n\n") }
        for text in texts {
            for trace in PageParser.explain(text: text).flatMap(\.lines) {
                for step in trace.steps {
                    let rule = try XCTUnwrap(rules[step.rule])
                    XCTAssertTrue(rule.gives.contains(step.to), "\(step.rule) gave \(step.to) to \(trace.text)")
                    if let from = step.from {
                        XCTAssertTrue(rule.scope == "page" || rule.scope == "story", step.rule)
                        XCTAssertTrue(rule.reads.contains(from), "\(step.rule) changed \(from) in \(trace.text)")
                    } else {
                        XCTAssertEqual(rule.scope, "line")
                    }
                }
            }
        }
    }
}

/// docs/PARSER.md's rule catalogue, rendered from the table: the test fails when the doc
/// differs, and `LLRB_WRITE_DOCS=1 swift test --filter RuleCatalogueTests` rewrites it.
final class RuleCatalogueTests: XCTestCase {
    static let begin = "<!-- rule table begin: generated from PageParser.rules; LLRB_WRITE_DOCS=1 swift test --filter RuleCatalogueTests -->"
    static let end = "<!-- rule table end -->"

    func testTheDocsListTheRuleTableAsItIs() throws {
        let url = Seeds.folder.deletingLastPathComponent().appendingPathComponent("docs/PARSER.md")
        let doc = try String(contentsOf: url, encoding: .utf8)
        let start = try XCTUnwrap(doc.range(of: Self.begin), "docs/PARSER.md has no rule table markers")
        let stop = try XCTUnwrap(doc.range(of: Self.end, range: start.upperBound..<doc.endIndex))
        let rendered = Self.begin + "\n" + Self.catalogue() + Self.end
        if ProcessInfo.processInfo.environment["LLRB_WRITE_DOCS"] == "1" {
            try (doc[..<start.lowerBound] + rendered + doc[stop.upperBound...]).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(String(doc[start.lowerBound..<stop.upperBound]), rendered,
                       "docs/PARSER.md's rule table is stale: LLRB_WRITE_DOCS=1 swift test --filter RuleCatalogueTests")
    }

    static func catalogue() -> String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var rows = ["| # | scope | rule | reads | gives | example | what it decides |", "|---|---|---|---|---|---|---|"]
        for (number, rule) in PageParser.rules.enumerated() {
            let reads = rule.scope == "line" ? "the line alone" : rule.reads.joined(separator: ", ")
            let example = rule.example.isEmpty ? "(empty)" : "`" + cell(rule.example) + "`"
            rows.append("| \(number + 1) | \(rule.scope) | `\(rule.id)` | \(reads) | \(rule.gives.joined(separator: ", ")) | \(example) | \(cell(rule.summary)) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
