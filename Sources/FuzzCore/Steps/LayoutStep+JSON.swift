import LabSupport
import LayoutEngine
import Workloads

// A fuzz step as JSON, so a failing case can be written as data and replayed without its generator.
//
// A step is `{"operation": {...}, "query": [x, y, width, height]}`; an operation is an object whose
// `op` names it, with these members (optional ones are left out when empty, nil or default):
//
//     {"op": "append-items", "section": 0, "count": 2, "sizes": [SIZE, SIZE], "preferredSizes": [...], "events": [EVENT, EVENT]}
//     {"op": "append-section", "data": SECTION}
//     {"op": "remove-items", "section": 1, "count": 3}
//     {"op": "remove-section"}                                  (removes the last section)
//     {"op": "resize-item", "section": 0, "item": 4, "size": SIZE}
//     {"op": "reload-section", "section": 2, "data": SECTION}
//     {"op": "set-property", "value": 12.5}
//     {"op": "resize", "width": 320, "height": 480}
//     {"op": "scroll", "x": 0, "y": 240.25}
//     {"op": "self-size"}
//     {"op": "query", "rect": [x, y, width, height]}
//     {"op": "unannounced-append-items", …}, {"op": "unannounced-remove-items", …}, {"op": "unannounced-set-property", …}
//                                                               (as their announced twins: the change, and no invalidation, or
//                                                               for a property an empty invalidation context)
//     {"op": "unannounced-insets", "layoutMargins": INSETS, "safeAreaInsets": INSETS}
//     {"op": "batch-update", "changes": [["deleteItem", 0, 3], ["moveSection", 1, 0]], "itemsBefore": [[0, 1, 2, 3], [4]],
//      "itemCountsAfter": [1, 3], "itemsAfter": [[4], [0, 1, 2]], "corruption": "itemCountMismatch",
//      "sectionsAfter": [SECTION, SECTION],
//      "order": {"queriesBeforePrepare": true, "selfSizingBeforePrepare": true, "boundsDuringUpdate": [x, y, width, height]}}
//
// SIZE, EVENT, INSETS and SECTION have the shapes of a scenario file's sections (docs/scenarios.md):
// `{"width": w, "height": h}`, `{"day": d, "start": hour, "duration": hours}`, `{"top", "left", "bottom", "right"}` and `{"items": n, "itemSizes":
// [SIZE…], "preferredSizes": [SIZE…], "events": [EVENT…], "inset": {"top", "left", "bottom", "right"},
// "minimumLineSpacing", "minimumInteritemSpacing", "headerSize", "footerSize"}`, with per-item lists given item by
// item (no `random` form). A batch's changes are the workload format's change arrays (docs/workloads.md), except
// that an inserted or reloaded section carries no item count: the counts are `itemCountsAfter`. `corruption` is a
// `RandomBatchUpdate.Corruption` raw value; `itemsAfter` and `corruption` are absent for nil, `order` for the
// polite order.
//
// Numbers are written by `JSONOutput.number`, whose text `JSONParser` reads back to the same bits (negative zero
// and subnormals included). JSON has no infinity or NaN, so those are written as the strings "inf", "-inf" and
// "nan"; NaN comes back as `Double.nan`, without its sign or payload. The codec records values, it does not judge
// them: lengths may be negative or non-finite, and a batch's sections, items and counts may be anything, since an
// invalid batch names positions that do not exist. It checks only what makes a value unusable whatever the
// collection holds: an operation's section, item and count are non-negative, a section's per-item lists have one
// element per item, and appended items have one size (preferred size, event) each or none. Integers are exact up
// to 2^53 in magnitude.

extension LayoutStep {
    /// The step as JSON: `{"operation": {...}, "query": [x, y, width, height]}`.
    /// - Complexity: O(n), where n is the size of the operation's data.
    func jsonOutput() -> JSONOutput {
        .object([("operation", operation.jsonOutput()), ("query", StepJSON.output(extraQuery))])
    }

    /// Decodes a step that `jsonOutput()` wrote (or one written by hand); errors carry `path` before the path of the
    /// bad value, as `steps[3].operation.sizes[2].width`. A count or section of more than `itemLimit` items is an error.
    /// - Complexity: O(n), where n is the size of the step's text.
    static func decode(_ node: JSONNode, path: String, itemLimit: Int = Scenario.maximumItemCount) throws(JSONError) -> LayoutStep {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["operation", "query"])
        let operationPath = JSONPath.member("operation", of: path)
        return LayoutStep(operation: try LayoutOperation.decode(object.require("operation"), path: operationPath, itemLimit: itemLimit),
                          extraQuery: try StepJSON.rect(object.require("query"), path: JSONPath.member("query", of: path)))
    }

    /// Decodes an array of steps, the element at `i` with the path `path[i]`.
    /// - Complexity: O(n), where n is the size of the array's text.
    static func decodeList(_ node: JSONNode, path: String, itemLimit: Int = Scenario.maximumItemCount) throws(JSONError) -> [LayoutStep] {
        var steps: [LayoutStep] = []
        for (index, element) in try node.array(path: path).enumerated() {
            steps.append(try decode(element, path: JSONPath.element(index, of: path), itemLimit: itemLimit))
        }
        return steps
    }
}

