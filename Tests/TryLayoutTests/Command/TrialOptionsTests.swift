import LabSupport
import Testing
@testable import TryLayout

@Suite struct TrialOptionsTests {
    func failure(_ arguments: [String]) -> LabError? {
        do throws(LabError) {
            _ = try TrialOptions.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func filesAndDefaults() throws {
        let options = try #require(try TrialOptions.parse(["A.swift", "B.swift"]))
        #expect(options.files == ["A.swift", "B.swift"])
        #expect(options.seconds == 60)
        #expect(options.seed == 1)
        #expect(options.caseTimeout == 20)
        #expect(options.className == nil && options.output == nil && options.harness == nil && options.replay == nil)
        #expect(options.allowed.isEmpty)
        #expect(!options.skipsPerf)
        #expect(options.promises == ["noOverlap", "framesInsideContent", "matchesFreshLayout"])
    }

    @Test func everyOption() throws {
        let options = try #require(try TrialOptions.parse([
            "--class", "Grid", "A.swift", "--seconds", "5", "--seed", "18446744073709551615", "--output", "out dir",
            "--harness", "H.swift", "--allow", "overlap", "--case-timeout", "3600", "--replay", "r.json", "--skip-perf", "B.swift",
        ]))
        var expected = TrialOptions()
        expected.files = ["A.swift", "B.swift"]
        expected.className = "Grid"
        expected.seconds = 5
        expected.seed = UInt64.max
        expected.output = "out dir"
        expected.harness = "H.swift"
        expected.allowed = ["overlap"]
        expected.caseTimeout = 3600
        expected.replay = "r.json"
        expected.skipsPerf = true
        #expect(options == expected)
    }

    @Test func helpIsNil() throws {
        #expect(try TrialOptions.parse(["--help"]) == nil)
        #expect(try TrialOptions.parse(["-h"]) == nil)
        #expect(try TrialOptions.parse(["A.swift", "--seconds", "3", "--help"]) == nil)
        #expect(TrialOptions.usage.contains("usage: scripts/try-layout"))
    }

    @Test func errorsNameTheOption() throws {
        let cases: [([String], String)] = [
            (["A.swift", "--seconds"], "--seconds: missing value"),
            (["--class", "--seed", "1", "A.swift"], "--class: missing value"),
            (["A.swift", "--output"], "--output: missing value"),
            (["A.swift", "--replay"], "--replay: missing value"),
            (["--bogus", "A.swift"], "unknown option '--bogus'; see 'scripts/try-layout --help'"),
            (["-x", "A.swift"], "unknown option '-x'; see 'scripts/try-layout --help'"),
            (["--seconds", "0", "A.swift"], "--seconds: expected an integer from 1 to 86400, got '0'"),
            (["--seconds", "86401", "A.swift"], "--seconds: expected an integer from 1 to 86400, got '86401'"),
            (["--seconds", "1.5", "A.swift"], "--seconds: expected an integer from 1 to 86400, got '1.5'"),
            (["--seed", "-1", "A.swift"], "--seed: expected an integer from 0 to 18446744073709551615, got '-1'"),
            (["--case-timeout", "0", "A.swift"], "--case-timeout: expected an integer from 1 to 3600, got '0'"),
            (["--allow", "overlap,bogus", "A.swift"], "--allow: unknown promise 'bogus' (known: overlap, outside-content)"),
            ([], "no layout file given; see 'scripts/try-layout --help'"),
            (["--skip-perf", "--seconds", "3"], "no layout file given; see 'scripts/try-layout --help'"),
        ]
        for (arguments, message) in cases {
            let error = try #require(failure(arguments), "\(arguments)")
            #expect(error.message == message, "\(arguments)")
            #expect(error.exitStatus == 2)
        }
    }

    @Test func allowWaivesPromises() throws {
        func promises(_ allow: String) throws -> [String] {
            try #require(try TrialOptions.parse(["--allow", allow, "A.swift"])).promises
        }
        #expect(try promises("overlap") == ["framesInsideContent", "matchesFreshLayout"])
        #expect(try promises("outside-content") == ["noOverlap", "matchesFreshLayout"])
        #expect(try promises("outside-content,overlap") == ["matchesFreshLayout"])
        #expect(try #require(try TrialOptions.parse(["--allow", "overlap", "--allow", "outside-content", "A.swift"])).allowed
                == ["overlap", "outside-content"])
    }
}
