/// Every command llrb has, in the order `llrb --help` lists them.
enum CommandRegistry {
    static let commands: [any Command.Type] = [
        ParseCommand.self,
        HelpCommand.self,
    ]

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    static var names: [String] { commands.map { $0.spec.name } }
}
