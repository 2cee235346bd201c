import LLRBViews

/// `--sort name|articles` of `people` and `authors`.
extension ListingOrder {
    static let option = OptionSpec.value("sort", "ORDER", "name (default: pinyin order, surnames read as surnames) or articles (the most named first)")

    /// The order `arguments` ask for; by name when they ask none.
    static func chosen(in arguments: ParsedArguments) throws(CLIError) -> ListingOrder {
        try arguments.choice(option, describing: "order") ?? .name
    }
}
