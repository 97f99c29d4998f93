/// The one place a command turns its outcome into an exit status: a `LabError` becomes one line
/// on standard error, prefixed with the command's name, and the error's status.
public enum CommandRunner {
    /// Runs `body`, which returns the status of a completed run (0, or 1 for a finding).
    public static func run(_ command: String, _ body: () throws(LabError) -> Int32) -> Int32 {
        do {
            return try body()
        } catch {
            printError("\(command): \(error.message)")
            return error.exitStatus
        }
    }
}
