import LabSupport
import LayoutEngine
import Workloads

/// A change nobody announces: the data or a layout property changes and the layout is told
/// nothing, or only an empty invalidation context, before the next layout pass. UIKit's contract
/// lets a layout notice such a change in `prepare()` (docs/architecture.md, "How invalidation
/// works"); the fuzzer makes one only of a kind the engine promises to notice
/// (`EngineDescriptor.noticesUnannounced`), and the step's checks then hold as after any other.
package enum UnannouncedChange: Equatable, Sendable {
    /// Items appended to the end of a section, with their data (`.itemCountsAtSectionEnds`).
    case appendItems(section: Int, count: Int, sizes: [Size], preferredSizes: [Size], events: [CalendarEvent])
    /// The last `count` items of a section removed (`.itemCountsAtSectionEnds`).
    case removeItems(section: Int, count: Int)
    /// The descriptor's set-property step, then `invalidateLayout(with:)` an empty context (`.properties`).
    case setProperty(Double)
    /// The collection view's layout margins and safe area set (`.insetReferenceInsets`).
    case insets(layoutMargins: EdgeInsets, safeAreaInsets: EdgeInsets)

    /// The kind of promise the change relies on.
    var notice: UnannouncedChanges {
        switch self {
        case .appendItems, .removeItems: .itemCountsAtSectionEnds
        case .setProperty: .properties
        case .insets: .insetReferenceInsets
        }
    }

    /// The step that makes the same change and announces it (a change of insets has none: a query),
    /// whose JSON members an unannounced change shares.
    var announcedTwin: LayoutOperation {
        switch self {
        case .appendItems(let section, let count, let sizes, let preferred, let events):
            .appendItems(section: section, count: count, sizes: sizes, preferredSizes: preferred, events: events)
        case .removeItems(let section, let count): .removeItems(section: section, count: count)
        case .setProperty(let value): .setProperty(value)
        case .insets: .query(.zero)
        }
    }

    /// Makes the change on `view`, whose layout is an `engine`, telling the layout nothing but
    /// what the case says; the caller runs the layout pass.
    func apply(to view: SimulatedCollectionView, engine: EngineDescriptor) {
        switch self {
        case .appendItems(let section, let count, let sizes, let preferred, let events):
            view.appendItemsUnannounced(count, toSection: section, sizes: sizes, preferredSizes: preferred, events: events)
        case .removeItems(let section, let count):
            view.removeLastItemsUnannounced(count, fromSection: section)
        case .setProperty(let value):
            engine.setProperty(value, view.layout)
            view.layout.invalidateLayout(with: InvalidationContext())
        case .insets(let margins, let safeArea):
            view.layoutMargins = margins
            view.safeAreaInsets = safeArea
        }
    }

    /// The announced step a drawn operation becomes unannounced as, when `noticed` allows it: an
    /// append or removal of items, a set-property step; a query becomes a change of the inset
    /// reference's insets, drawn from `generator`. Nil otherwise.
    static func unannounced(_ operation: LayoutOperation, noticed: UnannouncedChanges,
                            using generator: inout SeededGenerator) -> UnannouncedChange? {
        switch operation {
        case .appendItems(let section, let count, let sizes, let preferred, let events) where noticed.contains(.itemCountsAtSectionEnds):
            return .appendItems(section: section, count: count, sizes: sizes, preferredSizes: preferred, events: events)
        case .removeItems(let section, let count) where noticed.contains(.itemCountsAtSectionEnds):
            return .removeItems(section: section, count: count)
        case .setProperty(let value) where noticed.contains(.properties):
            return .setProperty(value)
        case .query where noticed.contains(.insetReferenceInsets) && generator.chance(0.1):
            func insets() -> EdgeInsets { generator.chance(0.5) ? .zero : RandomScenario.insets(using: &generator, up: 40) }
            return .insets(layoutMargins: insets(), safeAreaInsets: insets())
        default:
            return nil
        }
    }
}

extension UnannouncedChange: CustomStringConvertible {
    package var description: String {
        switch self {
        case .appendItems(let section, let count, _, _, _): "append \(count) items to section \(section), unannounced"
        case .removeItems(let section, let count): "remove the last \(count) items of section \(section), unannounced"
        case .setProperty(let value): "set a spacing or length property of the layout to \(value), then an empty invalidation"
        case .insets(let margins, let safeArea): "set the layout margins to \(margins) and the safe area to \(safeArea), unannounced"
        }
    }
}
