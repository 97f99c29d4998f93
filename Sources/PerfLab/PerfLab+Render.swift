import LabSupport
import LayoutEngine
import Workloads

/// `perflab render SCENARIO.json -o FILE.svg [--viewport X,Y,W,H] [--rect X,Y,W,H]`
enum RenderCommand {
    /// Drawing more elements than this gives a file no browser shows usefully.
    static let elementLimit = 20_000

    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["-o", "--output", "--viewport", "--rect", "--strategy", "--width"]
    static let flagOptions: Set<String> = []

    static let help = """
        usage: perflab render SCENARIO.json -o|--output FILE.svg [--viewport X,Y,W,H] [--rect X,Y,W,H] [--strategy NAME] [--width PIXELS]

        Draws the scenario's prepared layout: every element outlined and labelled (cells 'section.item',
        headers 'H<section>', footers 'F<section>'). --viewport adds a dashed rect (a screen, say).
        --rect draws only the elements that query returns, cropped to the rect; without it the whole
        content is drawn, or, beyond \(elementLimit) elements, the first screen (the container's bounds).
        The file is written atomically.

        example: perflab render docs/scenarios/flow-grid.json -o flow-grid.svg --viewport 0,0,390,844
        """

    /// - Parameter writer: writes the bytes of every file the command writes (`TextFiles.writeAtomically`):
    ///   the real one unless a test passes one that fails as a full disk does.
    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                        writer: TextFiles.ByteWriter = TextFiles.writeBytes) throws(LabError) {
        let list = try ArgumentList(arguments, command: "render", valueOptions: valueOptions, flagOptions: flagOptions,
                                    aliases: ["-o": "--output"])
        if list.wantsHelp { return output.write(help + "\n") }
        let path = try list.onlyPositional("scenario file", command: "render")
        guard let destination = try list.path("--output", expected: "a file path") else {
            throw LabError("render: missing -o FILE.svg")
        }
        try TextFiles.checkDestination(destination)
        let viewport = try list.options["--viewport"].map { text throws(LabError) in try Rect(argument: text, option: "--viewport") }
        let rect = try list.options["--rect"].map { text throws(LabError) in try Rect(argument: text, option: "--rect") }
        var pixelWidth = 800.0
        if let text = list.options["--width"] {
            guard let width = Double(text), width >= 16, width <= 20_000 else {
                throw LabError("--width: expected a number of pixels between 16 and 20000, got '\(text)'")
            }
            pixelWidth = width
        }
        let strategy = try QueryStrategies.strategy(named: list.options["--strategy"] ?? "binary")
        let scenario = try Scenario.load(path: path, registry: registry)
        let (view, layout) = try scenario.makeCollectionView(registry: registry, query: strategy)
        let content = Rect(origin: .zero, size: layout.collectionViewContentSize)
        // Too many elements to draw whole: draw the first screen unless told which part.
        let region = rect ?? (layout.elementCount > elementLimit ? view.bounds : nil)
        // The view must outlive the queries: layouts hold their collection view weakly.
        let elements = withExtendedLifetime(view) { region.map(layout.layoutAttributesForElements(in:)) ?? layout.allElements }
        let canvas = region?.standardized ?? viewport.map { content.union($0) } ?? content
        let svg = SVGRenderer(canvas: canvas, pixelWidth: pixelWidth).render(elements, viewport: viewport)
        try TextFiles.writeAtomically(svg, to: destination, writer: writer)
        let part = rect == nil && region != nil
            ? " (the first screen of \(layout.elementCount); pass --rect X,Y,W,H for another part)" : ""
        output.write("wrote \(destination): \(elements.count) elements\(part), content \(format(content.size))\n")
    }

    private static func format(_ size: Size) -> String {
        "\(size.width) × \(size.height)"
    }
}
