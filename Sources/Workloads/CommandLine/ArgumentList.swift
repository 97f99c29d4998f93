/// A command line split into positional arguments, `--name value` options and `--flag` flags,
/// checked against what the command accepts before any work starts.
public struct ArgumentList: Sendable {
    public private(set) var positionals: [String] = []
    public private(set) var options: [String: String] = [:]
    public private(set) var flags: Set<String> = []

    /// Parses `arguments` (without the command and subcommand names). `valueOptions` take a
    /// value (`--rect 0,0,10,10` or `--rect=0,0,10,10`), `flagOptions` do not; anything else
    /// starting with `-` is an error listing what is accepted.
    public init(_ arguments: [String], command: String, valueOptions: Set<String>, flagOptions: Set<String>) throws(LabError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            if flagOptions.contains(name) || name == "--help" {
                guard inlineValue == nil else { throw LabError("\(command): \(name) takes no value") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw LabError("\(command): \(name) needs a value") }
                    options[name] = arguments[index]
                    index += 1
                }
            } else {
                let known = (valueOptions.union(flagOptions).union(["--help"])).sorted().joined(separator: ", ")
                throw LabError("\(command): unknown option '\(name)' (known: \(known))")
            }
        }
    }

    public var wantsHelp: Bool { flags.contains("--help") }

    /// The single positional argument, named `what` in the error when missing or repeated.
    public func onlyPositional(_ what: String, command: String) throws(LabError) -> String {
        guard positionals.count == 1 else {
            throw LabError(positionals.isEmpty ? "\(command): missing \(what)"
                                               : "\(command): expected one \(what), got \(positionals.count)")
        }
        return positionals[0]
    }
}
