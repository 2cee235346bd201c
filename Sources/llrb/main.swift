import Foundation

// A closed pipe (`llrb search … | head`) must end llrb quietly: ignore the signal and let
// StandardStream treat EPIPE as a normal end.
signal(SIGPIPE, SIG_IGN)
let status = CommandLineRunner.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(status.rawValue)
