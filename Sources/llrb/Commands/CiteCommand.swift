import LLRBIndex

/// `llrb cite ID`: a citation of an article to paste into a paper.
enum CiteCommand: Command {
    static let format = OptionSpec.value("format", "FORMAT", "gbt7714 (default), bibtex or csl-json")
    static let formats = ["gbt7714", "bibtex", "csl-json"]

    static let spec = CommandSpec(
        name: "cite",
        summary: "cite an article (GB/T 7714-2015, BibTeX or CSL-JSON)",
        usage: ["ID [--format gbt7714|bibtex|csl-json]"],
        discussion: """
        GB/T 7714-2015 is the Chinese national standard for references; a newspaper article is \
        cited as: 作者. 题名：副题[N]. 报纸名, 出版日期(版次). A photo with no story of its own is \
        cited by its credit (肖继旺, 摄. [图为…][N]. …), its title taken from its caption. What the \
        page does not print (a title, a date llrb inferred) is put in brackets, as the standard \
        marks information the cataloguer supplied.
        """,
        positionals: [PositionalSpec(name: "ID", help: "an article id from 'llrb search'")],
        options: [format],
        examples: [
            Example(command: "llrb cite ID", explanation: "e.g. 郭晓星. 经济增活力 战\"痘\"添动力：孝义市精准推进复工复产纪实[N]. 吕梁日报, 2020-03-13(1)."),
            Example(command: "llrb cite ID --format bibtex >> refs.bib", explanation: "append a biblatex entry to a bibliography"),
            Example(command: "llrb cite ID --format csl-json", explanation: "for Zotero or pandoc"),
        ],
        exitCodes: ["0  cited", "1  no article with this id", "2  error"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let chosen = try context.arguments.choice(format, among: formats, describing: "citation format") ?? "gbt7714"
        let id = context.arguments.positionals[0]
        guard let record = try ArticleLookup.record(id, in: IndexLocation.open(for: context), journal: IndexLocation.corrections(for: context),
                                                    context: context) else {
            return .nothingFound
        }
        switch chosen {
        case "bibtex": context.output.line(CitationFormatter.bibtex(record))
        case "csl-json": try context.printJSON([CitationFormatter.csl(record)])
        default: context.output.line(CitationFormatter.gbt7714(record))
        }
        return .success
    }
}
