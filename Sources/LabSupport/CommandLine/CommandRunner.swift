/// The one place a command turns its outcome into an exit status: a `LabError` becomes one line
/// on standard error, prefixed with the command's name, and the error's status.
package enum CommandRunner {
    /// Runs `body`, which returns the status of a completed run (0, or 1 for a finding).
    package static func run(_ command: String, _ body: () throws(LabError) -> Int32) -> Int32 {
        var errors = StandardError()
        return run(command, errors: &errors, body)
    }

    /// Runs `body`, writing an error's line to `errors` (standard error, or a string in tests).
    package static func run(_ command: String, errors: inout some OutputSink, _ body: () throws(LabError) -> Int32) -> Int32 {
        do {
            return try body()
        } catch {
            errors.write(line(command, error))
            return error.exitStatus
        }
    }

    /// What standard error shows for `error`: one line, whatever the message holds (a name read
    /// from a file may contain a line break, which is shown escaped).
    package static func line(_ command: String, _ error: LabError) -> String {
        var text = ""
        for scalar in "\(command): \(error.message)".unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}":
                text += "\\u{\(String(scalar.value, radix: 16))}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\n"
    }
}
