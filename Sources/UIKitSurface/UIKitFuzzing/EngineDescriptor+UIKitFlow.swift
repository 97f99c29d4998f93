import LabSupport
import LayoutEngine
import UIKit
import UIKitAdapter
import Workloads

extension EngineDescriptor {
    /// UIKit's `UICollectionViewFlowLayout` (this package's surface, docs/uikit-surface.md) driven
    /// through `UIKitLayoutEngine`: every call goes through a UIKit collection view, UIKit's
    /// invalidation contexts, update items and attributes objects, and the flow layout's bridge to
    /// LayoutEngine's flow engine. What the fuzzer checks on it is what it checks on any engine that
    /// answers with its own search (`usesStrategies: false`): Core Graphics' rule, a fresh layout's
    /// answer after every step, the data model of batch updates, the call order's invariants.
    ///
    /// Configured by the flow's keys that UIKit's flow layout has (`singleItemLineAlignment` and
    /// `lastLineAlignment` are LayoutEngine's, which UIKit's class does not declare); a key a
    /// scenario leaves out keeps UIKit's default. Random configurations are the flow's, drawn the
    /// same way (so a seed draws the same shape for both) with those two keys dropped.
    ///
    /// The set-property step sets `minimumLineSpacing` on the UIKit layout, whose setter invalidates
    /// it (as UIKit's does): the only unannounced change it claims to notice.
    public static let uikitFlow: EngineDescriptor = {
        var descriptor = EngineDescriptor(
            name: "uikit-flow", summary: "UICollectionViewFlowLayout of the UIKit surface, through UIKitLayoutEngine",
            settings: uikitFlowSettings, usesStrategies: false, fuzzWeight: 1,
            randomSettings: { generator in
                var (settings, estimating) = RandomScenario.flowSettings(using: &generator)
                settings[.singleItemLineAlignment] = nil
                settings[.lastLineAlignment] = nil
                return (settings, estimating)
            },
            setProperty: { value, layout in
                ((layout as? UIKitLayoutEngine)?.layout as? UICollectionViewFlowLayout)?.minimumLineSpacing = CGFloat(value)
            }
        ) { settings, _, _ in
            let layout = UICollectionViewFlowLayout()
            applyFlowSettings(settings, to: layout)
            return UIKitLayoutEngine(layout: layout)
        }
        descriptor.noticesUnannounced = [.properties]
        return descriptor
    }()

    /// The flow keys `UICollectionViewFlowLayout` declares, in the flow's order.
    static let uikitFlowSettings: [any LayoutSetting] = [
        LayoutKey.scrollDirection, LayoutKey.itemSize, LayoutKey.estimatedItemSize, LayoutKey.minimumLineSpacing,
        LayoutKey.minimumInteritemSpacing, LayoutKey.headerReferenceSize, LayoutKey.footerReferenceSize,
        LayoutKey.sectionInset, LayoutKey.sectionInsetReference,
    ]

    /// Sets each property `settings` gives a value for; the others keep UIKit's defaults.
    static func applyFlowSettings(_ settings: Scenario.LayoutSettings, to layout: UICollectionViewFlowLayout) {
        if let direction = settings[.scrollDirection] { layout.scrollDirection = direction == .vertical ? .vertical : .horizontal }
        if let size = settings[.itemSize] { layout.itemSize = CGSize(engine: size) }
        if let size = settings[.estimatedItemSize] { layout.estimatedItemSize = CGSize(engine: size) }
        if let spacing = settings[.minimumLineSpacing] { layout.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = settings[.minimumInteritemSpacing] { layout.minimumInteritemSpacing = CGFloat(spacing) }
        if let size = settings[.headerReferenceSize] { layout.headerReferenceSize = CGSize(engine: size) }
        if let size = settings[.footerReferenceSize] { layout.footerReferenceSize = CGSize(engine: size) }
        if let inset = settings[.sectionInset] { layout.sectionInset = UIEdgeInsets(engine: inset) }
        if let reference = settings[.sectionInsetReference] {
            layout.sectionInsetReference = switch reference {
            case .fromContentInset: .fromContentInset
            case .fromSafeArea: .fromSafeArea
            case .fromLayoutMargins: .fromLayoutMargins
            }
        }
    }
}

extension EngineRegistry {
    /// The UIKit fuzz target's registry: `uikit-flow` alone, so that every input's seed bytes draw
    /// a case of it (`ByteDecoder`). A registry of its own rather than the built-ins plus this
    /// engine: adding an engine to the built-ins' pool would change what every input of the case
    /// target (`layout-libfuzzer`) decodes to.
    public static let uikitFlow: EngineRegistry = {
        do {
            return try EngineRegistry([.uikitFlow])
        } catch {
            preconditionFailure("uikit-flow does not register: \(error)")
        }
    }()
}