extension LayoutOperation {
    /// The operation as JSON, in the format described at the top of this file.
    /// - Complexity: O(n), where n is the size of the operation's data.
    func jsonOutput() -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("op", .string(jsonName))]
        func add(_ key: String, _ value: JSONOutput) { members.append((key, value)) }
        switch self {
        case .appendItems(let section, let count, let sizes, let preferredSizes, let events):
            add("section", .int(section))
            add("count", .int(count))
            if !sizes.isEmpty { add("sizes", .array(sizes.map(StepJSON.output))) }
            if !preferredSizes.isEmpty { add("preferredSizes", .array(preferredSizes.map(StepJSON.output))) }
            if !events.isEmpty { add("events", .array(events.map(StepJSON.output))) }
        case .appendSection(let section):
            add("data", StepJSON.output(section))
        case .removeItems(let section, let count):
            add("section", .int(section))
            add("count", .int(count))
        case .removeLastSection, .selfSize:
            break
        case .resizeItem(let indexPath, let size):
            add("section", .int(indexPath.section))
            add("item", .int(indexPath.item))
            add("size", StepJSON.output(size))
        case .reloadSection(let index, let section):
            add("section", .int(index))
            add("data", StepJSON.output(section))
        case .setProperty(let value):
            add("value", StepJSON.output(value))
        case .resize(let width, let height):
            add("width", StepJSON.output(width))
            add("height", StepJSON.output(height))
        case .scroll(let point):
            add("x", StepJSON.output(point.x))
            add("y", StepJSON.output(point.y))
        case .query(let rect):
            add("rect", StepJSON.output(rect))
        case .batchUpdate(let update, let sectionsAfter, let order):
            members += StepJSON.output(update)
            add("sectionsAfter", .array(sectionsAfter.map(StepJSON.output)))
            if order != .polite { add("order", StepJSON.output(order)) }
        case .snapshotApplication(let pair, let sectionsAfter, let order):
            members += StepJSON.output(pair)
            add("sectionsAfter", .array(sectionsAfter.map(StepJSON.output)))
            if order != .polite { add("order", StepJSON.output(order)) }
        case .unannounced(.insets(let margins, let safeArea)):
            add("layoutMargins", StepJSON.output(margins))
            add("safeAreaInsets", StepJSON.output(safeArea))
        case .unannounced(let change):
            // The announced twin's members.
            guard case .object(let twin) = change.announcedTwin.jsonOutput() else { preconditionFailure("an operation is an object") }
            members += twin.dropFirst()
        }
        return .object(members)
    }

    /// The `op` of each operation (the names `fuzz run` counts operations by), with the other keys it allows.
    private static let keysByName: [String: Set<String>] = [
        "append-items": ["section", "count", "sizes", "preferredSizes", "events"],
        "append-section": ["data"],
        "remove-items": ["section", "count"],
        "remove-section": [],
        "resize-item": ["section", "item", "size"],
        "reload-section": ["section", "data"],
        "set-property": ["value"],
        "resize": ["width", "height"],
        "scroll": ["x", "y"],
        "self-size": [],
        "query": ["rect"],
        "batch-update": ["changes", "itemsBefore", "itemCountsAfter", "itemsAfter", "corruption", "sectionsAfter", "order"],
        "unannounced-append-items": ["section", "count", "sizes", "preferredSizes", "events"],
        "unannounced-remove-items": ["section", "count"],
        "unannounced-set-property": ["value"],
        "unannounced-insets": ["layoutMargins", "safeAreaInsets"],
        "snapshot-application": ["itemsBefore", "sectionIdentifiersAfter", "itemsAfter", "reloadedSections", "reloadedItems",
                                 "sectionsAfter", "order"],
    ]

    /// The operation's name in a reproducer's `op` (and, for valid batches, in a campaign's counts).
    var jsonName: String {
        switch self {
        case .appendItems: "append-items"
        case .appendSection: "append-section"
        case .removeItems: "remove-items"
        case .removeLastSection: "remove-section"
        case .resizeItem: "resize-item"
        case .reloadSection: "reload-section"
        case .setProperty: "set-property"
        case .resize: "resize"
        case .scroll: "scroll"
        case .selfSize: "self-size"
        case .query: "query"
        case .batchUpdate: "batch-update"
        case .snapshotApplication: "snapshot-application"
        case .unannounced(let change): StepKind(.unannounced(change)).rawValue
        }
    }

    /// Decodes an operation, strictly: an unknown `op`, a key the operation does not take, a wrong type or a value
    /// out of range (see the top of this file), a count or section of more than `itemLimit` items, is an error naming its path.
    /// - Complexity: O(n), where n is the size of the operation's text.
    static func decode(_ node: JSONNode, path: String, itemLimit: Int = Scenario.maximumItemCount) throws(JSONError) -> LayoutOperation {
        let object = StepJSON.Members(try node.objectReader(path: path), itemLimit: itemLimit)
        let nameNode = try object.reader.require("op")
        let name = try nameNode.string(path: JSONPath.member("op", of: path))
        guard let keys = keysByName[name] else {
            let known = keysByName.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw JSONError(kind: .invalidValue, message: "unknown operation \"\(name)\" (known: \(known))",
                            position: nameNode.position, path: JSONPath.member("op", of: path))
        }
        try object.reader.rejectUnknownKeys(allowed: keys.union(["op"]))
        return try decodeMembers(of: name, object, path: path)
    }

    /// Decodes the members of the operation `name`, whose keys were checked; an unannounced change
    /// as its announced twin.
    private static func decodeMembers(of name: String, _ object: StepJSON.Members, path: String) throws(JSONError) -> LayoutOperation {
        switch name {
        case "unannounced-insets":
            return .unannounced(.insets(layoutMargins: try object.require("layoutMargins", StepJSON.insets),
                                        safeAreaInsets: try object.require("safeAreaInsets", StepJSON.insets)))
        case "unannounced-append-items", "unannounced-remove-items", "unannounced-set-property":
            switch try decodeMembers(of: String(name.dropFirst("unannounced-".count)), object, path: path) {
            case .appendItems(let section, let count, let sizes, let preferred, let events):
                return .unannounced(.appendItems(section: section, count: count, sizes: sizes, preferredSizes: preferred, events: events))
            case .removeItems(let section, let count):
                return .unannounced(.removeItems(section: section, count: count))
            case .setProperty(let value):
                return .unannounced(.setProperty(value))
            default:
                preconditionFailure("\(name) decodes as its twin")
            }
        case "append-items":
            let count = try object.require("count") { node, path throws(JSONError) in
                let count = try StepJSON.nonNegative(node, path: path)
                // Bounded like a section's items: a mutated count must not append a billion items.
                guard count <= object.itemLimit else {
                    throw node.error(.invalidValue, expected: "a count between 0 and \(object.itemLimit)", path: path)
                }
                return count
            }
            func list<Element>(_ key: String, _ read: (JSONNode, String) throws(JSONError) -> Element) throws(JSONError) -> [Element] {
                guard let node = object.reader.optional(key) else { return [] }
                let elements = try StepJSON.list(node, path: JSONPath.member(key, of: path), read)
                guard elements.isEmpty || elements.count == count else {
                    throw node.error(.invalidValue, expected: "\(count) elements, one per item, or none (got \(elements.count))",
                                     path: JSONPath.member(key, of: path))
                }
                return elements
            }
            return .appendItems(section: try object.require("section", StepJSON.nonNegative), count: count,
                                sizes: try list("sizes", StepJSON.size), preferredSizes: try list("preferredSizes", StepJSON.size),
                                events: try list("events", StepJSON.event))
        case "append-section":
            return .appendSection(try object.require("data", object.section))
        case "remove-items":
            return .removeItems(section: try object.require("section", StepJSON.nonNegative),
                                count: try object.require("count", StepJSON.nonNegative))
        case "remove-section":
            return .removeLastSection
        case "resize-item":
            let indexPath = IndexPath(item: try object.require("item", StepJSON.nonNegative),
                                      section: try object.require("section", StepJSON.nonNegative))
            return .resizeItem(indexPath, try object.require("size", StepJSON.size))
        case "reload-section":
            return .reloadSection(try object.require("section", StepJSON.nonNegative), try object.require("data", object.section))
        case "set-property":
            return .setProperty(try object.require("value", StepJSON.number))
        case "resize":
            return .resize(width: try object.require("width", StepJSON.number), height: try object.require("height", StepJSON.number))
        case "scroll":
            return .scroll(Point(x: try object.require("x", StepJSON.number), y: try object.require("y", StepJSON.number)))
        case "self-size":
            return .selfSize
        case "query":
            return .query(try object.require("rect", StepJSON.rect))
        case "snapshot-application":
            return .snapshotApplication(try StepJSON.snapshotPair(object),
                                        sectionsAfter: try object.require("sectionsAfter") { node, path throws(JSONError) in
                                            try StepJSON.list(node, path: path, object.section)
                                        },
                                        order: try object.optional("order", StepJSON.callOrder) ?? .polite)
        default:
            return .batchUpdate(try StepJSON.batchUpdate(object),
                                sectionsAfter: try object.require("sectionsAfter") { node, path throws(JSONError) in
                                    try StepJSON.list(node, path: path, object.section)
                                },
                                order: try object.optional("order", StepJSON.callOrder) ?? .polite)
        }
    }
}
