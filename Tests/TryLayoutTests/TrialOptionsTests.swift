import Testing
@testable import TryLayout

@Suite struct TrialOptionsTests {
    @Test func filesAndDefaults() throws {
        let options = try #require(try TrialOptions.parse(["A.swift", "B.swift"]))
        #expect(options.files == ["A.swift", "B.swift"])
        #expect(options.seconds == 60)
        #expect(options.promises == ["noOverlap", "framesInsideContent", "matchesFreshLayout"])
    }
}
