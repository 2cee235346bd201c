import Foundation

/// llrb-corpus: writes a generated archive of OCR'd Lüliang Daily pages with its truth.
///   llrb-corpus --size MB --out DIR [--seed N] [--lexicon FILE] [--no-csv]
/// DIR/pages/YYYY/MM/YYYYMMDD-PP.txt, and in DIR/truth/: `articles.tsv` (each article's file and
/// lines), `queries.tsv` (the articles holding each benchmark query), `articles.csv` (their text),
/// `offices.tsv` and `people.tsv` (the office holders the pages name, and when: OfficesTruth).
/// The seed decides the archive, and alone the history of who holds which office (OfficeHistory).
/// `--lexicon`: content words drawn by the frequencies of a `word frequency` list (FrequencyLexicon).
/// `--no-csv`: no `truth/articles.csv` (the articles' text for SQLite, as large as the archive),
/// for archives only llrb is measured on (bench/run above 1 GB).
let usage = """
    usage: llrb-corpus --size MB --out DIR [--seed N] [--lexicon FILE] [--no-csv]
      writes DIR/pages/ and DIR/truth/ (articles.tsv, queries.tsv, articles.csv, offices.tsv, people.tsv)
    """
var size = 10
var seed: UInt64 = 20_200_313
var outputPath: String?
var lexiconPath: String?
var writesCSV = true
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--size": size = arguments.popFirst().flatMap { Int($0) } ?? -1
    case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? 0
    case "--out": outputPath = arguments.popFirst()
    case "--lexicon": lexiconPath = arguments.popFirst()
    case "--no-csv": writesCSV = false
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("llrb-corpus: unknown argument '\(argument)'\n\(usage)\n".utf8))
        exit(2)
    }
}
guard size > 0, let outputPath else {
    FileHandle.standardError.write(Data("llrb-corpus: give a positive --size in MB and an --out folder\n\(usage)\n".utf8))
    exit(2)
}
let started = Date()
do {
    var generator = CorpusGenerator(targetBytes: size * 1_000_000, seed: seed, output: URL(fileURLWithPath: outputPath))
    generator.writesCSV = writesCSV
    if let lexiconPath { generator.lexicon = Lexicon(content: try FrequencyLexicon.contentWords(fromFile: lexiconPath)) }
    let summary = try generator.run()
    let seconds = Date().timeIntervalSince(started)
    print(String(format: "llrb-corpus: %d issues (%@ to %@), %d pages, %d articles, %.1f MB in %.1f s",
                 summary.issues, summary.firstDate, summary.lastDate, summary.pages, summary.articles,
                 Double(summary.bytes) / 1e6, seconds))
    let offices = summary.offices
    print("llrb-corpus: \(offices.namingArticles) articles name office holders: \(offices.holders) (office, holder) pairs "
          + "in truth/offices.tsv, \(offices.pairs) (name, office) pairs in truth/people.tsv; forms printed:")
    for form in MentionForm.allCases {
        print(String(format: "  %7d  ", offices.forms[form] ?? 0) + form.rawValue)
    }
    if !summary.lunarDisagreements.isEmpty {
        print("llrb-corpus: on \(summary.lunarDisagreements.count) days Foundation's Chinese calendar names another "
              + "lunar date than LLRBParser (mastheads follow LLRBParser): \(summary.lunarDisagreements.prefix(5).joined(separator: ", "))")
    }
} catch {
    FileHandle.standardError.write(Data("llrb-corpus: \(error)\n".utf8))
    exit(1)
}
