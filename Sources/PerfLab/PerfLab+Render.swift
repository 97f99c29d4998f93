import LayoutEngine
import Workloads

/// `perflab render SCENARIO.json -o FILE.svg [--viewport X,Y,W,H] [--rect X,Y,W,H]`
enum RenderCommand {
    /// Drawing more elements than this gives a file no browser shows usefully.
    static let elementLimit = 20_000

    static let help = """
        usage: perflab render SCENARIO.json -o FILE.svg [--viewport X,Y,W,H] [--rect X,Y,W,H] [--strategy NAME] [--width PIXELS]

        Draws the scenario's prepared layout: every element outlined and labelled (cells 'section.item',
        headers 'H<section>', footers 'F<section>'). --viewport adds a dashed rect (a screen, say).
        --rect draws only the elements that query returns, cropped to the rect; without it the whole
        content is drawn, which is refused beyond \(elementLimit) elements. The file is written atomically.

        example: perflab render docs/scenarios/flow-grid.json -o flow-grid.svg --viewport 0,0,390,844
        """

    static func execute(_ arguments: [String], output: inout some OutputSink) throws(LabError) {
        let list = try ArgumentList(arguments, command: "render",
                                    valueOptions: ["-o", "--output", "--viewport", "--rect", "--strategy", "--width"],
                                    flagOptions: [])
        if list.wantsHelp { return output.write(help + "\n") }
        let path = try list.onlyPositional("scenario file", command: "render")
        guard let destination = list.options["-o"] ?? list.options["--output"] else {
            throw LabError("render: missing -o FILE.svg")
        }
        let viewport = try list.options["--viewport"].map { text throws(LabError) in try Rect(argument: text, option: "--viewport") }
        let rect = try list.options["--rect"].map { text throws(LabError) in try Rect(argument: text, option: "--rect") }
        var pixelWidth = 800.0
        if let text = list.options["--width"] {
            guard let width = Double(text), width >= 16, width <= 20_000 else {
                throw LabError("--width: expected a number of pixels between 16 and 20000, got '\(text)'")
            }
            pixelWidth = width
        }
        let strategy = try EngineCatalog.queryStrategy(named: list.options["--strategy"] ?? "binary")
        let scenario = try Scenario.load(path: path)
        let (_, layout) = try scenario.makeCollectionView(query: strategy)
        let content = Rect(origin: .zero, size: layout.collectionViewContentSize)
        let elements: [LayoutAttributes]
        if let rect {
            elements = layout.layoutAttributesForElements(in: rect)
        } else {
            guard layout.elementCount <= elementLimit else {
                throw LabError("render: \(layout.elementCount) elements is more than \(elementLimit); pass --rect X,Y,W,H to draw part of the layout")
            }
            elements = layout.allElements
        }
        let canvas = rect?.standardized ?? viewport.map { content.union($0) } ?? content
        let svg = SVGRenderer(canvas: canvas, pixelWidth: pixelWidth).render(elements, viewport: viewport)
        try TextFiles.writeAtomically(svg, to: destination)
        output.write("wrote \(destination): \(elements.count) elements, content \(format(content.size))\n")
    }

    private static func format(_ size: Size) -> String {
        "\(size.width) × \(size.height)"
    }
}
