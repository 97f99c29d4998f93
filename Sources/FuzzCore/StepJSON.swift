import LayoutEngine
import Workloads

/// The values inside a fuzz step, as JSON: numbers, geometry, sections and batch updates, in the shapes described
/// at the top of LayoutStep+JSON.swift. Each `output` writes what the reader of the same name reads back.
enum StepJSON {
    /// An object's members, read with the path of each.
    struct Members {
        let reader: JSONObjectReader

        init(_ reader: JSONObjectReader) {
            self.reader = reader
        }

        func require<Value>(_ key: String, _ read: (JSONNode, String) throws(JSONError) -> Value) throws(JSONError) -> Value {
            try read(reader.require(key), JSONPath.member(key, of: reader.path))
        }

        func optional<Value>(_ key: String, _ read: (JSONNode, String) throws(JSONError) -> Value) throws(JSONError) -> Value? {
            guard let node = reader.optional(key) else { return nil }
            return try read(node, JSONPath.member(key, of: reader.path))
        }
    }

    // MARK: Numbers

    /// A finite number as itself, infinities as "inf" and "-inf", NaN as "nan".
    static func output(_ number: Double) -> JSONOutput {
        if number.isFinite { return .number(number) }
        return .string(number.isNaN ? "nan" : number < 0 ? "-inf" : "inf")
    }

    static func number(_ node: JSONNode, path: String) throws(JSONError) -> Double {
        switch node.value {
        case .number(let number): return number
        case .string("inf"): return .infinity
        case .string("-inf"): return -.infinity
        case .string("nan"): return .nan
        default: throw node.error(.typeMismatch, expected: #"a number, "inf", "-inf" or "nan""#, path: path)
        }
    }

    static func integer(_ node: JSONNode, path: String) throws(JSONError) -> Int {
        try node.int(path: path)
    }

    /// An index or a count.
    static func nonNegative(_ node: JSONNode, path: String) throws(JSONError) -> Int {
        let value = try node.int(path: path)
        guard value >= 0 else { throw node.error(.invalidValue, expected: "a non-negative integer", path: path) }
        return value
    }

    /// The elements of an array, each read by `read` with its own path.
    /// - Complexity: O(n) calls of `read`, where n is the number of elements.
    static func list<Element>(_ node: JSONNode, path: String,
                              _ read: (JSONNode, String) throws(JSONError) -> Element) throws(JSONError) -> [Element] {
        let elements = try node.array(path: path)
        var values: [Element] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            values.append(try read(element, JSONPath.element(index, of: path)))
        }
        return values
    }

    /// `[[Int]]`, such as item identifiers per section.
    static func integerLists(_ node: JSONNode, path: String) throws(JSONError) -> [[Int]] {
        try list(node, path: path) { node, path throws(JSONError) in try list(node, path: path, integer) }
    }

    static func output(_ lists: [[Int]]) -> JSONOutput {
        .array(lists.map { .array($0.map(JSONOutput.int)) })
    }

    // MARK: Geometry

    /// `[x, y, width, height]`.
    static func output(_ rect: Rect) -> JSONOutput {
        .array([output(rect.origin.x), output(rect.origin.y), output(rect.width), output(rect.height)])
    }

    static func rect(_ node: JSONNode, path: String) throws(JSONError) -> Rect {
        let elements = try node.array(path: path)
        guard elements.count == 4 else { throw node.error(.invalidValue, expected: "a rect [x, y, width, height]", path: path) }
        func coordinate(_ index: Int) throws(JSONError) -> Double {
            try number(elements[index], path: JSONPath.element(index, of: path))
        }
        return Rect(x: try coordinate(0), y: try coordinate(1), width: try coordinate(2), height: try coordinate(3))
    }

    /// `{"width": w, "height": h}`.
    static func output(_ size: Size) -> JSONOutput {
        .object([("width", output(size.width)), ("height", output(size.height))])
    }

