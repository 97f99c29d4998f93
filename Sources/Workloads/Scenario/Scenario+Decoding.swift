import LabSupport
import LayoutEngine

extension Scenario {
    /// Reads the scenario in `path`; every error names the file, the line and column, and the
    /// path of the bad value (`sections[2].items`).
    public static func load(path: String) throws(LabError) -> Scenario {
        let text = try TextFiles.read(path, as: .scenario)
        do {
            return try decode(JSONParser.parse(text))
        } catch {
            throw LabError("\(path): \(error)")
        }
    }

    /// Decodes a parsed scenario, its engine looked up in `registry`. Unknown keys, wrong types,
    /// negative or non-finite lengths, negative counts and unknown versions, engines or option
    /// values are errors.
    public static func decode(_ root: JSONNode, registry: EngineRegistry = .current) throws(JSONError) -> Scenario {
        let object = try root.objectReader(path: "")
        try object.rejectUnknownKeys(allowed: ["version", "engine", "container", "layout", "sections", "description"])
        let versionNode = try object.require("version")
        let version = try versionNode.int(path: "version")
        guard version == currentVersion else {
            throw versionNode.error(.invalidValue, expected: "version \(currentVersion)", path: "version")
        }
        let engineNode = try object.require("engine")
        let engineName = try engineNode.string(path: "engine")
        guard let engine = registry.descriptor(named: engineName) else {
            throw JSONError(kind: .invalidValue,
                            message: "unknown engine \"\(engineName)\" (known: \(registry.names.joined(separator: ", ")))",
                            position: engineNode.position, path: "engine")
        }
        let container = try decodeContainer(object.require("container"), path: "container")
        let layout = try object.optional("layout").map { node throws(JSONError) in
            try decodeLayout(node, path: "layout", engine: engine)
        } ?? LayoutSettings()
        var sections: [SimulatedCollectionView.Section] = []
        var total = 0
        for (index, node) in try object.require("sections").array(path: "sections").enumerated() {
            let section = try decodeSection(node, path: JSONPath.element(index, of: "sections"))
            total += section.itemCount
            guard total <= decodingItemLimit else {
                throw node.error(.invalidValue, expected: "at most \(decodingItemLimit) items in all sections",
                                 path: JSONPath.element(index, of: "sections"))
            }
            sections.append(section)
        }
        return Scenario(engine: engineName, container: container, layout: layout, sections: sections)
    }

