import Testing
import LabSupport

/// A package's lab executable picks its command by the first word and refuses any other word,
/// typos included, instead of passing the rest on to some command.
@Suite struct LabEntryPointTests {
    static let commands: KeyValuePairs<String, String> = ["perflab": "the perflab command", "fuzz": "the fuzz command"]

    @Test func theFirstWordPicksTheCommandAndTheRestAreItsArguments() throws {
        let (command, rest) = try LabEntryPoint.select(["fuzz", "run", "--seconds", "5"], program: "my-lab", from: Self.commands)
        #expect(command == "the fuzz command")
        #expect(rest == ["run", "--seconds", "5"])
        let (perflab, none) = try LabEntryPoint.select(["perflab"], program: "my-lab", from: Self.commands)
        #expect(perflab == "the perflab command" && none.isEmpty)
    }

    /// `my-lab fuz run` is the typo of issue 19: it must not run `perflab run`.
    @Test func aTypoIsRefusedWithTheWordAndTheKnownCommands() {
        #expect(throws: LabError("unknown command 'fuz' (known: perflab, fuzz); see 'my-lab --help'")) {
            try LabEntryPoint.select(["fuz", "run"], program: "my-lab", from: Self.commands)
        }
        #expect(throws: LabError("unknown command 'run' (known: perflab, fuzz); see 'my-lab --help'")) {
            try LabEntryPoint.select(["run", "--suite", "quick"], program: "my-lab", from: Self.commands)
        }
        #expect(throws: LabError("missing command (perflab, fuzz); see 'my-lab --help'")) {
            try LabEntryPoint.select([], program: "my-lab", from: Self.commands)
        }
    }

    @Test func theUsageNamesEveryCommand() {
        let usage = LabEntryPoint.usage(program: "my-lab", commands: ["perflab", "fuzz"])
        #expect(usage.contains("usage: my-lab <command>"))
        #expect(usage.contains("commands: perflab, fuzz"))
    }
}