    static func size(_ node: JSONNode, path: String) throws(JSONError) -> Size {
        let object = Members(try node.objectReader(path: path))
        try object.reader.rejectUnknownKeys(allowed: ["width", "height"])
        return Size(width: try object.require("width", number), height: try object.require("height", number))
    }

    /// All four edges, zero ones too (a scenario file leaves those out, which would lose negative zero).
    static func output(_ insets: EdgeInsets) -> JSONOutput {
        .object([("top", output(insets.top)), ("left", output(insets.left)), ("bottom", output(insets.bottom)),
                 ("right", output(insets.right))])
    }

    /// Insets; a missing edge is zero, as in a scenario file.
    static func insets(_ node: JSONNode, path: String) throws(JSONError) -> EdgeInsets {
        let object = Members(try node.objectReader(path: path))
        try object.reader.rejectUnknownKeys(allowed: ["top", "left", "bottom", "right"])
        return EdgeInsets(top: try object.optional("top", number) ?? 0, left: try object.optional("left", number) ?? 0,
                          bottom: try object.optional("bottom", number) ?? 0, right: try object.optional("right", number) ?? 0)
    }

    /// `{"day": d, "start": hour, "duration": hours}`.
    static func output(_ event: CalendarEvent) -> JSONOutput {
        .object([("day", .int(event.day)), ("start", output(event.startHour)), ("duration", output(event.durationHours))])
    }

    static func event(_ node: JSONNode, path: String) throws(JSONError) -> CalendarEvent {
        let object = Members(try node.objectReader(path: path))
        try object.reader.rejectUnknownKeys(allowed: ["day", "start", "duration"])
        return CalendarEvent(day: try object.require("day", integer), startHour: try object.require("start", number),
                             durationHours: try object.require("duration", number))
    }

    // MARK: Sections

