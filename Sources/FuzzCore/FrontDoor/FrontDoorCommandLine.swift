import LabSupport
import Workloads

/// Random command lines for the commands' option parser (`ArgumentList`), most with an option or
/// flag given twice or under two spellings (`-o` and `--output`), checked against a model: the
/// first repetition is an error naming both spellings, whatever the values (an invalid one
/// included); a line without one parses to exactly the values given. Nothing a later value
/// says may override an earlier one silently.
package enum FrontDoorCommandLine {
    static let valueOptions: Set<String> = ["--seed", "--strategy", "--output", "-o"]
    static let flagOptions: Set<String> = ["--keep-going", "--allow-debug"]
    static let aliases = ["-o": "--output"]
    /// Values of every sort, some of them invalid for any option, some looking like options.
    static let values = ["1", "linear", "bogus", "", "-", "--seed", "a b", "x=y", "-1", "\n"]

    /// One command line, parsed and checked; what went wrong, or nil.
    package static func check(using generator: inout SeededGenerator) -> String? {
        var arguments: [String] = []
        var given: [(spelling: String, value: String?)] = []
        let names = (valueOptions.union(flagOptions)).sorted()
        for _ in 0..<generator.int(in: 1...6) {
            let name = names[generator.int(in: 0..<names.count)]
            if flagOptions.contains(name) {
                arguments.append(name)
                given.append((name, nil))
            } else {
                let value = values[generator.int(in: 0..<values.count)]
                if generator.chance(0.5) { arguments += [name, value] } else { arguments.append("\(name)=\(value)") }
                given.append((name, value))
            }
            if generator.chance(0.3) { arguments.append("file.json") }
        }
        // The model: the first option whose canonical name was seen before.
        var seen: [String: String] = [:]
        var expected: String?
        for (spelling, value) in given where expected == nil {
            let canonical = aliases[spelling] ?? spelling
            if let first = seen[canonical] {
                let twice = first == spelling ? "\(first) given twice" : "\(first) and \(spelling) given together"
                let earlier = given.first { (aliases[$0.spelling] ?? $0.spelling) == canonical }!.value
                expected = "x: " + twice + (value.map { ": '\(earlier!)' and '\($0)'" } ?? "")
            }
            seen[canonical] = spelling
        }
        do {
            let list = try ArgumentList(arguments, command: "x", valueOptions: valueOptions, flagOptions: flagOptions, aliases: aliases)
            if let expected { return "\(arguments): accepted; expected \(expected)" }
            for (spelling, value) in given where list.options[aliases[spelling] ?? spelling] != value && value != nil {
                return "\(arguments): \(spelling) holds \(list.options[aliases[spelling] ?? spelling] ?? "nothing"), not \(value!)"
            }
            return nil
        } catch {
            return error.message == expected ? nil : "\(arguments): \(error.message); expected \(expected ?? "no error")"
        }
    }
}
