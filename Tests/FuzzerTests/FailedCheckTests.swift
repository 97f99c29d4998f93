@testable import FuzzCore
import Testing

/// A failure's check is typed; files keep its name. Every name reads back as the check that wrote it,
/// and a name no built-in check has is a spec property's (a user's engine names its own).
@Suite struct FailedCheckTests {
    @Test func everyCheckReadsBackFromItsName() {
        let checks: [FailedCheck] = [.kind(.strategiesAgree), .kind(.matchesFreshLayout), .kind(.queryMatchesReference),
                                     .kind(.refusalChangesNothing), .kind(.staleQuery), .kind(.animatedUpdates), .kind(.platformWarnings),
                                     .crash, .timeBox,
                                     .specProperty("cards-height"), .specProperty("column-flow-columns")]
            + FailedCheck.Invariant.allCases.map(FailedCheck.invariant) + FailedCheck.Batch.allCases.map(FailedCheck.batch)
        for check in checks { #expect(FailedCheck(name: check.name) == check, "\(check)") }
        #expect(Set(checks.map(\.name)).count == checks.count)
        #expect(FailedCheck(name: "no-overlap") == .invariant(.noOverlap))
        #expect(FailedCheck(name: "batch-rules") == .batch(.rules))
        // The grouping kinds report their parts, never themselves: their names are a spec property's.
        #expect(FailedCheck(name: "invariants") == .specProperty("invariants"))
    }
}
