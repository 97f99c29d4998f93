import LabSupport
import LayoutEngine
import Workloads

/// One step of a fuzz case: what the collection view does next.
package enum LayoutOperation: CustomStringConvertible {
    case appendItems(section: Int, count: Int, sizes: [Size], preferredSizes: [Size], events: [CalendarEvent])
    case appendSection(SimulatedCollectionView.Section)
    case removeItems(section: Int, count: Int)
    case removeLastSection
    case resizeItem(IndexPath, Size)
    case reloadSection(Int, SimulatedCollectionView.Section)
    case setProperty(Double)
    case resize(width: Double, height: Double)
    case scroll(Point)
    case selfSize
    case query(Rect)
    /// A batch update, valid or not (`RandomBatchUpdate.corruption`), with the data after it, in
    /// one of UIKit's call orders.
    case batchUpdate(RandomBatchUpdate, sectionsAfter: [SimulatedCollectionView.Section], order: BatchCallOrder)
    /// A valid update applied as a diffable data source applies one: the two snapshots, whose diff
    /// is the batch, with the data after it, in one of UIKit's call orders.
    case snapshotApplication(SnapshotPair, sectionsAfter: [SimulatedCollectionView.Section], order: BatchCallOrder)
    /// A change the layout is not told of, of a kind its engine promises to notice in `prepare()`.
    case unannounced(UnannouncedChange)

    /// A random next operation for a collection view holding `sections`, sized `bounds`, whose
    /// engine notices `noticed` unannounced: a quarter of the appends and removals of items and of
    /// the set-property steps it can notice are made unannounced, and a tenth of the queries become
    /// a change of the inset reference's insets when it notices those (`UnannouncedChange`), decided
    /// by a generator forked from `generator`, so the steps drawn are the ones they always were.
    static func random(sections: [SimulatedCollectionView.Section], bounds: Rect, contentSize: Size,
                       estimating: Bool, noticed: UnannouncedChanges = [], using generator: inout SeededGenerator) -> LayoutOperation {
        let drawn = announced(sections: sections, bounds: bounds, contentSize: contentSize, estimating: estimating, using: &generator)
        guard !noticed.isEmpty else { return drawn }
        var fork = generator
        var extras = SeededGenerator(seed: fork.next() ^ 0x0DD5_1DE5_7E95_A11E)
        switch drawn {
        case .appendItems, .removeItems, .setProperty: guard extras.chance(0.25) else { return drawn }
        default: break
        }
        return UnannouncedChange.unannounced(drawn, noticed: noticed, using: &extras).map(LayoutOperation.unannounced) ?? drawn
    }

    /// A random next operation, every change announced, as the fuzzer always drew them.
    private static func announced(sections: [SimulatedCollectionView.Section], bounds: Rect, contentSize: Size,
                                  estimating: Bool, using generator: inout SeededGenerator) -> LayoutOperation {
        let choice = generator.int(in: 0..<16)
        let section = sections.isEmpty ? 0 : generator.int(in: 0..<sections.count)
        switch choice {
        case 0...1 where !sections.isEmpty:
            let count = generator.int(in: 1...12)
            let sizes = sections[section].itemSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
            let preferred = sections[section].preferredSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
            let events = sections[section].events == nil ? [] : Array(RandomScenario.events(count, using: &generator))
            return .appendItems(section: section, count: count, sizes: sizes, preferredSizes: preferred, events: events)
        case 2:
            return .appendSection(RandomScenario.section(using: &generator, estimating: estimating))
        case 3:
            return .resize(width: Double(generator.int(in: 0...800)), height: Double(generator.int(in: 1...900)))
        case 10 where !sections.isEmpty:
            return .removeItems(section: section, count: generator.int(in: 1...8))
        case 11 where !sections.isEmpty:
            return .removeLastSection
        case 12 where !sections.isEmpty && sections[section].itemSizes != nil && sections[section].itemCount > 0:
            let item = generator.int(in: 0..<sections[section].itemCount)
            return .resizeItem(IndexPath(item: item, section: section), RandomScenario.size(using: &generator, up: 200))
        case 13 where !sections.isEmpty:
            return .reloadSection(section, RandomScenario.section(using: &generator, estimating: estimating))
        case 14:
            return .setProperty(RandomScenario.length(using: &generator, up: 60))
        case 4, 5:
            return .scroll(Point(x: generator.double(in: 0...Swift.max(0, contentSize.width)),
                                 y: generator.double(in: 0...Swift.max(0, contentSize.height))))
        case 6 where estimating:
            return .selfSize
        case 7, 8:
            let identified = IdentifiedSections(sections: sections)
            let changes = generator.int(in: 1...8)
            let order = randomCallOrder(using: &generator)
            if choice == 8 && generator.chance(0.5) {
                let (update, sectionsAfter) = identified.randomInvalidUpdate(changeCount: changes, using: &generator)
                return .batchUpdate(update, sectionsAfter: sectionsAfter, order: order)
            }
            let (update, after) = identified.randomValidUpdate(changeCount: changes, estimating: estimating, using: &generator)
            // Every other valid update (by the parity of its size, drawing nothing more) is applied
            // as a diffable-snapshot diff of the same before and after.
            if changes.isMultiple(of: 2), let pair = SnapshotPair(drawn: update) {
                return .snapshotApplication(pair, sectionsAfter: after.sections, order: order)
            }
            return .batchUpdate(update, sectionsAfter: after.sections, order: order)
        default:
            return .query(randomRect(in: contentSize, using: &generator))
        }
    }

    /// UIKit's polite call order half the time; otherwise any mix of its awkward ones.
    static func randomCallOrder(using generator: inout SeededGenerator) -> BatchCallOrder {
        guard generator.chance(0.5) else { return .polite }
        var order = BatchCallOrder(queriesBeforePrepare: generator.chance(0.5), selfSizingBeforePrepare: generator.chance(0.5))
        if generator.chance(0.3) {
            order.boundsDuringUpdate = Rect(x: 0, y: 0, width: Double(generator.int(in: 0...800)), height: Double(generator.int(in: 1...900)))
        }
        return order
    }

    /// A query rect: mostly screen-like, sometimes empty, inverted, huge or outside the content.
    static func randomRect(in content: Size, using generator: inout SeededGenerator) -> Rect {
        let x = generator.double(in: -50...Swift.max(0, content.width) + 50)
        let y = generator.double(in: -50...Swift.max(0, content.height) + 50)
        switch generator.int(in: 0..<8) {
        case 0: return Rect(x: x, y: y, width: 0, height: generator.double(in: 0...300))
        case 1: return Rect(x: x, y: y, width: -generator.double(in: 1...300), height: -generator.double(in: 1...300))
        case 2: return .infinite
        case 3: return Rect(x: x.rounded(), y: y.rounded(), width: 1, height: 1)
        default: return Rect(x: x, y: y, width: generator.double(in: 1...600), height: generator.double(in: 1...900))
        }
    }

    package var description: String {
        switch self {
        case .appendItems(let section, let count, _, _, _): "append \(count) items to section \(section)"
        case .appendSection(let section): "append a section of \(section.itemCount) items"
        case .removeItems(let section, let count): "remove the last \(count) items of section \(section)"
        case .removeLastSection: "remove the last section"
        case .resizeItem(let indexPath, let size): "resize item \(indexPath) to \(size)"
        case .reloadSection(let index, let section): "reload section \(index) with \(section.itemCount) items"
        case .setProperty(let value): "set a spacing or length property of the layout to \(value)"
        case .resize(let width, let height): "resize to \(width) × \(height)"
        case .scroll(let point): "scroll to \(point)"
        case .selfSize: "self-size the visible cells"
        case .query(let rect): "query \(rect)"
        case .batchUpdate(let update, _, let order):
            (update.corruption.map { "invalid batch update (\($0.rawValue))" } ?? "batch update")
                + " \(update.batch.changes) on counts \(update.itemCountsBefore) giving \(update.itemCountsAfter)"
                + (order == .polite ? "" : ", in the order \(order)")
        case .snapshotApplication(let pair, _, let order):
            "snapshot application from counts \(pair.itemsBefore.map(\.count)) to \(pair.itemsAfter.map(\.count))"
                + (order == .polite ? "" : ", in the order \(order)")
        case .unannounced(let change): change.description
        }
    }
}