    /// A scenario file's section, its lists item by item.
    /// - Complexity: O(n), where n is the number of items with per-item data.
    static func output(_ section: SimulatedCollectionView.Section) -> JSONOutput {
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

    /// A section whose per-item lists have one element per item, as a collection view requires.
    /// - Complexity: O(n), where n is the size of the section's text.
    static func section(_ node: JSONNode, path: String) throws(JSONError) -> SimulatedCollectionView.Section {
        let object = Members(try node.objectReader(path: path))
        try object.reader.rejectUnknownKeys(allowed: ["items", "itemSizes", "preferredSizes", "events", "inset",
                                                      "minimumLineSpacing", "minimumInteritemSpacing", "headerSize", "footerSize"])
        let items = try object.require("items") { node, path throws(JSONError) in
            let items = try node.int(path: path)
            guard items >= 0, items <= Scenario.decodingItemLimit else {
                throw node.error(.invalidValue, expected: "a count between 0 and \(Scenario.decodingItemLimit)", path: path)
            }
            return items
        }
        func perItem<Element>(_ key: String, _ read: (JSONNode, String) throws(JSONError) -> Element) throws(JSONError)
            -> ContiguousArray<Element>? {
            guard let node = object.reader.optional(key) else { return nil }
            let elements = try list(node, path: JSONPath.member(key, of: path), read)
            guard elements.count == items else {
                throw node.error(.invalidValue, expected: "\(items) elements, one per item (got \(elements.count))",
                                 path: JSONPath.member(key, of: path))
            }
            return ContiguousArray(elements)
        }
        var section = SimulatedCollectionView.Section(itemCount: items, itemSizes: try perItem("itemSizes", size),
                                                      preferredSizes: try perItem("preferredSizes", size))
        section.events = try perItem("events", event)
        section.inset = try object.optional("inset", insets)
        section.minimumLineSpacing = try object.optional("minimumLineSpacing", number)
        section.minimumInteritemSpacing = try object.optional("minimumInteritemSpacing", number)
        section.headerSize = try object.optional("headerSize", size)
        section.footerSize = try object.optional("footerSize", size)
        return section
    }

    // MARK: Batch updates

    /// The update's members of a `batch-update` operation.
    /// - Complexity: O(c + n), where c is the number of changes and n of item identifiers.
    static func output(_ update: RandomBatchUpdate) -> [(key: String, value: JSONOutput)] {
        var members: [(key: String, value: JSONOutput)] = [
            ("changes", .array(update.batch.changes.map(output))),
            ("itemsBefore", output(update.itemsBefore)),
            ("itemCountsAfter", .array(update.itemCountsAfter.map(JSONOutput.int))),
        ]
        if let itemsAfter = update.itemsAfter { members.append(("itemsAfter", output(itemsAfter))) }
        if let corruption = update.corruption { members.append(("corruption", .string(corruption.rawValue))) }
        return members
    }

    static func batchUpdate(_ object: Members) throws(JSONError) -> RandomBatchUpdate {
        let batch = BatchUpdate(try object.require("changes") { node, path throws(JSONError) in try list(node, path: path, change) })
        let itemsBefore = try object.require("itemsBefore", integerLists)
        // A count the data after the batch is built from: bounded like a section's items (a corrupt
        // batch may state a wrong count, even a negative one, but not a billion items to build).
        let itemCountsAfter = try object.require("itemCountsAfter") { node, path throws(JSONError) in
            try list(node, path: path) { node, path throws(JSONError) in
                let count = try node.int(path: path)
                guard count >= -Scenario.decodingItemLimit && count <= Scenario.decodingItemLimit else {
                    throw node.error(.invalidValue, expected: "a count between -\(Scenario.decodingItemLimit) and \(Scenario.decodingItemLimit)",
                                     path: path)
                }
                return count
            }
        }
        let itemsAfter = try object.optional("itemsAfter", integerLists)
        let corruption = try object.optional("corruption") { node, path throws(JSONError) in
            let name = try node.string(path: path)
            guard let corruption = RandomBatchUpdate.Corruption(rawValue: name) else {
                let known = RandomBatchUpdate.Corruption.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw JSONError(kind: .invalidValue, message: "expected one of \(known), found \"\(name)\"",
                                position: node.position, path: path)
            }
            return corruption
        }
        return RandomBatchUpdate(batch: batch, itemsBefore: itemsBefore, itemCountsAfter: itemCountsAfter,
                                 itemsAfter: itemsAfter, corruption: corruption)
    }

    /// The snapshots' members of a `snapshot-application` operation.
    /// - Complexity: O(n), where n is the number of item identifiers.
    static func output(_ pair: SnapshotPair) -> [(key: String, value: JSONOutput)] {
        [("itemsBefore", output(pair.itemsBefore)),
         ("sectionIdentifiersAfter", .array(pair.sectionIdentifiersAfter.map(JSONOutput.int))),
         ("itemsAfter", output(pair.itemsAfter)),
         ("reloadedSections", .array(pair.reloadedSections.map(JSONOutput.int))),
         ("reloadedItems", .array(pair.reloadedItems.map(JSONOutput.int)))]
    }

    static func snapshotPair(_ object: Members) throws(JSONError) -> SnapshotPair {
        func integers(_ node: JSONNode, path: String) throws(JSONError) -> [Int] { try list(node, path: path, integer) }
        return SnapshotPair(itemsBefore: try object.require("itemsBefore", integerLists),
                            sectionIdentifiersAfter: try object.require("sectionIdentifiersAfter", integers),
                            itemsAfter: try object.require("itemsAfter", integerLists),
                            reloadedSections: try object.require("reloadedSections", integers),
                            reloadedItems: try object.require("reloadedItems", integers))
    }

    /// A change as the workload format writes it, but with no item count after an inserted or reloaded section.
    static func output(_ change: BatchChange) -> JSONOutput {
        let parts: [Int] = switch change {
        case .insertSection(let section), .deleteSection(let section), .reloadSection(let section): [section]
        case .moveSection(let from, let to): [from, to]
        case .insertItem(let path), .deleteItem(let path), .reloadItem(let path): [path.section, path.item]
        case .moveItem(let from, let to): [from.section, from.item, to.section, to.item]
        }
        return .array([.string(changeName(change))] + parts.map(JSONOutput.int))
    }

    private static func changeName(_ change: BatchChange) -> String {
        switch change {
        case .insertSection: "insertSection"
        case .deleteSection: "deleteSection"
        case .reloadSection: "reloadSection"
        case .moveSection: "moveSection"
        case .insertItem: "insertItem"
        case .deleteItem: "deleteItem"
        case .reloadItem: "reloadItem"
        case .moveItem: "moveItem"
        }
    }

    /// Each change's shape, for error messages.
    private static let changeShapes: [String: String] = [
        "insertSection": #"["insertSection", section]"#, "deleteSection": #"["deleteSection", section]"#,
        "reloadSection": #"["reloadSection", section]"#, "moveSection": #"["moveSection", fromSection, toSection]"#,
        "insertItem": #"["insertItem", section, item]"#, "deleteItem": #"["deleteItem", section, item]"#,
        "reloadItem": #"["reloadItem", section, item]"#, "moveItem": #"["moveItem", fromSection, fromItem, toSection, toItem]"#,
    ]

    /// A change; its numbers may be anything, negative included, since an invalid batch names positions that do not
    /// exist.
    static func change(_ node: JSONNode, path: String) throws(JSONError) -> BatchChange {
        let parts = try node.array(path: path)
        guard let first = parts.first else {
            throw node.error(.invalidValue, expected: "a change: an array whose first element names it", path: path)
        }
        let name = try first.string(path: JSONPath.element(0, of: path))
        guard let shape = changeShapes[name] else {
            let known = changeShapes.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw JSONError(kind: .invalidValue, message: "unknown change \"\(name)\" (known: \(known))",
                            position: first.position, path: JSONPath.element(0, of: path))
        }
        let arity = name.hasSuffix("Section") ? (name == "moveSection" ? 2 : 1) : (name == "moveItem" ? 4 : 2)
        guard parts.count == arity + 1 else { throw node.error(.invalidValue, expected: shape, path: path) }
        var values: [Int] = []
        for index in 1..<parts.count {
            values.append(try integer(parts[index], path: JSONPath.element(index, of: path)))
        }
        switch name {
        case "insertSection": return .insertSection(values[0])
        case "deleteSection": return .deleteSection(values[0])
        case "reloadSection": return .reloadSection(values[0])
        case "moveSection": return .moveSection(values[0], to: values[1])
        case "insertItem": return .insertItem(IndexPath(item: values[1], section: values[0]))
        case "deleteItem": return .deleteItem(IndexPath(item: values[1], section: values[0]))
        case "reloadItem": return .reloadItem(IndexPath(item: values[1], section: values[0]))
        default: return .moveItem(IndexPath(item: values[1], section: values[0]), to: IndexPath(item: values[3], section: values[2]))
        }
    }

    /// The options that are set: true flags, and the bounds when there are some; `{}` is the polite order.
    static func output(_ order: BatchCallOrder) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = []
        if order.queriesBeforePrepare { members.append(("queriesBeforePrepare", .bool(true))) }
        if order.selfSizingBeforePrepare { members.append(("selfSizingBeforePrepare", .bool(true))) }
        if let bounds = order.boundsDuringUpdate { members.append(("boundsDuringUpdate", output(bounds))) }
        return .object(members)
    }

    static func callOrder(_ node: JSONNode, path: String) throws(JSONError) -> BatchCallOrder {
        let object = Members(try node.objectReader(path: path))
        try object.reader.rejectUnknownKeys(allowed: ["queriesBeforePrepare", "selfSizingBeforePrepare", "boundsDuringUpdate"])
        func flag(_ key: String) throws(JSONError) -> Bool {
            try object.optional(key) { node, path throws(JSONError) in try node.bool(path: path) } ?? false
        }
        return BatchCallOrder(queriesBeforePrepare: try flag("queriesBeforePrepare"),
                              selfSizingBeforePrepare: try flag("selfSizingBeforePrepare"),
                              boundsDuringUpdate: try object.optional("boundsDuringUpdate", rect))
    }
}
