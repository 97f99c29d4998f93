/// An error a command reports as one line on standard error, with a documented exit status.
///
/// Exit statuses (docs/commands.md): 0 success; 1 a finding (`compare` found a regression, `fuzz`
/// found a failure); 2 bad input or an environment problem (a malformed file, an unknown name, an
/// unwritable folder).
public struct LabError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var exitStatus: Int32

    public init(_ message: String, exitStatus: Int32 = 2) {
        self.message = message
        self.exitStatus = exitStatus
    }

    public var description: String { message }
}
