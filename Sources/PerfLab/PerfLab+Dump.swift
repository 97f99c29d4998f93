import LabSupport
import LayoutEngine
import Workloads

/// `perflab dump SCENARIO.json [--rect X,Y,W,H] [--strategy NAME]`
enum DumpCommand {
    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["--rect", "--strategy"]
    static let flagOptions: Set<String> = []

    static let help = """
        usage: perflab dump SCENARIO.json [--rect X,Y,W,H] [--strategy NAME]

        Prints the content size and every element (category, kind, section, item, frame, zIndex) of
        the scenario's prepared layout as JSON, one element per line, in the layout's canonical order.
        With --rect, prints only what layoutAttributesForElements(in:) returns for that rect, using
        the query strategy --strategy (linear or binary; default binary); a seed-faithful sample
        (mosaic-sample) answers with its own search and its own order.

        example: perflab dump docs/scenarios/flow-grid.json --rect 0,0,390,844 --strategy linear
        """

    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink) throws(LabError) {
        let list = try ArgumentList(arguments, command: "dump", valueOptions: valueOptions, flagOptions: flagOptions)
        if list.wantsHelp { return output.write(help + "\n") }
        let path = try list.onlyPositional("scenario file", command: "dump")
        let strategy = try QueryStrategies.strategy(named: list.options["--strategy"] ?? "binary")
        let rect = try list.options["--rect"].map { text throws(LabError) in try Rect(argument: text, option: "--rect") }
        let scenario = try Scenario.load(path: path, registry: registry)
        // The view must outlive the queries: layouts hold their collection view weakly.
        let (view, layout) = try scenario.makeCollectionView(registry: registry, query: strategy)
        let elements = withExtendedLifetime(view) { rect.map(layout.layoutAttributesForElements(in:)) ?? layout.allElements }
        // A sample answers with its own search, whatever strategy was asked for.
        let answeredBy = try registry.named(scenario.engine).usesStrategies ? strategy.name : "\(scenario.engine)'s own"
        write(engine: scenario.engine, contentSize: layout.collectionViewContentSize, query: rect.map { ($0, answeredBy) },
              elements: elements, to: &output)
    }

    static func write(engine: String, contentSize: Size, query: (Rect, String)?, elements: [LayoutAttributes],
                      to output: inout some OutputSink) {
        output.write("{\n  \"engine\": \(JSONOutput.string(engine).serialized()),\n")
        output.write("  \"contentSize\": \(JSONOutput.size(contentSize).serialized()),\n")
        if let (rect, strategy) = query {
            output.write("  \"query\": \(JSONOutput.object([("rect", .rect(rect)), ("strategy", .string(strategy))]).serialized()),\n")
        }
        output.write("  \"elements\": [")
        for (index, element) in elements.enumerated() {
            output.write((index == 0 ? "\n    " : ",\n    ") + JSONOutput.element(element).serialized())
        }
        output.write(elements.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}

extension JSONOutput {
    static func size(_ size: Size) -> JSONOutput {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    static func rect(_ rect: Rect) -> JSONOutput {
        .object([("x", .number(rect.origin.x)), ("y", .number(rect.origin.y)),
                 ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    static func element(_ attributes: LayoutAttributes) -> JSONOutput {
        .object([
            ("category", .string(attributes.representedElementCategory.rawValue)),
            ("kind", attributes.representedElementKind.map { .string($0.rawValue) } ?? .null),
            ("section", .int(attributes.indexPath.section)),
            ("item", .int(attributes.indexPath.item)),
            ("frame", .rect(attributes.frame)),
            ("zIndex", .int(attributes.zIndex)),
        ])
    }
}
