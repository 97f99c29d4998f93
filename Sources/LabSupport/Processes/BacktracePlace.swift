import Foundation

/// Where a Swift process crashed, read from the backtrace Swift's runtime prints on standard error
/// (`SWIFT_BACKTRACE=enable=yes`): the first frame with a source file (not compiler-generated),
/// its function, the file's name and line, and what the crash was. A release build's trap prints
/// no message, so this place is what tells two crashes apart (`fuzz run --isolate`, `try-layout`).
package struct BacktracePlace: Equatable, Sendable {
    /// `GridLayout.prepare()`; empty when the frame names none.
    package var function: String
    /// The file's name, without its folders.
    package var file: String
    package var line: Int
    /// `Fatal error: Index out of range` when the runtime printed one, else the crash's kind from
    /// its "Program crashed" line (`Illegal instruction`); empty when neither is there.
    package var reason: String

    /// The place in backtrace `text`, nil when no frame has a source file.
    /// - Complexity: O(n) in the text's length.
    package init?(backtrace text: String) {
        var kind = ""
        if let range = text.range(of: "*** Program crashed: ") {
            kind = String(text[range.upperBound...].prefix { $0 != "\n" }).components(separatedBy: " at 0x").first ?? ""
        }
        let fatal = text.split(separator: "\n").first { $0.contains("Fatal error") }.flatMap { line in
            line.range(of: "Fatal error").map { String(line[$0.lowerBound...]) }
        }
        for frame in text.split(separator: "\n") {
            guard let at = frame.range(of: " at /", options: .backwards), let address = frame.range(of: "0x") else { continue }
            let location = frame[frame.index(after: at.lowerBound)...].trimmingCharacters(in: .whitespaces)
            let parts = location.split(separator: ":")
            guard parts.count >= 2, let file = parts[0].split(separator: "/").last, let line = Int(parts[1]) else { continue }
            function = frame[address.upperBound..<at.lowerBound].drop { $0.isHexDigit }.trimmingCharacters(in: .whitespaces)
                .components(separatedBy: " + ").first?.components(separatedBy: " in ").first ?? ""
            self.file = String(file)
            self.line = line
            reason = fatal ?? kind
            return
        }
        return nil
    }

    /// `GridLayout.prepare() at 1-Grid.swift:20: Illegal instruction`.
    package var description: String {
        "\(function.isEmpty ? "" : "\(function) ")at \(file):\(line)\(reason.isEmpty ? "" : ": \(reason)")"
    }
}
