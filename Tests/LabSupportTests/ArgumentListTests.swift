import Testing
@testable import LabSupport

@Suite struct ArgumentListTests {
    @Test func splitsPositionalsOptionsAndFlags() throws {
        let list = try ArgumentList(["a.json", "--rect", "0,0,1,1", "--strategy=linear", "--allow-debug", "-"],
                                    command: "x", valueOptions: ["--rect", "--strategy"], flagOptions: ["--allow-debug"])
        #expect(list.positionals == ["a.json", "-"])
        #expect(list.options == ["--rect": "0,0,1,1", "--strategy": "linear"])
        #expect(list.flags == ["--allow-debug"])
        #expect(!list.wantsHelp)
        #expect(try ArgumentList(["-h"], command: "x", valueOptions: [], flagOptions: []).wantsHelp)
    }

    @Test func rejectsWhatTheCommandDoesNotTake() {
        #expect(throws: LabError("x: unknown option '--nope' (known: --help, --rect)")) {
            try ArgumentList(["--nope"], command: "x", valueOptions: ["--rect"], flagOptions: [])
        }
        #expect(throws: LabError("x: --rect needs a value")) {
            try ArgumentList(["--rect"], command: "x", valueOptions: ["--rect"], flagOptions: [])
        }
        #expect(throws: LabError("x: --fast takes no value")) {
            try ArgumentList(["--fast=yes"], command: "x", valueOptions: [], flagOptions: ["--fast"])
        }
        #expect(throws: LabError("x: expected one scenario file, got 2")) {
            try ArgumentList(["a", "b"], command: "x", valueOptions: [], flagOptions: []).onlyPositional("scenario file", command: "x")
        }
    }

    /// Twice, or under two spellings: an error naming both, before any value is looked at.
    @Test func refusesAnOptionGivenTwice() throws {
        let options: Set<String> = ["--seed", "-o", "--output"]
        func parse(_ arguments: [String]) throws(LabError) -> ArgumentList {
            try ArgumentList(arguments, command: "x", valueOptions: options, flagOptions: ["--fast"], aliases: ["-o": "--output"])
        }
        #expect(throws: LabError("x: --seed given twice: 'bogus' and '1'")) { try parse(["--seed", "bogus", "--seed=1"]) }
        #expect(throws: LabError("x: -o and --output given together: 'a' and 'b'")) { try parse(["-o", "a", "--output", "b"]) }
        #expect(throws: LabError("x: --fast given twice")) { try parse(["--fast", "--fast"]) }
        #expect(try parse(["-o", "a", "-h", "--help"]).options == ["--output": "a"])
        #expect(throws: LabError("--output: expected a file path, got ''")) { try parse(["--output", ""]).path("--output", expected: "a file path") }
    }
}
