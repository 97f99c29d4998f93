import LabSupport
import LayoutEngine

/// One batch change as JSON: the one codec a workload's `batchUpdate` step and a fuzz step's batch
/// share. A change is an array, its name first, then its numbers, a section before an item:
/// `["insertItem", section, item]`, `["moveSection", fromSection, toSection]`,
/// `["moveItem", fromSection, fromItem, toSection, toItem]`. The two formats differ in two ways:
/// - in a workload (`workload(itemLimit:)`) an inserted or reloaded section's item count follows its
///   index, `["insertSection", section, itemCount]`, since the workload builds that section's data,
///   and every number is a whole number from 0 to the item limit;
/// - in a fuzz step (`fuzzStep`) a change holds no count (the step lists the counts after the batch
///   itself) and its numbers may be any integer, negative included, since an invalid batch names
///   positions that do not exist.
///
/// Round trip: what `output` writes, `change` reads back equal, count included.
package struct BatchChangeJSON: Sendable {
    /// Whether an inserted or reloaded section's item count follows its index.
    private let carriesSectionItemCounts: Bool
    /// The whole numbers a change may hold; nil for any.
    private let allowed: ClosedRange<Int>?

    /// A workload's changes: section item counts carried, numbers from 0 to `itemLimit`.
    package static func workload(itemLimit: Int) -> BatchChangeJSON {
        BatchChangeJSON(carriesSectionItemCounts: true, allowed: 0...itemLimit)
    }

    /// A fuzz step's changes: no counts, any integers.
    package static let fuzzStep = BatchChangeJSON(carriesSectionItemCounts: false, allowed: nil)

    /// `change` as an array; `sectionItemCount` is written after an inserted or reloaded section's
    /// index when this format carries counts (0 when nil), and ignored otherwise.
    package func output(_ change: BatchChange, sectionItemCount: Int? = nil) -> JSONOutput {
        let numbers: [Int] = switch change {
        case .insertSection(let section), .reloadSection(let section):
            carriesSectionItemCounts ? [section, sectionItemCount ?? 0] : [section]
        case .deleteSection(let section): [section]
        case .moveSection(let from, let to): [from, to]
        case .insertItem(let path), .deleteItem(let path), .reloadItem(let path): [path.section, path.item]
        case .moveItem(let from, let to): [from.section, from.item, to.section, to.item]
        }
        return .array([.string(Self.name(of: change))] + numbers.map(JSONOutput.int))
    }

    /// The change in `node`, and the item count an inserted or reloaded section carries in this
    /// format (nil for other changes, and in a format without counts).
    /// - Throws: `JSONError` naming the path of a bad element: an unknown name (naming the known
    ///   ones), the wrong number of elements (showing the shape), or a number out of `allowed`.
    package func change(_ node: JSONNode, path: String) throws(JSONError) -> (change: BatchChange, sectionItemCount: Int?) {
        let shapes = carriesSectionItemCounts ? Self.workloadShapes : Self.fuzzStepShapes
        let (name, parts) = try node.taggedArray(path: path, noun: "change", shapes: shapes)
        var values: [Int] = []
        for index in 1..<parts.count {
            let valuePath = JSONPath.element(index, of: path)
            let value = try parts[index].int(path: valuePath)
            if let allowed, !allowed.contains(value) {
                throw parts[index].error(.invalidValue, expected: "a whole number from \(allowed.lowerBound) to \(allowed.upperBound)",
                                         path: valuePath)
            }
            values.append(value)
        }
        let count = carriesSectionItemCounts && values.count == 2 ? values[1] : nil
        switch name {
        case "insertSection": return (.insertSection(values[0]), count)
        case "reloadSection": return (.reloadSection(values[0]), count)
        case "deleteSection": return (.deleteSection(values[0]), nil)
        case "moveSection": return (.moveSection(values[0], to: values[1]), nil)
        case "insertItem": return (.insertItem(IndexPath(item: values[1], section: values[0])), nil)
        case "deleteItem": return (.deleteItem(IndexPath(item: values[1], section: values[0])), nil)
        case "reloadItem": return (.reloadItem(IndexPath(item: values[1], section: values[0])), nil)
        default:
            return (.moveItem(IndexPath(item: values[1], section: values[0]), to: IndexPath(item: values[3], section: values[2])), nil)
        }
    }

    private static func name(of change: BatchChange) -> String {
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

    /// Each change's numbers in a fuzz step, and how an error message shows them.
    private static let fuzzStepShapes: [String: JSONNode.TaggedShape] = [
        "insertSection": (1, #"["insertSection", section]"#),
        "deleteSection": (1, #"["deleteSection", section]"#),
        "reloadSection": (1, #"["reloadSection", section]"#),
        "moveSection": (2, #"["moveSection", fromSection, toSection]"#),
        "insertItem": (2, #"["insertItem", section, item]"#),
        "deleteItem": (2, #"["deleteItem", section, item]"#),
        "reloadItem": (2, #"["reloadItem", section, item]"#),
        "moveItem": (4, #"["moveItem", fromSection, fromItem, toSection, toItem]"#),
    ]

    /// A workload's shapes: an inserted or reloaded section's item count follows its index.
    private static let workloadShapes: [String: JSONNode.TaggedShape] = fuzzStepShapes.merging([
        "insertSection": (2, #"["insertSection", section, itemCount]"#),
        "reloadSection": (2, #"["reloadSection", section, itemCount]"#),
    ]) { _, workload in workload }
}