    private static func decodeContainer(_ node: JSONNode, path: String) throws(JSONError) -> Container {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["width", "height", "layoutMargins", "safeAreaInsets"])
        var container = Container(width: try length(object.require("width"), path: JSONPath.member("width", of: path)),
                                  height: try length(object.require("height"), path: JSONPath.member("height", of: path)))
        if let margins = object.optional("layoutMargins") {
            container.layoutMargins = try insets(margins, path: JSONPath.member("layoutMargins", of: path))
        }
        if let safeArea = object.optional("safeAreaInsets") {
            container.safeAreaInsets = try insets(safeArea, path: JSONPath.member("safeAreaInsets", of: path))
        }
        return container
    }

    /// The engine's parameters the `layout` object gives, each decoded by its kind; a key the
    /// engine does not list is an error naming the ones it does.
    private static func decodeLayout(_ node: JSONNode, path: String, engine: EngineDescriptor) throws(JSONError) -> LayoutSettings {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: engine.layoutKeys)
        var settings = LayoutSettings()
        for parameter in engine.parameters {
            guard let node = object.optional(parameter.name) else { continue }
            settings.parameters[parameter.name] = try parameter.decode(node, path: JSONPath.member(parameter.name, of: path))
        }
        return settings
    }

    private static func decodeSection(_ node: JSONNode, path: String) throws(JSONError) -> SimulatedCollectionView.Section {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["items", "itemSizes", "preferredSizes", "inset", "minimumLineSpacing",
                                               "minimumInteritemSpacing", "headerSize", "footerSize", "events"])
        let itemsPath = JSONPath.member("items", of: path)
        let itemsNode = try object.require("items")
        let items = try itemsNode.int(path: itemsPath)
        guard items >= 0, items <= decodingItemLimit else {
            throw itemsNode.error(.invalidValue, expected: "a count between 0 and \(decodingItemLimit)", path: itemsPath)
        }
        var section = SimulatedCollectionView.Section(itemCount: items)
        if let sizes = object.optional("itemSizes") {
            section.itemSizes = try sizeList(sizes, count: items, path: JSONPath.member("itemSizes", of: path))
        }
        if let sizes = object.optional("preferredSizes") {
            section.preferredSizes = try sizeList(sizes, count: items, path: JSONPath.member("preferredSizes", of: path))
        }
        if let node = object.optional("events") {
            section.events = try eventList(node, count: items, path: JSONPath.member("events", of: path))
        }
        if let node = object.optional("inset") { section.inset = try insets(node, path: JSONPath.member("inset", of: path)) }
        if let node = object.optional("minimumLineSpacing") {
            section.minimumLineSpacing = try length(node, path: JSONPath.member("minimumLineSpacing", of: path))
        }
        if let node = object.optional("minimumInteritemSpacing") {
            section.minimumInteritemSpacing = try length(node, path: JSONPath.member("minimumInteritemSpacing", of: path))
        }
        if let node = object.optional("headerSize") { section.headerSize = try size(node, path: JSONPath.member("headerSize", of: path)) }
        if let node = object.optional("footerSize") { section.footerSize = try size(node, path: JSONPath.member("footerSize", of: path)) }
        return section
    }

    /// Sizes given one by one (`[{"width": 50, "height": 60}, …]`, exactly `count` of them) or
    /// generated (`{"random": {"seed": 7, "width": [20, 180], "height": [40, 120]}}`: whole
    /// points drawn uniformly from each closed range by `SeededGenerator`).
    private static func sizeList(_ node: JSONNode, count: Int, path: String) throws(JSONError) -> ContiguousArray<Size> {
        if case .array(let elements) = node.value {
            guard elements.count == count else {
                throw node.error(.invalidValue, expected: "\(count) sizes, one per item (got \(elements.count))", path: path)
            }
            var sizes = ContiguousArray<Size>()
            sizes.reserveCapacity(count)
            for (index, element) in elements.enumerated() {
                sizes.append(try size(element, path: JSONPath.element(index, of: path)))
            }
            return sizes
        }
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["random"])
        let randomPath = JSONPath.member("random", of: path)
        let random = try object.require("random").objectReader(path: randomPath)
        try random.rejectUnknownKeys(allowed: ["seed", "width", "height"])
        let seedNode = try random.require("seed")
        let seed = try seedNode.int(path: JSONPath.member("seed", of: randomPath))
        guard seed >= 0 else { throw seedNode.error(.invalidValue, expected: "a non-negative seed", path: JSONPath.member("seed", of: randomPath)) }
        let widths = try wholeRange(random.require("width"), path: JSONPath.member("width", of: randomPath))
        let heights = try wholeRange(random.require("height"), path: JSONPath.member("height", of: randomPath))
        var generator = SeededGenerator(seed: UInt64(seed))
        var sizes = ContiguousArray<Size>()
        sizes.reserveCapacity(count)
        for _ in 0..<count {
            let width = generator.int(in: widths), height = generator.int(in: heights)
            sizes.append(Size(width: Double(width), height: Double(height)))
        }
        return sizes
    }

    /// Events given one by one (`[{"day": 2, "start": 9.5, "duration": 1}, …]`, exactly `count`),
    /// or generated (`{"random": {"seed": 7, "days": 30}}`: a uniform day of `days`, 7 by default, a start on the half hour from 0 to
    /// 23.5, a duration of half an hour to three hours, by `SeededGenerator`).
    private static func eventList(_ node: JSONNode, count: Int, path: String) throws(JSONError) -> ContiguousArray<CalendarEvent> {
        if case .array(let elements) = node.value {
            guard elements.count == count else {
                throw node.error(.invalidValue, expected: "\(count) events, one per item (got \(elements.count))", path: path)
            }
            var events = ContiguousArray<CalendarEvent>()
            for (index, element) in elements.enumerated() {
                let eventPath = JSONPath.element(index, of: path)
                let object = try element.objectReader(path: eventPath)
                try object.rejectUnknownKeys(allowed: ["day", "start", "duration"])
                let dayNode = try object.require("day")
                let day = try dayNode.int(path: JSONPath.member("day", of: eventPath))
                guard (0..<CalendarWeekLayout.dayCountRange.upperBound).contains(day) else {
                    throw dayNode.error(.invalidValue, expected: "a day from 0 to 99999", path: JSONPath.member("day", of: eventPath))
                }
                let startNode = try object.require("start")
                let start = try startNode.double(path: JSONPath.member("start", of: eventPath))
                guard (0...24).contains(start) else {
                    throw startNode.error(.invalidValue, expected: "a start hour from 0 to 24", path: JSONPath.member("start", of: eventPath))
                }
                let duration = try length(object.require("duration"), path: JSONPath.member("duration", of: eventPath))
                events.append(CalendarEvent(day: day, startHour: start, durationHours: duration))
            }
            return events
        }
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["random"])
        let randomPath = JSONPath.member("random", of: path)
        let random = try object.require("random").objectReader(path: randomPath)
        try random.rejectUnknownKeys(allowed: ["seed", "days"])
        let seedNode = try random.require("seed")
        let seed = try seedNode.int(path: JSONPath.member("seed", of: randomPath))
        guard seed >= 0 else { throw seedNode.error(.invalidValue, expected: "a non-negative seed", path: JSONPath.member("seed", of: randomPath)) }
        var days = CalendarWeekLayout.defaultDayCount
        if let daysNode = random.optional("days") {
            days = try daysNode.int(path: JSONPath.member("days", of: randomPath))
            guard CalendarWeekLayout.dayCountRange.contains(days) else {
                throw daysNode.error(.invalidValue, expected: "a day count from 1 to 100000", path: JSONPath.member("days", of: randomPath))
            }
        }
        var generator = SeededGenerator(seed: UInt64(seed))
        return RandomScenario.events(count, days: days, using: &generator)
    }

    private static func wholeRange(_ node: JSONNode, path: String) throws(JSONError) -> ClosedRange<Int> {
        let bounds = try node.array(path: path)
        guard bounds.count == 2 else { throw node.error(.invalidValue, expected: "[minimum, maximum]", path: path) }
        let low = try bounds[0].int(path: JSONPath.element(0, of: path))
        let high = try bounds[1].int(path: JSONPath.element(1, of: path))
        guard low >= 0, low <= high, high <= 1_000_000 else {
            throw node.error(.invalidValue, expected: "whole points with 0 ≤ minimum ≤ maximum ≤ 1000000", path: path)
        }
        return low...high
    }

    /// A length: a finite number, not negative, at most 10⁹ points.
    static func length(_ node: JSONNode, path: String) throws(JSONError) -> Double {
        let value = try node.double(path: path)
        guard value >= 0, value <= 1e9 else {
            throw node.error(.invalidValue, expected: "a length between 0 and 1e9", path: path)
        }
        return value
    }

    static func size(_ node: JSONNode, path: String) throws(JSONError) -> Size {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["width", "height"])
        return Size(width: try length(object.require("width"), path: JSONPath.member("width", of: path)),
                    height: try length(object.require("height"), path: JSONPath.member("height", of: path)))
    }

    static func insets(_ node: JSONNode, path: String) throws(JSONError) -> EdgeInsets {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["top", "left", "bottom", "right"])
        func edge(_ key: String) throws(JSONError) -> Double {
            guard let node = object.optional(key) else { return 0 }
            return try length(node, path: JSONPath.member(key, of: path))
        }
        return EdgeInsets(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }

    /// One of an enumeration's raw values.
    static func choice<Choice: RawRepresentable & CaseIterable>(_ node: JSONNode, path: String) throws(JSONError) -> Choice
    where Choice.RawValue == String {
        let text = try choice(node, path: path, among: Choice.allCases.map(\.rawValue))
        guard let value = Choice(rawValue: text) else { preconditionFailure("\(text) is one of \(Choice.self)'s raw values") }
        return value
    }

    /// One of `values`.
    static func choice(_ node: JSONNode, path: String, among values: [String]) throws(JSONError) -> String {
        let text = try node.string(path: path)
        guard values.contains(text) else {
            let known = values.map { "\"\($0)\"" }.joined(separator: ", ")
            throw JSONError(kind: .invalidValue, message: "expected one of \(known), found \"\(text)\"",
                            position: node.position, path: path)
        }
        return text
    }
}
