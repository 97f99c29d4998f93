import LabSupport

/// A `fuzz` subcommand (`run`, `replay`, `files`): its name, the options it takes and its help, one
/// file each; `parse` reads a command line the way every one of them does.
protocol FuzzSubcommand {
    static var name: String { get }
    /// The options the subcommand accepts (its help lists each; a test checks that it does).
    static var valueOptions: Set<String> { get }
    static var flagOptions: Set<String> { get }
    static var help: String { get }
}

extension FuzzSubcommand {
    /// `arguments` read as this subcommand's, or nil once `--help` has written the help.
    /// - Throws: `LabError` for an option the subcommand does not take or one without its value.
    static func parse(_ arguments: [String], output: inout some OutputSink) throws(LabError) -> ArgumentList? {
        let list = try ArgumentList(arguments, command: name, valueOptions: valueOptions, flagOptions: flagOptions)
        guard !list.wantsHelp else {
            output.write(help + "\n")
            return nil
        }
        return list
    }
}
