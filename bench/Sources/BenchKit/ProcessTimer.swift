#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of a child process cost.
public struct ProcessRun: Sendable {
    public var wallSeconds: Double
    public var cpuSeconds: Double
    public var exitStatus: Int32
}

/// Runs a command as a whole process many times and measures each run, without a shell in
/// between, so that the figures are the command's own start-up and work.
public enum ProcessTimer {
    /// Runs `arguments` (a path or a name found on PATH first) once, with its stdout written to
    /// `outputPath` and its stderr to /dev/null.
    public static func run(_ arguments: [String], outputPath: String) throws(BenchError) -> ProcessRun {
        guard let executable = arguments.first else { throw BenchError("no command given to time") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, cArguments, environ)
        guard spawned == 0 else {
            throw BenchError("cannot start \(executable): \(String(cString: strerror(spawned))); is it built and on PATH?")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("waiting for \(executable) failed: errno \(errno)") }
        }
        var end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &end)
        let wall = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        let exited = status & 0x7f == 0
        return ProcessRun(wallSeconds: wall, cpuSeconds: cpu, exitStatus: exited ? (status >> 8) & 0xff : -1)
    }

    private static func seconds(_ value: timeval) -> Double {
        Double(value.tv_sec) + Double(value.tv_usec) / 1e6
    }
}
