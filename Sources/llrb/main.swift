import Foundation

// A closed pipe (`llrb search … | head`) must end llrb quietly: ignore the signal and let
// StandardStream treat EPIPE as a normal end.
signal(SIGPIPE, SIG_IGN)
let status = CommandLineRunner.run(Array(CommandLine.arguments.dropFirst()), environment: Environment.current())
exit(status.rawValue)
