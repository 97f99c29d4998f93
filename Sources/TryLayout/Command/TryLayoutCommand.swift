import Foundation
import LabSupport

/// The `try-layout` command as a library: its arguments, then a `TrialRun`.
public enum TryLayoutCommand {
    /// Runs the command line and exits with its status: 0 nothing found, 1 findings, 2 could not run.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        var output = StandardOutput()
        var errors = StandardError()
        do throws(LabError) {
            guard let options = try TrialOptions.parse(arguments) else {
                output.write(TrialOptions.usage + "\n")
                exit(0)
            }
            guard let root = ProcessInfo.processInfo.environment["LAYOUTLAB_ROOT"], !root.isEmpty else {
                throw LabError("LAYOUTLAB_ROOT is not set: start try-layout with scripts/try-layout")
            }
            var run = TrialRun(options: options, layoutLab: (root as NSString).standardizingPath)
            exit(run.run(output: &output))
        } catch {
            errors.write("try-layout: \(error.message)\n")
            exit(error.exitStatus)
        }
    }
}
