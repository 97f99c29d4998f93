import Foundation
import LabSupport
import LayoutEngine
import Testing
@testable import FuzzCore
@testable import Workloads

/// Every decoder takes its item limit as an argument (no task-local state): a scenario, a
/// workload, a reproducer's steps and a fuzz step's batch accept exactly `itemLimit` items and
/// refuse one more, naming the limit and the path; the default is `Scenario.maximumItemCount`.
@Suite struct DecodingItemLimitTests {
    func scenario(items: Int) -> String {
        #"{"version": 1, "engine": "flow", "container": {"width": 390, "height": 844}, "sections": [{"items": \#(items)}]}"#
    }

    @Test func aScenarioHoldsAtMostItsLimit() throws {
        let exact = try Scenario.decode(JSONParser.parse(scenario(items: 10)), registry: .builtIn, itemLimit: 10)
        #expect(exact.sections.map(\.itemCount) == [10])
        let error = #expect(throws: JSONError.self) {
            try Scenario.decode(JSONParser.parse(scenario(items: 11)), registry: .builtIn, itemLimit: 10)
        }
        #expect(error?.path == "sections[0].items")
        #expect(error?.message.contains("a count between 0 and 10") == true)
        // Without a limit, the commands' own: 11 items are nothing.
        #expect(try Scenario.decode(JSONParser.parse(scenario(items: 11)), registry: .builtIn).sections[0].itemCount == 11)
    }

    @Test func aWorkloadsBatchLeavesAtMostTheLimit() throws {
        let text = """
            {"kind": "workload", "version": \(Workload.currentVersion), "name": "w", "workloadKind": "batch",
             "scenario": \(scenario(items: 9)), "steps": [["batchUpdate", 1, [["insertItem", 0, 0], ["insertItem", 0, 1]]]]}
            """
        #expect(try Workload.decode(JSONParser.parse(text), registry: .builtIn, itemLimit: 11).steps.count == 1)
        let error = #expect(throws: JSONError.self) {
            try Workload.decode(JSONParser.parse(text), registry: .builtIn, itemLimit: 10)
        }
        #expect(error?.message.contains("the batch leaves more than 10 items") == true)
        #expect(error?.path == "steps[0]")
    }

    @Test func aStepAppendsAtMostTheLimit() throws {
        let step = #"{"operation": {"op": "append-items", "section": 0, "count": 8}, "query": [0, 0, 1, 1]}"#
        guard case .appendItems(_, let count, _, _, _) = try LayoutStep.decode(JSONParser.parse(step), path: "s", itemLimit: 8).operation else {
            Issue.record("not an append")
            return
        }
        #expect(count == 8)
        let error = #expect(throws: JSONError.self) { try LayoutStep.decode(JSONParser.parse(step), path: "s", itemLimit: 7) }
        #expect(error?.path == "s.operation.count")
        #expect(error?.message.contains("a count between 0 and 7") == true)
    }

    @Test func aStepsSectionHoldsAtMostTheLimit() throws {
        let step = #"{"operation": {"op": "append-section", "data": {"items": 6}}, "query": [0, 0, 1, 1]}"#
        #expect(throws: Never.self) { try LayoutStep.decode(JSONParser.parse(step), path: "s", itemLimit: 6) }
        let error = #expect(throws: JSONError.self) { try LayoutStep.decode(JSONParser.parse(step), path: "s", itemLimit: 5) }
        #expect(error?.path == "s.operation.data.items")
    }

    /// The front door binds its own limit for every decoder it feeds.
    @Test func theFrontDoorRefusesAScenarioPastItsLimit() throws {
        let path = NSTemporaryDirectory() + "front-door-limit-\(UUID().uuidString).json"
        try TextFiles.writeAtomically(scenario(items: FrontDoorCase.itemLimit + 1), to: path, syncing: false)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = FrontDoorCase.run(path: path, registry: .builtIn)
        let scenarioLine = try #require(outcome.lines.first { $0.decoder == "scenario" })
        #expect(scenarioLine.result.description.contains("a count between 0 and \(FrontDoorCase.itemLimit)"))
    }
}
