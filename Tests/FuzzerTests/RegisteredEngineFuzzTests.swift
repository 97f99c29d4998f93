import Foundation
import LabSupport
import LayoutEngine
import Testing
@testable import Fuzzer
@testable import FuzzCore
import Workloads

/// A user's engine, registered beside the built-ins, is fuzzed by `fuzz run` started with that
/// registry; its promises decide the optional checks.
@Suite struct RegisteredEngineFuzzTests {
    static let side = LayoutParameter.number("side", default: 50, allowed: 1...500, random: 10...120)
    static let squares = EngineDescriptor(
        name: "squares", summary: "a grid of squares (a test engine)", settings: [side]
    ) { settings, query, invalidation in
        let layout = FlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.itemSize = Size(width: settings[side], height: settings[side])
        return layout
    }

    func fuzz(_ arguments: [String], registry: EngineRegistry) -> (status: Int32, output: String) {
        var output = StringOutput()
        let status = FuzzCommand.run(arguments, registry: registry, output: &output)
        return (status, output.text)
    }

    @Test func fuzzRunFuzzesARegisteredEngine() throws {
        let registry = try EngineRegistry.builtIn.adding([Self.squares])
        let folder = NSTemporaryDirectory() + "fuzz-registry-\(UUID().uuidString)"
        let (status, output) = fuzz(["run", "--engine", "squares", "--cases", "8", "--seconds", "86400", "--seed", "3", "--output", folder],
                                    registry: registry)
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("passed: 8 cases, "), "\(output)")
        #expect(fuzz(["run", "--engine", "squares", "--cases", "1", "--output", folder], registry: .builtIn).status == 2)
    }

    /// A registry of user engines only, none fuzzed by default, needs --engine.
    @Test func aRegistryWithNothingToDrawNeedsAnEngine() throws {
        var quiet = Self.squares
        quiet.fuzzWeight = 0
        let (status, _) = fuzz(["run", "--cases", "1"], registry: try EngineRegistry([quiet]))
        #expect(status == 2)
    }
}
