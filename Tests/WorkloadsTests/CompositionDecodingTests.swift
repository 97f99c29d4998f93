import LabSupport
import LayoutEngine
import Testing
@testable import Workloads

/// `layout.composition`: seed 004's examples read back as the compositions the code builds,
/// random compositions survive a round trip, and bad input names its path.
@Suite struct CompositionDecodingTests {
    static let folder = #filePath.components(separatedBy: "/Tests/")[0] + "/docs/scenarios"

    @Test func seed004ScenariosHoldTheSeedCompositions() throws {
        let expected: [(String, Composition)] = [("grid", .seedGrid), ("inset-items-grid", .seedInsetItemsGrid),
                                                 ("two-column-grid", .seedTwoColumnGrid), ("distinct-sections", .seedDistinctSections)]
        for (name, composition) in expected {
            let scenario = try Scenario.load(path: "\(Self.folder)/compositional-\(name).json", registry: .builtIn)
            #expect(scenario.layout[.composition] == composition, "compositional-\(name).json")
        }
    }

    @Test func randomCompositionsRoundTrip() throws {
        for seed in 0..<UInt64(200) {
            var generator = SeededGenerator(seed: seed)
            let scenario = RandomScenario.make(engine: "compositional", registry: .builtIn, using: &generator)
            let text = scenario.jsonOutput(registry: .builtIn).serialized(pretty: true)
            let decoded = try Scenario.decode(JSONParser.parse(text), registry: .builtIn)
            #expect(decoded.layout == scenario.layout, "seed \(seed)")
        }
    }

    func error(_ composition: String) -> String? {
        let text = """
            {"version": 1, "engine": "compositional", "container": {"width": 320, "height": 600},
             "layout": {"composition": \(composition)}, "sections": [{"items": 3}]}
            """
        do {
            _ = try Scenario.decode(JSONParser.parse(text), registry: .builtIn)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func badCompositionsNameThePath() {
        let size = #"{"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}"#
        #expect(error(#"{"sections": []}"#)?.contains("layout.composition.sections") == true)
        #expect(error(#"{"sections": [{"group": {"arrangement": "diagonal", "size": \#(size), "count": 1}}]}"#)?
            .contains("layout.composition.sections[0].group.count") == true)
        #expect(error(#"{"sections": [{"group": {"arrangement": "horizontal", "size": \#(size), "subitems": []}}]}"#)?
            .contains("layout.composition.sections[0].group.subitems") == true)
        #expect(error(#"{"sections": [{"group": {"arrangement": "horizontal", "size": {"width": {"fractionalWidth": -1}, "height": {"absolute": 1}}, "subitems": [{"item": {"size": \#(size)}}]}}]}"#)?
            .contains("layout.composition.sections[0].group.size.width.fractionalWidth") == true)
        #expect(error(#"{"sections": [{"group": {"arrangement": "horizontal", "size": \#(size), "subitems": [{"item": {"size": {"width": {"absolute": 1, "estimated": 2}, "height": {"absolute": 1}}}}]}}]}"#)?
            .contains("layout.composition.sections[0].group.subitems[0].item.size.width") == true)
        #expect(error(#"{"sections": [{"group": {"arrangement": "horizontal", "size": \#(size), "subitems": [{"item": {"size": \#(size)}}]}, "orthogonalScrollingBehavior": "sideways"}]}"#)?
            .contains("layout.composition.sections[0].orthogonalScrollingBehavior") == true)
    }
}
