import Foundation

/// One self-overwriting status line on standard error when it is a terminal; silent otherwise,
/// so logs and CI output stay clean.
struct ProgressLine: Sendable {
    let isTerminal = isatty(STDERR_FILENO) != 0

    func show(_ text: String) {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    func clear() {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
