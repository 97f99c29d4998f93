import LabSupport
import LayoutEngine
import Workloads

/// A failing case written as data: the scenario and the steps that make it fail, shrunk
/// (`Shrinker`), with the check it fails and what it shows. Replays without the generator, so it
/// survives changes to the generators; the regression corpus (Tests/FuzzerTests/Corpus) is made of
/// these. Format (docs/fuzzing.md): JSON, `"kind": "layout-reproducer"`, version 2.
package struct Reproducer {
    static let version = 2
    package static let kind = "layout-reproducer"

    /// Whether replaying it must fail with `check` (a seed sample's defect, kept as it is
    /// published) or pass (a fixed bug that must stay fixed).
    package enum Expectation: String, Sendable {
        case fails, passes
    }

    package var check: FailedCheck
    package var message: String
    /// One line on what the case shows.
    package var shows: String
    package var expectation: Expectation
    /// The case and campaign seeds it was found from (for the record; replaying does not need them).
    package var caseSeed: UInt64
    package var campaignSeed: UInt64
    package var scenario: Scenario
    package var steps: [LayoutStep]

    package init(check: FailedCheck, message: String, shows: String, expectation: Expectation, caseSeed: UInt64,
                 campaignSeed: UInt64, scenario: Scenario, steps: [LayoutStep]) {
        self.check = check
        self.message = message
        self.shows = shows
        self.expectation = expectation
        self.caseSeed = caseSeed
        self.campaignSeed = campaignSeed
        self.scenario = scenario
        self.steps = steps
    }

    /// The reproducer's file, its scenario written as `registry`'s engine reads it.
    package func json(registry: EngineRegistry) -> String {
        JSONOutput.object([
            ("version", .int(Self.version)),
            ("kind", .string(Self.kind)),
            ("engine", .string(scenario.engine)),
            ("expected", .string(expectation.rawValue)),
            ("check", .string(check.name)),
            ("message", .string(message)),
            ("shows", .string(shows)),
            ("caseSeed", .string(String(caseSeed))),
            ("campaignSeed", .string(String(campaignSeed))),
            ("scenario", scenario.jsonOutput(registry: registry)),
            ("steps", .array(steps.map { $0.jsonOutput() })),
        ]).serialized(pretty: true) + "\n"
    }

    /// Reads a reproducer strictly: unknown keys, another version or kind, and bad values are
    /// errors naming the file, line, column and key; its engine is looked up in `registry`.
    package static func load(path: String, registry: EngineRegistry,
                             itemLimit: Int = Scenario.maximumItemCount) throws(LabError) -> Reproducer {
        let text = try TextFiles.read(path, as: .reproducer)
        do {
            return try decode(JSONParser.parse(text), registry: registry, itemLimit: itemLimit)
        } catch {
            throw LabError("\(path): \(error)")
        }
    }

    static func decode(_ root: JSONNode, registry: EngineRegistry, itemLimit: Int = Scenario.maximumItemCount) throws(JSONError) -> Reproducer {
        let object = try root.objectReader(path: "")
        try object.rejectUnknownKeys(allowed: ["version", "kind", "engine", "expected", "check", "message", "shows", "caseSeed",
                                               "campaignSeed", "scenario", "steps"])
        let versionNode = try object.require("version")
        guard try versionNode.int(path: "version") == version else {
            throw versionNode.error(.invalidValue, expected: "version \(version)", path: "version")
        }
        let kindNode = try object.require("kind")
        guard try kindNode.string(path: "kind") == kind else {
            throw kindNode.error(.invalidValue, expected: "\"\(kind)\"", path: "kind")
        }
        let expectedNode = try object.require("expected")
        guard let expectation = Expectation(rawValue: try expectedNode.string(path: "expected")) else {
            throw expectedNode.error(.invalidValue, expected: "\"fails\" or \"passes\"", path: "expected")
        }
        let scenario = try Scenario.decode(try object.require("scenario"), registry: registry, itemLimit: itemLimit)
        let engineNode = try object.require("engine")
        guard try engineNode.string(path: "engine") == scenario.engine else {
            throw engineNode.error(.invalidValue, expected: "the scenario's engine \"\(scenario.engine)\"", path: "engine")
        }
        return Reproducer(check: FailedCheck(name: try object.requireString("check")), message: try object.requireString("message"), shows: try object.requireString("shows"),
                          expectation: expectation, caseSeed: try object.requireSeed("caseSeed"), campaignSeed: try object.requireSeed("campaignSeed"),
                          scenario: scenario, steps: try LayoutStep.decodeList(try object.require("steps"), path: "steps", itemLimit: itemLimit))
    }

    /// Replays the case with the engines of `registry` and says how it went against its expectation.
    /// - Throws: `LabError` when a step does not apply to the data (a hand-edited file).
    package func replay(registry: EngineRegistry) throws(LabError) -> LayoutCase.Outcome {
        try LayoutCase.replay(scenario: scenario, steps: steps, registry: registry)
    }
}
