#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The executable of a package that runs the lab's commands with engines of its own
/// (`my-lab perflab …`, `my-lab fuzz …`; docs/porting.md §4): its first argument names the
/// command, the rest are that command's. A word that names no command is refused with the known
/// ones, never passed on (`my-lab fuz run` must not run `perflab run`).
public enum LabEntryPoint {
    /// Runs the command `arguments.first` names with the arguments after it, then exits with its
    /// status; prints the usage and exits 0 for `--help`; exits 2 with one line on standard error
    /// when no command or an unknown one is named.
    public static func main(program: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                            commands: KeyValuePairs<String, ([String]) -> Never>) -> Never {
        if let first = arguments.first, ["--help", "-h", "help"].contains(first) {
            print(usage(program: program, commands: commands.map(\.key)))
            exit(0)
        }
        do {
            let (command, rest) = try select(arguments, program: program, from: commands)
            command(rest)
        } catch {
            var errors = StandardError()
            errors.write(CommandRunner.line(program, error))
            exit(error.exitStatus)
        }
    }

    /// The command `arguments.first` names, and the arguments after it.
    /// - Throws: `LabError` (status 2) naming the word and the known commands when the first
    ///   argument names none of `commands`, or when there is no argument.
    /// - Complexity: O(c), where c is the number of commands.
    package static func select<Command>(_ arguments: [String], program: String,
                                       from commands: KeyValuePairs<String, Command>) throws(LabError) -> (Command, [String]) {
        let known = commands.map(\.key).joined(separator: ", ")
        guard let word = arguments.first else {
            throw LabError("missing command (\(known)); see '\(program) --help'")
        }
        guard let command = commands.first(where: { $0.key == word })?.value else {
            throw LabError("unknown command '\(word)' (known: \(known)); see '\(program) --help'")
        }
        return (command, Array(arguments.dropFirst()))
    }

    /// What `--help` prints: the commands, and how to get each one's own help.
    package static func usage(program: String, commands: [String]) -> String {
        """
        usage: \(program) <command> <subcommand> [options]

        commands: \(commands.joined(separator: ", "))
        Run '\(program) <command> --help' for a command's subcommands.
        """
    }
}
