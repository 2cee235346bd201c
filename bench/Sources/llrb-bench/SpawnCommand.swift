import BenchKit
import Foundation

/// Times a command as a whole process: what a user waits for when typing it in a shell.
enum SpawnCommand {
    static func run(_ options: Options) throws(BenchError) {
        let runs = try options.int("runs", default: 20)
        let output = try options.string("stdout")
        guard !options.rest.isEmpty else { throw BenchError("spawn needs a command after --") }
        _ = try ProcessTimer.run(options.rest, outputPath: output)
        var wall: [Double] = []
        var cpu: [Double] = []
        var status: Int32 = 0
        for _ in 0..<runs {
            let run = try ProcessTimer.run(options.rest, outputPath: output)
            wall.append(run.wallSeconds * 1000)
            cpu.append(run.cpuSeconds * 1000)
            status = run.exitStatus
        }
        let wallStats = Percentiles(wall)
        print(String(format: "%.3f\t%.3f\t%.3f\t%d", wallStats.median, wallStats.p95, Percentiles(cpu).median, status))
    }
}

/// Reads the `Run Time: real 0.012 user … sys …` lines sqlite3 prints with `.timer on`.
enum TimerStatsCommand {
    static func run() {
        var samples: [Double] = []
        while let line = readLine() {
            guard line.hasPrefix("Run Time: real ") else { continue }
            let fields = line.split(separator: " ")
            if fields.count > 3, let seconds = Double(fields[3]) { samples.append(seconds * 1000) }
        }
        let stats = Percentiles(samples)
        print(String(format: "%.3f\t%.3f\t%d", stats.median, stats.p95, stats.count))
    }
}
