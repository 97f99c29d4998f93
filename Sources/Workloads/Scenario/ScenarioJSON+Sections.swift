import LabSupport
import LayoutEngine

extension ScenarioJSON {
    /// A section whose per-item lists have one element per item, as a collection view requires;
    /// at most `itemLimit` items.
    /// - Complexity: O(n), where n is the number of items with per-item data.
    package func section(_ node: JSONNode, path: String) throws(JSONError) -> SimulatedCollectionView.Section {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["items", "itemSizes", "preferredSizes", "events", "inset",
                                               "minimumLineSpacing", "minimumInteritemSpacing", "headerSize", "footerSize"])
        let itemsPath = JSONPath.member("items", of: path)
        let itemsNode = try object.require("items")
        let items = try itemsNode.int(path: itemsPath)
        guard items >= 0, items <= itemLimit else {
            throw itemsNode.error(.invalidValue, expected: "a count between 0 and \(itemLimit)", path: itemsPath)
        }
        func member<Value>(_ key: String, _ read: (JSONNode, String) throws(JSONError) -> Value) throws(JSONError) -> Value? {
            guard let node = object.optional(key) else { return nil }
            return try read(node, JSONPath.member(key, of: path))
        }
        var section = SimulatedCollectionView.Section(itemCount: items)
        section.itemSizes = try member("itemSizes") { node, path throws(JSONError) in
            try perItem(node, count: items, noun: "sizes", path: path, read: size, generate: Self.generatedSizes)
        }
        section.preferredSizes = try member("preferredSizes") { node, path throws(JSONError) in
            try perItem(node, count: items, noun: "sizes", path: path, read: size, generate: Self.generatedSizes)
        }
        section.events = try member("events") { node, path throws(JSONError) in
            try perItem(node, count: items, noun: "events", path: path, read: event, generate: Self.generatedEvents)
        }
        section.inset = try member("inset", insets)
        section.minimumLineSpacing = try member("minimumLineSpacing", number)
        section.minimumInteritemSpacing = try member("minimumInteritemSpacing", number)
        section.headerSize = try member("headerSize", size)
        section.footerSize = try member("footerSize", size)
        return section
    }

    /// The section as `section(_:path:)` reads it, its lists item by item.
    /// - Complexity: O(n), where n is the number of items with per-item data.
    package func output(_ section: SimulatedCollectionView.Section) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("items", .int(section.itemCount))]
        if let sizes = section.itemSizes { members.append(("itemSizes", .array(sizes.map(output)))) }
        if let sizes = section.preferredSizes { members.append(("preferredSizes", .array(sizes.map(output)))) }
        if let events = section.events { members.append(("events", .array(events.map(output)))) }
        if let inset = section.inset { members.append(("inset", output(inset))) }
        if let spacing = section.minimumLineSpacing { members.append(("minimumLineSpacing", output(spacing))) }
        if let spacing = section.minimumInteritemSpacing { members.append(("minimumInteritemSpacing", output(spacing))) }
        if let size = section.headerSize { members.append(("headerSize", output(size))) }
        if let size = section.footerSize { members.append(("footerSize", output(size))) }
        return .object(members)
    }

    /// A list of exactly `count` elements, or, in a file, anything else `generate` reads (an object
    /// that generates them from a seed). A file names the elements (`noun`) in the count error and
    /// checks the count before the elements; a fuzz step reads the elements first.
    private func perItem<Element>(_ node: JSONNode, count: Int, noun: String, path: String,
                                  read: (JSONNode, String) throws(JSONError) -> Element,
                                  generate: (JSONNode, Int, String) throws(JSONError) -> ContiguousArray<Element>)
        throws(JSONError) -> ContiguousArray<Element> {
        let isList = if case .array = node.value { true } else { false }
        if domain == .file, !isList { return try generate(node, count, path) }
        let nodes = try node.array(path: path)
        func countError() -> JSONError {
            let what = domain == .file ? noun : "elements"
            return node.error(.invalidValue, expected: "\(count) \(what), one per item (got \(nodes.count))", path: path)
        }
        if domain == .file, nodes.count != count { throw countError() }
        var elements = ContiguousArray<Element>()
        elements.reserveCapacity(nodes.count)
        for (index, element) in nodes.enumerated() {
            elements.append(try read(element, JSONPath.element(index, of: path)))
        }
        guard elements.count == count else { throw countError() }
        return elements
    }

    /// `{"random": {"seed": 7, "width": [20, 180], "height": [40, 120]}}`: whole points drawn
    /// uniformly from each closed range by `SeededGenerator`.
    private static func generatedSizes(_ node: JSONNode, count: Int, path: String) throws(JSONError) -> ContiguousArray<Size> {
        let (random, randomPath, seed) = try generatorObject(node, path: path, keys: ["seed", "width", "height"])
        let widths = try wholeRange(random.require("width"), path: JSONPath.member("width", of: randomPath))
        let heights = try wholeRange(random.require("height"), path: JSONPath.member("height", of: randomPath))
        var generator = SeededGenerator(seed: seed)
        var sizes = ContiguousArray<Size>()
        sizes.reserveCapacity(count)
        for _ in 0..<count {
            let width = generator.int(in: widths), height = generator.int(in: heights)
            sizes.append(Size(width: Double(width), height: Double(height)))
        }
        return sizes
    }

    /// `{"random": {"seed": 7, "days": 30}}`: a uniform day of `days` (7 by default), a start on the
    /// half hour from 0 to 23.5, a duration of half an hour to three hours, by `SeededGenerator`.
    private static func generatedEvents(_ node: JSONNode, count: Int, path: String) throws(JSONError) -> ContiguousArray<CalendarEvent> {
        let (random, randomPath, seed) = try generatorObject(node, path: path, keys: ["seed", "days"])
        var days = CalendarWeekLayout.defaultDayCount
        if let daysNode = random.optional("days") {
            days = try daysNode.int(path: JSONPath.member("days", of: randomPath))
            guard CalendarWeekLayout.dayCountRange.contains(days) else {
                throw daysNode.error(.invalidValue, expected: "a day count from 1 to 100000", path: JSONPath.member("days", of: randomPath))
            }
        }
        var generator = SeededGenerator(seed: seed)
        return RandomScenario.events(count, days: days, using: &generator)
    }

    /// The `random` object of a generated list, its path, and its non-negative `seed`.
    private static func generatorObject(_ node: JSONNode, path: String, keys: Set<String>) throws(JSONError)
        -> (JSONObjectReader, String, UInt64) {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["random"])
        let randomPath = JSONPath.member("random", of: path)
        let random = try object.require("random").objectReader(path: randomPath)
        try random.rejectUnknownKeys(allowed: keys)
        let seedNode = try random.require("seed"), seedPath = JSONPath.member("seed", of: randomPath)
        let seed = try seedNode.int(path: seedPath)
        guard seed >= 0 else { throw seedNode.error(.invalidValue, expected: "a non-negative seed", path: seedPath) }
        return (random, randomPath, UInt64(seed))
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
}
