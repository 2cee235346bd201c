import Foundation

/// A one-line progress bar redrawn in place on stderr, only when stderr is a terminal, so logs
/// and pipes never fill with carriage returns. Redraws at most ten times a second.
final class ProgressBar {
    private let stream: StandardStream
    private let enabled: Bool
    private let width: Int
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(stream: StandardStream, enabled: Bool, width: Int) {
        self.stream = stream
        self.enabled = enabled
        self.width = max(40, width)
    }

    /// `[#######·········]  37/120 files  12.3 MB  name-of-current-file`; `unit` names what
    /// is counted (`articles` for an export).
    func update(done: Int, total: Int, bytes: Int, current: String, unit: String = "files") {
        guard enabled else { return }
        let now = Date()
        guard done >= total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let barWidth = 24
        let filled = total > 0 ? min(barWidth, barWidth * done / total) : 0
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: barWidth - filled) + "]"
        let counts = " \(done)/\(total) \(unit)  \(ByteCount.megabytes(bytes))  "
        let line = DisplayWidth.truncate(bar + counts + current, to: width - 1)
        stream.write("\r" + line + "\u{1B}[K")
        stream.flush()
        drawn = true
    }

    /// Clears the bar so the summary that follows starts on a clean line.
    func finish() {
        guard enabled, drawn else { return }
        stream.write("\r\u{1B}[K")
        stream.flush()
        drawn = false
    }
}
