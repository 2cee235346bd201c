/// Every command llrb has, in the order `llrb --help` lists them.
enum CommandRegistry {
    static let commands: [any Command.Type] = [
        IngestCommand.self,
        SearchCommand.self,
        TimelineCommand.self,
        KwicCommand.self,
        AuthorsCommand.self,
        PeopleCommand.self,
        OfficesCommand.self,
        PlacesCommand.self,
        ExportCommand.self,
        ShowCommand.self,
        CiteCommand.self,
        CorrectCommand.self,
        CorrectionsCommand.self,
        IssuesCommand.self,
        StatsCommand.self,
        ServeCommand.self,
        CheckCommand.self,
        AnalyzeCommand.self,
        ParseCommand.self,
        HelpCommand.self,
    ]

    /// What `llrb` accepts before any command: the global options only.
    static let topLevel = CommandSpec(
        name: "", summary: "", usage: [], discussion: "", positionals: [], options: [], examples: [], exitCodes: [])

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    static var names: [String] { commands.map { $0.spec.name } }

    static var specs: [CommandSpec] { commands.map { $0.spec } }
}
