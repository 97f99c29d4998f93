import LabSupport
import LayoutEngine
import StickyTagsLayout
import Workloads

/// One random change to a sticky-tags collection view, drawn once and applied to several views
/// the same way (each view's layout has its own strategies): what the layout's incremental path
/// must get right. Batch updates are left to the fuzz campaign, which draws them with identities.
enum StickyTagsChange: CustomStringConvertible {
    case resize(IndexPath, width: Double)
    case append(Int, section: Int, widths: [Double], events: [CalendarEvent])
    case removeLast(Int, section: Int)
    /// A reload as `reloadData()` invalidates: a new section in place of the old one.
    case reload(section: Int, SimulatedCollectionView.Section)
    case appendSection(SimulatedCollectionView.Section)
    case removeLastSection
    case scroll(y: Double)
    case rotate(width: Double)
    /// A property set without invalidating: `prepare()` must notice.
    case spacing(Double)

    static func random(in view: SimulatedCollectionView, using generator: inout SeededGenerator) -> StickyTagsChange {
        let sections = view.sections
        let section = sections.isEmpty ? 0 : generator.int(in: 0...(sections.count - 1))
        func width() -> Double { Double(generator.int(in: 0...400)) / 2 }
        switch generator.int(in: 0...8) {
        case 0 where !sections.isEmpty && sections[section].itemSizes != nil && sections[section].itemCount > 0:
            return .resize(IndexPath(item: generator.int(in: 0...(sections[section].itemCount - 1)), section: section), width: width())
        case 1 where !sections.isEmpty:
            let count = generator.int(in: 1...40)
            let widths = sections[section].itemSizes == nil ? [] : (0..<count).map { _ in width() }
            // A section with data of another kind (events) gets it for its new items too.
            let events = sections[section].events == nil ? [] : Array(RandomScenario.events(count, using: &generator))
            return .append(count, section: section, widths: widths, events: events)
        case 2 where !sections.isEmpty:
            return .removeLast(generator.int(in: 1...20), section: section)
        case 3 where !sections.isEmpty:
            return .reload(section: section, RandomScenario.section(using: &generator, estimating: false))
        case 4:
            return .appendSection(RandomScenario.section(using: &generator, estimating: false))
        case 5 where !sections.isEmpty:
            return .removeLastSection
        case 6:
            return .rotate(width: Double(generator.int(in: 0...800)))
        case 7:
            return .spacing(Double(generator.int(in: 0...40)) / 4)
        default:
            return .scroll(y: Double(generator.int(in: -100...3_000)))
        }
    }

    func apply(to view: SimulatedCollectionView) {
        switch self {
        case .resize(let indexPath, let width):
            view.setSize(Size(width: width, height: 1), forItemAt: indexPath)
        case .append(let count, let section, let widths, let events):
            view.appendItems(count, toSection: section, sizes: widths.map { Size(width: $0, height: 1) }, events: events)
        case .removeLast(let count, let section):
            view.removeLastItems(count, fromSection: section)
        case .reload(let section, let data):
            view.reloadSection(section) { $0 = data }
        case .appendSection(let data):
            view.appendSection(data)
        case .removeLastSection:
            view.removeLastSection()
        case .scroll(let y):
            view.scroll(to: Point(x: 0, y: y))
        case .rotate(let width):
            view.setBounds(Rect(x: 0, y: view.bounds.minY, width: width, height: 844))
        case .spacing(let spacing):
            (view.layout as? StickyTagsLayout)?.spacing = spacing
        }
    }

    var description: String {
        switch self {
        case .resize(let indexPath, let width): "resize \(indexPath) to \(width)"
        case .append(let count, let section, _, _): "append \(count) to section \(section)"
        case .removeLast(let count, let section): "remove \(count) from section \(section)"
        case .reload(let section, let data): "reload section \(section) with \(data.itemCount) items"
        case .appendSection(let data): "append a section of \(data.itemCount)"
        case .removeLastSection: "remove the last section"
        case .scroll(let y): "scroll to \(y)"
        case .rotate(let width): "rotate to width \(width)"
        case .spacing(let spacing): "spacing \(spacing)"
        }
    }
}
