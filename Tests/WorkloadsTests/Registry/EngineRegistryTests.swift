import LabSupport
import LayoutEngine
import Testing
@testable import Workloads

/// A user's engine as a test needs one: a uniform grid (the flow layout) of squares whose side and
/// spacing are declared parameters, with a flag.
private let side = LayoutParameter.number("side", default: 50, allowed: 1...500, random: 10...120)
private let columnsHint = LayoutParameter.integer("columnsHint", default: 3, allowed: 1...12)
private let dense = LayoutParameter.boolean("dense", default: false)
private let squares = EngineDescriptor(
    name: "squares", summary: "a grid of squares (a test engine)", settings: [side, columnsHint, dense]
) { settings, query, invalidation in
    let layout = FlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
    layout.itemSize = Size(width: settings[side], height: settings[side])
    layout.minimumLineSpacing = settings[dense] ? 0 : 10
    return layout
}

@Suite struct EngineRegistryTests {
    let registry = try! EngineRegistry.builtIn.adding([squares])

    func decode(_ text: String, in registry: EngineRegistry) throws -> Scenario {
        try Scenario.decode(JSONParser.parse(text), registry: registry)
    }

    func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The built-ins are registrations like any other: the same descriptors through `register`
    /// make the same registry, in the perf suites' order.
    @Test func builtInsRegisterThroughThePublicAPI() throws {
        var again = EngineRegistry()
        for engine in EngineRegistry.builtIn.engines { try again.register(engine) }
        #expect(again.names == EngineRegistry.builtIn.names)
        #expect(EngineRegistry.builtIn.names == ["flow", "column-flow", "mosaic", "mosaic-sample", "waterfall", "waterfall-sample",
                                                 "calendar", "calendar-sample", "compositional"])
        // The weights reproduce the draw list of the fuzzer before engines were registered, with the
        // compositional layout appended (as often as the waterfall).
        #expect(EngineRegistry.builtIn.fuzzedByDefault
                == ["flow", "flow", "flow", "column-flow", "mosaic", "waterfall", "waterfall", "calendar",
                    "compositional", "compositional"])
        #expect(try !EngineRegistry.builtIn.named("calendar").promises.contains(.noOverlap))
        #expect(try EngineRegistry.builtIn.named("compositional").promises == [.framesInsideContent, .matchesFreshLayout])
        #expect(try EngineRegistry.builtIn.named("compositional").layoutKeys == ["composition", "scrollDirection"])
        #expect(try EngineRegistry.builtIn.named("waterfall").promises.contains(.noOverlap))
    }

    /// A second engine of one name is refused, naming both.
    @Test func duplicateNamesAreAClearError() {
        var copy = squares
        copy.summary = "another grid"
        #expect(throws: LabError("cannot register engine 'squares' (another grid): the name is taken by 'squares' (a grid of squares (a test engine))")) {
            _ = try registry.adding([copy])
        }
        var flow = EngineRegistry.builtIn.engines[0]
        flow.summary = "my flow"
        #expect(throws: LabError("cannot register engine 'flow' (my flow): the name is taken by 'flow' (UICollectionViewFlowLayout semantics (seed 003))")) {
            _ = try EngineRegistry.builtIn.adding([flow])
        }
    }

    /// Declarations that could not decode unambiguously are refused at registration.
    @Test func badDeclarationsAreRefused() {
        let clash = EngineDescriptor(name: "clash", summary: "x", settings: [LayoutParameter.number("itemSize", default: 1, random: 0...1)]) { _, query, invalidation in
            FlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
        }
        #expect(throws: LabError("cannot register engine 'clash': parameter 'itemSize' has the name of a typed layout setting")) {
            _ = try EngineRegistry([clash])
        }
        var badName = squares
        badName.name = "my grid"
        #expect(throws: LabError("cannot register engine 'my grid': a name is letters, digits and '-'")) { _ = try EngineRegistry([badName]) }
    }

    /// A user's typed parameter reads the scenario's value, or its declared default when the
    /// scenario gives none.
    @Test func typedParametersReadTheValueOrTheDefault() {
        var settings = Scenario.LayoutSettings()
        #expect(settings[side] == 50 && settings[columnsHint] == 3 && settings[dense] == false)
        settings.parameters = ["side": 42.5, "columnsHint": 4, "dense": 1]
        #expect(settings[side] == 42.5 && settings[columnsHint] == 4 && settings[dense] == true)
    }

    /// A declared parameter decodes from the scenario's `layout` object, defaults to its default,
    /// and is written back in its kind, so a scenario round-trips.
    @Test func parametersRoundTripThroughScenarioJSON() throws {
        let text = """
            {"version": 1, "engine": "squares", "container": {"width": 320, "height": 480},
             "layout": {"side": 42.5, "columnsHint": 4, "dense": true}, "sections": [{"items": 7}]}
            """
        let scenario = try decode(text, in: registry)
        #expect(scenario.layout.parameters == ["side": 42.5, "columnsHint": 4, "dense": 1])
        let written = scenario.jsonOutput(registry: registry).serialized()
        #expect(written.contains(#""layout":{"side":42.5,"columnsHint":4,"dense":true}"#), "\(written)")
        let read = try decode(written, in: registry)
        #expect(read.layout == scenario.layout && read.engine == "squares" && read.itemCount == 7)
        let (view, layout) = try read.makeCollectionView(registry: registry)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == Size(width: 42.5, height: 42.5))
        withExtendedLifetime(view) {}
    }

    /// An unknown key lists the engine's keys; a bad value says what was expected; an engine the
    /// registry does not have is unknown, whatever another registry holds.
    @Test func decodingErrorsNameTheKnownKeys() {
        let unknown = message {
            _ = try decode(#"{"version": 1, "engine": "squares", "container": {"width": 1, "height": 1}, "layout": {"sides": 3}, "sections": []}"#,
                           in: registry)
        }
        #expect(unknown == #"line 1, column 88: layout: unknown key "sides"; expected one of "columnsHint", "dense", "side""#)
        let outOfRange = message {
            _ = try decode(#"{"version": 1, "engine": "squares", "container": {"width": 1, "height": 1}, "layout": {"side": 0}, "sections": []}"#,
                           in: registry)
        }
        #expect(outOfRange.contains("layout.side: expected a number from 1 to 500"), "\(outOfRange)")
        let wrongKind = message {
            _ = try decode(#"{"version": 1, "engine": "squares", "container": {"width": 1, "height": 1}, "layout": {"dense": 1}, "sections": []}"#,
                           in: registry)
        }
        #expect(wrongKind.contains("layout.dense: expected a boolean"), "\(wrongKind)")
        let notRegistered = message {
            _ = try decode(#"{"version": 1, "engine": "squares", "container": {"width": 1, "height": 1}, "sections": []}"#,
                           in: .builtIn)
        }
        #expect(notRegistered.contains(#"unknown engine "squares" (known: flow, column-flow"#), "\(notRegistered)")
    }

    /// The fuzzer's random configuration of a user engine draws every parameter within its range.
    @Test func randomScenariosDrawDeclaredParameters() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<50 {
            let scenario = RandomScenario.make(engine: "squares", registry: registry, using: &generator)
            #expect(scenario.engine == "squares")
            #expect((10...120).contains(scenario.layout.parameters["side"]!.number!))
            #expect((1...12).contains(scenario.layout.parameters["columnsHint"]!.number!))
            #expect([0, 1].contains(scenario.layout.parameters["dense"]!.number!))
        }
    }
}
