import LabSupport
import LayoutEngine
import Testing
@testable import Workloads

/// Scenario files: every example decodes, and each kind of bad input gets one error that says
/// what is wrong and where.
@Suite struct ScenarioDecodingTests {
    static let minimal = """
        {"version": 1, "engine": "flow", "container": {"width": 390, "height": 844}, "sections": [{"items": 3}]}
        """

    func decode(_ text: String) throws -> Scenario {
        try Scenario.decode(JSONParser.parse(text), registry: .builtIn)
    }

    /// The error message `Scenario.decode` gives for `text`.
    func error(_ text: String) -> String? {
        do {
            _ = try Scenario.decode(JSONParser.parse(text), registry: .builtIn)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func decodesEveryField() throws {
        let scenario = try decode("""
            {"version": 1, "engine": "flow",
             "container": {"width": 1024, "height": 768, "layoutMargins": {"left": 20, "right": 20},
                           "safeAreaInsets": {"top": 24}},
             "layout": {"scrollDirection": "vertical", "itemSize": {"width": 10, "height": 20},
                        "minimumLineSpacing": 4, "minimumInteritemSpacing": 5, "sectionInset": {"top": 1, "left": 2},
                        "sectionInsetReference": "fromSafeArea", "singleItemLineAlignment": "leading",
                        "lastLineAlignment": "centered",
                        "headerReferenceSize": {"width": 0, "height": 30}, "estimatedItemSize": {"width": 1, "height": 2}},
             "sections": [{"items": 2, "itemSizes": [{"width": 1, "height": 2}, {"width": 3, "height": 4}],
                           "inset": {"bottom": 7}, "minimumLineSpacing": 8, "headerSize": {"width": 0, "height": 9}},
                          {"items": 0}]}
            """)
        #expect(scenario.engine == "flow")
        #expect(scenario.container == .init(width: 1024, height: 768,
                                             layoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
                                             safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)))
        #expect(scenario.layout[.itemSize] == Size(width: 10, height: 20))
        #expect(scenario.layout[.sectionInsetReference] == .fromSafeArea)
        #expect(scenario.layout[.singleItemLineAlignment] == .leading)
        #expect(scenario.layout[.lastLineAlignment] == .centered)
        #expect(scenario.sections.map(\.itemCount) == [2, 0])
        #expect(scenario.sections[0].itemSizes == [Size(width: 1, height: 2), Size(width: 3, height: 4)])
        #expect(scenario.sections[0].inset == EdgeInsets(top: 0, left: 0, bottom: 7, right: 0))
        #expect(scenario.sections[0].minimumLineSpacing == 8)
        #expect(scenario.sections[0].headerSize == Size(width: 0, height: 9))
        #expect(scenario.sections[1].itemSizes == nil)
    }

    /// column-flow reads its own keys and refuses the ones it sets itself, rather than ignoring them.
    @Test func columnFlowRefusesWhatItOverwrites() throws {
        let base = #"{"version": 1, "engine": "column-flow", "container": {"width": 800, "height": 600}, "sections": [], "layout": "#
        let scenario = try decode(base + #"{"minColumnWidth": 250, "cellHeight": 44, "minimumLineSpacing": 3}}"#)
        #expect(scenario.layout[.minColumnWidth] == 250 && scenario.layout[.cellHeight] == 44 && scenario.layout[.minimumLineSpacing] == 3)
        for key in ["scrollDirection\": \"vertical", "sectionInsetReference\": \"fromSafeArea"] {
            #expect(error(base + "{\"\(key)\"}}")?.contains("layout: unknown key") == true, "\(key)")
        }
        #expect(error(base + #"{"itemSize": {"width": 1, "height": 1}}}"#)?.contains(#"layout: unknown key "itemSize""#) == true)
    }

    /// Generated sizes are whole points inside the ranges and the same on every run.
    @Test func generatedSizesAreSeededAndInRange() throws {
        let text = """
            {"version": 1, "engine": "flow", "container": {"width": 390, "height": 844},
             "sections": [{"items": 500, "itemSizes": {"random": {"seed": 9, "width": [10, 20], "height": [5, 5]}}}]}
            """
        let sizes = try #require(try decode(text).sections[0].itemSizes)
        #expect(sizes.count == 500)
        #expect(sizes.allSatisfy { (10...20).contains($0.width) && $0.height == 5 && $0.width == $0.width.rounded() })
        #expect(Set(sizes.map(\.width)).count == 11)
        #expect(try decode(text).sections[0].itemSizes == sizes)
    }

    @Test func rejectsBadInputWithPositionAndPath() {
        #expect(error("{\"version\": 1,\n  \"engine\": \"spiral\", \"container\": {\"width\": 1, \"height\": 1}, \"sections\": []}")
                == "line 2, column 13: engine: unknown engine \"spiral\" (known: \(EngineRegistry.builtIn.names.joined(separator: ", ")))")
        #expect(error(Self.minimal.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2"))
                == "line 1, column 13: version: expected version 1, found 2")
        #expect(error(Self.minimal.replacingOccurrences(of: "\"items\": 3", with: "\"items\": -3"))
                == "line 1, column 101: sections[0].items: expected a count between 0 and 10000000, found -3")
        #expect(error(Self.minimal.replacingOccurrences(of: "\"width\": 390", with: "\"width\": -1"))
                == "line 1, column 57: container.width: expected a length between 0 and 1e9, found -1")
        #expect(error(Self.minimal.replacingOccurrences(of: "\"items\": 3", with: "\"items\": 3, \"colour\": 1"))
                == "line 1, column 104: sections[0]: unknown key \"colour\"; expected one of \"events\", \"footerSize\", \"headerSize\", \"inset\", \"itemSizes\", \"items\", \"minimumInteritemSpacing\", \"minimumLineSpacing\", \"preferredSizes\"")
        #expect(error(Self.minimal.replacingOccurrences(of: "\"items\": 3", with: "\"items\": 2, \"itemSizes\": [{\"width\": 1, \"height\": 1}]"))?
                    .hasSuffix("sections[0].itemSizes: expected 2 sizes, one per item (got 1), found an array") == true)
        #expect(error(Self.minimal.replacingOccurrences(of: "\"sections\"", with: "\"layout\": {\"minColumnWidth\": 3}, \"sections\""))?
                    .contains("layout: unknown key \"minColumnWidth\"") == true)
        #expect(error(Self.minimal.replacingOccurrences(of: "\"sections\"", with: "\"layout\": {\"scrollDirection\": \"diagonal\"}, \"sections\""))?
                    .hasSuffix("layout.scrollDirection: expected one of \"vertical\", \"horizontal\", found \"diagonal\"") == true)
    }

    @Test func malformedJSONSaysWhere() {
        #expect(error("{\"version\": 1,\n\"engine\": flow}") == "line 2, column 11: expected a value for the key \"engine\", found 'flow'")
    }

    @Test func theWholeScenarioIsLimitedToTenMillionItems() {
        let text = """
            {"version": 1, "engine": "flow", "container": {"width": 1, "height": 1},
             "sections": [{"items": 6000000}, {"items": 6000000}]}
            """
        #expect(error(text)?.hasSuffix("sections[1]: expected at most 10000000 items in all sections, found an object") == true)
    }

    /// Every example scenario in docs/scenarios decodes and builds its layout.
    @Test func everyExampleScenarioLoads() throws {
        let folder = #filePath.components(separatedBy: "/Tests/")[0] + "/docs/scenarios"
        let names = try #require(try? FileManagerList.jsonFiles(in: folder))
        #expect(names.count >= 6)
        for name in names where !name.contains("million") {
            let scenario = try Scenario.load(path: "\(folder)/\(name)", registry: .builtIn)
            let (view, layout) = try scenario.makeCollectionView(registry: .builtIn)
            withExtendedLifetime(view) { #expect(layout.elementCount > 0, "\(name)") }
        }
    }

    @Test func loadReportsMissingFiles() {
        #expect(throws: LabError("/no/such/scenario.json: no such file")) { try Scenario.load(path: "/no/such/scenario.json", registry: .builtIn) }
    }
}
