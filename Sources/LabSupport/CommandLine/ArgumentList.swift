/// A command line split into positional arguments, `--name value` options and `--flag` flags,
/// checked against what the command accepts before any work starts.
package struct ArgumentList: Sendable {
    package private(set) var positionals: [String] = []
    package private(set) var options: [String: String] = [:]
    package private(set) var flags: Set<String> = []

    /// Parses `arguments` (without the command and subcommand names). `valueOptions` take a
    /// value (`--rect 0,0,10,10` or `--rect=0,0,10,10`), `flagOptions` do not; anything else
    /// starting with `-` is an error listing what is accepted. `aliases` maps another spelling
    /// of an option to the one `options` holds it under (`-o` to `--output`).
    ///
    /// An option or flag given twice, or under two spellings, is an error naming both (`--help`
    /// aside: asking twice asks once), so no value is ever silently overridden by a later one.
    package init(_ arguments: [String], command: String, valueOptions: Set<String>, flagOptions: Set<String>,
                aliases: [String: String] = [:]) throws(LabError) {
        var spelling: [String: String] = [:]
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
            let canonical = aliases[name] ?? name
            if flagOptions.contains(name) || name == "--help" {
                guard inlineValue == nil else { throw LabError("\(command): \(name) takes no value") }
                guard !flags.contains(canonical) || name == "--help" else {
                    throw LabError("\(command): \(Self.twice(spelling[canonical]!, name))")
                }
                flags.insert(canonical)
            } else if valueOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw LabError("\(command): \(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                if let earlier = options[canonical] {
                    throw LabError("\(command): \(Self.twice(spelling[canonical]!, name)): '\(earlier)' and '\(value)'")
                }
                options[canonical] = value
            } else {
                let known = (valueOptions.union(flagOptions).union(["--help"])).sorted().joined(separator: ", ")
                throw LabError("\(command): unknown option '\(name)' (known: \(known))")
            }
            spelling[canonical] = name
        }
    }

    /// "--seed given twice", or "-o and --output given together" for two spellings of one option.
    private static func twice(_ first: String, _ second: String) -> String {
        first == second ? "\(first) given twice" : "\(first) and \(second) given together"
    }

    package var wantsHelp: Bool { flags.contains("--help") }

    /// The single positional argument, named `what` in the error when missing or repeated.
    package func onlyPositional(_ what: String, command: String) throws(LabError) -> String {
        guard positionals.count == 1 else {
            throw LabError(positionals.isEmpty ? "\(command): missing \(what)"
                                               : "\(command): expected one \(what), got \(positionals.count)")
        }
        return positionals[0]
    }

    /// The value of the path option `name` (nil when absent); an empty value, which would name
    /// the current or the root folder, is an error saying that `expected` was (`a file path`).
    package func path(_ name: String, expected: String) throws(LabError) -> String? {
        guard let value = options[name] else { return nil }
        guard !value.isEmpty else { throw LabError("\(name): expected \(expected), got ''") }
        return value
    }
}
