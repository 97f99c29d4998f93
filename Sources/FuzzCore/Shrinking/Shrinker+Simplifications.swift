import LayoutEngine
import Workloads

/// The simpler variants the shrinker tries once no step or section can go: settings back to the
/// engine's defaults, overrides and margins dropped, counts down to one, offsets and values to
/// zero, and lengths (the container, item sizes, resizes, scroll offsets) halved in whole points
/// toward zero. Each is tried alone and kept only when the case still fails the same way.
extension Shrinker {
    /// Variants of `scenario`, each one setting or dropping one thing.
    /// - Complexity: O(s + n) for s sections and n items per variant.
    static func simplifications(of scenario: Scenario) -> [Scenario] {
        var variants: [Scenario] = []
        func variant(_ change: (inout Scenario) -> Void) {
            var copy = scenario
            change(&copy)
            if copy.layout != scenario.layout || copy.sections != scenario.sections || copy.container != scenario.container {
                variants.append(copy)
            }
        }
        let settings: [any LayoutSetting] = [
            LayoutKey.minimumLineSpacing, LayoutKey.minimumInteritemSpacing, LayoutKey.minColumnWidth, LayoutKey.cellHeight,
            LayoutKey.segmentHeight, LayoutKey.rowSpacing, LayoutKey.columnSpacing, LayoutKey.heightPerHour,
            LayoutKey.dayHeaderHeight, LayoutKey.hourHeaderWidth, LayoutKey.itemSize, LayoutKey.headerReferenceSize,
            LayoutKey.footerReferenceSize, LayoutKey.sectionInset, LayoutKey.dayCount, LayoutKey.visibleDayCount,
            LayoutKey.sectionInsetReference, LayoutKey.singleItemLineAlignment, LayoutKey.lastLineAlignment,
            LayoutKey.scrollDirection, LayoutKey.columnCount,
        ]
        for setting in settings { variant { $0.layout.parameters[setting.parameter.name] = nil } }
        // Values toward zero, by halves in whole points.
        if scenario.container.width >= 2 { variant { $0.container.width = halved($0.container.width) } }
        if scenario.container.height >= 2 { variant { $0.container.height = halved($0.container.height) } }
        variant { $0.container.layoutMargins = .zero }
        variant { $0.container.safeAreaInsets = .zero }
        for index in scenario.sections.indices {
            variant { $0.sections[index].inset = nil }
            variant { $0.sections[index].minimumLineSpacing = nil }
            variant { $0.sections[index].minimumInteritemSpacing = nil }
            variant { $0.sections[index].headerSize = nil }
            variant { $0.sections[index].footerSize = nil }
            variant { $0.sections[index].itemSizes = nil }
            if scenario.sections[index].itemSizes?.contains(where: { $0.width >= 1 || $0.height >= 1 }) ?? false {
                variant { $0.sections[index].itemSizes = $0.sections[index].itemSizes.map { ContiguousArray($0.map(halved)) } }
            }
            variant { $0.sections[index].events = nil }
        }
        return variants
    }

    /// Simpler variants of one step: its extra query emptied, and the operation's count cut to one
    /// (its lists with it), its offset or value to zero, an unannounced change's margins or safe
    /// area to zero.
    static func simplifications(of step: LayoutStep) -> [LayoutStep] {
        var variants: [LayoutStep] = []
        if step.extraQuery != .zero { variants.append(LayoutStep(operation: step.operation, extraQuery: .zero)) }
        func with(_ operation: LayoutOperation) { variants.append(LayoutStep(operation: operation, extraQuery: step.extraQuery)) }
        switch step.operation {
        case .appendItems(let section, let count, let sizes, let preferred, let events) where count > 1:
            with(.appendItems(section: section, count: 1, sizes: Array(sizes.prefix(1)), preferredSizes: Array(preferred.prefix(1)),
                              events: Array(events.prefix(1))))
        case .removeItems(let section, let count) where count > 1:
            with(.removeItems(section: section, count: 1))
        case .scroll(let point) where point != .zero:
            with(.scroll(.zero))
            with(.scroll(Point(x: halved(point.x), y: halved(point.y))))
        case .resize(let width, let height) where width >= 2 || height >= 2:
            with(.resize(width: halved(width), height: halved(height)))
        case .resizeItem(let indexPath, let size) where size.width >= 1 || size.height >= 1:
            with(.resizeItem(indexPath, halved(size)))
        case .setProperty(let value) where value != 0:
            with(.setProperty(0))
        case .unannounced(.appendItems(let section, let count, let sizes, let preferred, let events)) where count > 1:
            with(.unannounced(.appendItems(section: section, count: 1, sizes: Array(sizes.prefix(1)),
                                           preferredSizes: Array(preferred.prefix(1)), events: Array(events.prefix(1)))))
        case .unannounced(.removeItems(let section, let count)) where count > 1:
            with(.unannounced(.removeItems(section: section, count: 1)))
        case .unannounced(.setProperty(let value)) where value != 0:
            with(.unannounced(.setProperty(0)))
        case .unannounced(.insets(let margins, let safeArea)) where margins != .zero || safeArea != .zero:
            if margins != .zero { with(.unannounced(.insets(layoutMargins: .zero, safeAreaInsets: safeArea))) }
            if safeArea != .zero { with(.unannounced(.insets(layoutMargins: margins, safeAreaInsets: .zero))) }
        default:
            break
        }
        // The simplest step of all: nothing changes, the same rect is queried.
        if case .query = step.operation {} else { with(.query(.zero)) }
        return variants
    }

    /// Half of `value`, in whole points (toward zero).
    static func halved(_ value: Double) -> Double {
        value.isFinite ? (value / 2).rounded(.towardZero) : 0
    }

    static func halved(_ size: Size) -> Size {
        Size(width: halved(size.width), height: halved(size.height))
    }
}
