import Foundation
import LabSupport
import LayoutEngine
import Testing
import UIKit

/// `UICollectionViewFlowLayout` (the UIKit surface) against LayoutEngine's `FlowLayout` driven
/// directly through a `SimulatedCollectionView`: for several hundred seeded configurations (both
/// scroll directions, item sizes, spacings, section insets and inset references, headers and
/// footers, empty sections, uniform and per-item sizes through a flow delegate, per-section
/// overrides through the delegate, narrow and wide bounds, non-zero content and safe-area insets),
/// the two must give the same element sets with bit-identical frames, the same item and
/// supplementary lookups, and the same content size. The engine is the reference: it is verified
/// against independent checks in LayoutEngineTests; the UIKit surface is the code under test.
///
/// Content insets: UIKit's flow layout lays its lines out in the collection view's bounds less
/// the adjusted content inset across the scroll direction (the content inset is space *around*
/// the content, outside it: UIKit's own warning for an oversized item reads "the item width must
/// be less than the width of the UICollectionView minus the section insets left and right values,
/// minus the content insets left and right values"). So the engine is given a collection view
/// whose cross length is the bounds' less `adjustedContentInset` on both sides; frames start at
/// 0 in content coordinates in both.
struct FlowLayoutAgreementTests {
    /// The number of seeded configurations each test draws.
    static let configurationCount = 400

    @Test func everySeededConfigurationAgreesWithTheEngine() {
        for seed in 0..<UInt64(Self.configurationCount) {
            let configuration = RandomFlowConfiguration(seed: 0x30F1_0000 + seed)
            configuration.checkAgreement()
        }
    }

    /// The same configurations with every section emptied or given one item: the edge of the
    /// uniform and individual paths (and zero-item sections with headers and footers).
    @Test func tinySectionsAgreeWithTheEngine() {
        for seed in 0..<UInt64(100) {
            var configuration = RandomFlowConfiguration(seed: 0x30F2_0000 + seed)
            configuration.sections = configuration.sections.map { section in
                var section = section
                let count = section.itemCount % 2
                section.itemSizes = section.itemSizes.map { Array($0.prefix(count)) }
                section.itemCount = count
                return section
            }
            configuration.checkAgreement()
        }
    }

    /// A rotation: the collection view's frame changes to another configuration's size after the
    /// first layout (UIKit asks `shouldInvalidateLayout(forBoundsChange:)`, invalidates when the
    /// cross length changed); the layout must then answer as the engine laid out at the new size.
    @Test func aNewSizeAgreesWithTheEngineAtThatSize() {
        for seed in 0..<UInt64(100) {
            var configuration = RandomFlowConfiguration(seed: 0x30F3_0000 + seed)
            let (view, dataSource, delegate) = configuration.makeUIKit()
            let other = RandomFlowConfiguration(seed: 0x30F4_0000 + seed)
            configuration.size = other.size
            view.frame = CGRect(origin: .zero, size: other.size)
            view.layoutIfNeeded()
            configuration.checkSame(view, as: configuration.makeEngine())
            withExtendedLifetime((dataSource, delegate)) {}
        }
    }

    /// With headers (and now and then footers) pinned and the view scrolled to a random offset,
    /// everything that is not pinned is the engine's, bit for bit; a pinned element keeps the
    /// engine's size and cross position and lies, along, inside its section's extent as the engine
    /// gives it (the exact pinned frames are derived by hand in FlowLayoutPinningTests).
    @Test func pinningMovesOnlyThePinnedElements() {
        var pinnedSeen = 0
        for seed in 0..<UInt64(100) {
            let configuration = RandomFlowConfiguration(seed: 0x30F5_0000 + seed)
            let layout = UICollectionViewFlowLayout()
            layout.sectionHeadersPinToVisibleBounds = true
            layout.sectionFootersPinToVisibleBounds = seed % 3 == 0
            let (view, dataSource, delegate) = configuration.makeUIKit(layout: layout)
            let engine = configuration.makeEngine().layout
            var rng = SeededGenerator(seed: seed)
            let contentSize = layout.collectionViewContentSize
            let along = configuration.scrollDirection == .vertical ? contentSize.height : contentSize.width
            let offset = CGFloat(rng.double(in: -20...Double(along) + 20))
            view.contentOffset = configuration.scrollDirection == .vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
            view.layoutIfNeeded()
            let uikit = ElementSnapshot(uikit: layout.layoutAttributesForElements(in: view.bounds) ?? [])
            let content = ElementSnapshot(engine: engine.layoutAttributesForElements(in: .infinite))
            let natural = ElementSnapshot(engine: CoreGraphicsRule.query(engine, view.bounds))
            let vertical = configuration.scrollDirection == .vertical
            for (key, value) in uikit.elements {
                guard let reference = content.elements[key] else {
                    Issue.record("\(key) is not the engine's, \(configuration)")
                    continue
                }
                let pinned = key.kind == UICollectionView.elementKindSectionHeader
                    || (key.kind == UICollectionView.elementKindSectionFooter && layout.sectionFootersPinToVisibleBounds)
                if !pinned {
                    #expect(value == reference, "\(configuration)")
                    continue
                }
                pinnedSeen += 1
                let frame = value.frame, own = reference.frame
                #expect(frame.size == own.size && (vertical ? frame.minX == own.minX : frame.minY == own.minY), "\(key), \(configuration)")
                let extent = (engine as! FlowLayout).sectionExtents[key.section]
                let sectionStart = CGFloat(extent.start), sectionEnd = CGFloat(extent.end)
                let start = vertical ? frame.minY : frame.minX
                #expect(start >= sectionStart && start + (vertical ? frame.height : frame.width) <= sectionEnd,
                        "\(key) at \(frame) outside its section \(sectionStart)–\(sectionEnd), \(configuration)")
            }
            // Every unpinned element the engine has in the bounds is in the answer.
            for key in natural.elements.keys where key.kind == nil {
                #expect(uikit.elements[key] != nil, "\(key) missing, \(configuration)")
            }
            withExtendedLifetime((dataSource, delegate)) {}
        }
        #expect(pinnedSeen > 50, "only \(pinnedSeen) pinned elements seen")
    }

    /// The frame a layout set on its attributes reads back exactly, so no subclass edit is
    /// reported where there was none: a 19-point inset above a 107.5846786904872-tall item puts it
    /// at y 19 (its center 72.7923393452436 and size alone would read back 18.999999999999993).
    @Test func framesReadBackExactlyAndNoCacheMismatchIsInvented() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 68, height: 107.5846786904872)
        layout.sectionInset = UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0)
        let dataSource = CountsDataSource([1])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 19)
        layout.invalidateLayout()
        view.layoutIfNeeded()
        _ = layout.layoutAttributesForElements(in: view.bounds)
        #expect(!view.lab.warnings.contains { $0.kind == .cachedFrameMismatch }, "\(view.lab.warnings)")
    }

    /// A hand-checked case, so the comparison itself is known to look at real frames: a vertical
    /// flow 200 wide with a content inset of 20 left and right lays out in 160 points: 50-point
    /// items at spacing 10 fit two to a line (50 + 10 + 50 = 110 ≤ 160; three need 170), the
    /// leftover 50 widening the gap: items at x 0 and 110; lines 50 + 10 apart; the third item,
    /// alone on its line, centred: x (160 − 50) / 2 = 55; content 160 × (50 + 10 + 50).
    @Test func contentInsetNarrowsTheLinesAsUIKitDoes() {
        let layout = UICollectionViewFlowLayout()
        let dataSource = CountsDataSource([3])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        view.contentInset = UIEdgeInsets(top: 5, left: 20, bottom: 0, right: 20)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let frames = (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 110, y: 0, width: 50, height: 50),
                           CGRect(x: 55, y: 60, width: 50, height: 50)])
        #expect(layout.collectionViewContentSize == CGSize(width: 160, height: 110))
    }
}

// MARK: - A seeded configuration, built twice

/// One flow configuration, reproducible from its seed, that can be built as a UIKit collection
/// view with a `UICollectionViewFlowLayout` and as LayoutEngine's `FlowLayout` in a
/// `SimulatedCollectionView`.
struct RandomFlowConfiguration: CustomStringConvertible {
    /// How the flow delegate answers.
    enum DelegateMode: CaseIterable {
        /// No delegate at all: the layout's properties.
        case none
        /// A flow delegate that implements no method: the layout's properties, uniform sizes.
        case implementsNothing
        /// A flow delegate with per-section insets, spacings and header/footer sizes, no item sizes.
        case sectionMetrics
        /// A flow delegate with per-item sizes and per-section metrics.
        case itemSizesAndSectionMetrics
    }

    /// One section: its count, and what the delegate answers for it (nil: the layout's property).
    struct Section {
        var itemCount: Int
        var itemSizes: [CGSize]?
        var inset: UIEdgeInsets?
        var lineSpacing: CGFloat?
        var interitemSpacing: CGFloat?
        var headerSize: CGSize?
        var footerSize: CGSize?
    }

    var seed: UInt64
    var scrollDirection = UICollectionView.ScrollDirection.vertical
    var size = CGSize.zero
    var contentInset = UIEdgeInsets.zero
    var safeAreaInsets = UIEdgeInsets.zero
    var adjustment = UIScrollView.ContentInsetAdjustmentBehavior.never
    var layoutMargins: UIEdgeInsets?
    var itemSize = CGSize(width: 50, height: 50)
    var lineSpacing: CGFloat = 10
    var interitemSpacing: CGFloat = 10
    var sectionInset = UIEdgeInsets.zero
    var sectionInsetReference = UICollectionViewFlowLayout.SectionInsetReference.fromContentInset
    var headerSize = CGSize.zero
    var footerSize = CGSize.zero
    var delegateMode = DelegateMode.none
    var sections: [Section] = []

    init(seed: UInt64) {
        self.seed = seed
        var rng = SeededGenerator(seed: seed)
        scrollDirection = rng.chance(0.5) ? .vertical : .horizontal
        let cross: CGFloat = switch rng.int(in: 0...5) {
        case 0: CGFloat(rng.double(in: 10...90))                                  // narrower than most items
        case 1: [0, 1, 7.5][rng.int(in: 0...2)]                                   // degenerate
        default: [320, 375, 390, 414, 768, 1024][rng.int(in: 0...5)] + (rng.chance(0.3) ? CGFloat(rng.double(in: -5...5)) : 0)
        }
        let along: CGFloat = [200, 480, 844][rng.int(in: 0...2)]
        size = scrollDirection == .vertical ? CGSize(width: cross, height: along) : CGSize(width: along, height: cross)
        if rng.chance(0.6) { contentInset = Self.insets(&rng, upTo: 40) }
        if rng.chance(0.4) {
            safeAreaInsets = Self.insets(&rng, upTo: 44)
            // `.automatic` adds the safe area only once the content outgrows the bounds, a value
            // of the previous pass; the two fixed behaviours keep the configuration one layout.
            adjustment = rng.chance(0.5) ? .always : .never
        }
        if rng.chance(0.3) { layoutMargins = Self.insets(&rng, upTo: 24) }
        itemSize = Self.size(&rng, upTo: CGSize(width: 160, height: 120))
        lineSpacing = Self.length(&rng, upTo: 20)
        interitemSpacing = Self.length(&rng, upTo: 20)
        if rng.chance(0.6) { sectionInset = Self.insets(&rng, upTo: 30) }
        sectionInsetReference = [.fromContentInset, .fromSafeArea, .fromLayoutMargins][rng.int(in: 0...2)]
        if rng.chance(0.5) { headerSize = Self.size(&rng, upTo: CGSize(width: 60, height: 60)) }
        if rng.chance(0.5) { footerSize = Self.size(&rng, upTo: CGSize(width: 40, height: 40)) }
        delegateMode = DelegateMode.allCases[rng.int(in: 0...3)]
        let sectionCount = rng.int(in: 0...5)
        sections = (0..<sectionCount).map { _ in Self.section(&rng, mode: delegateMode) }
    }

    static func length(_ rng: inout SeededGenerator, upTo limit: Double) -> CGFloat {
        // Whole, half and arbitrary lengths, and now and then zero.
        switch rng.int(in: 0...3) {
        case 0: 0
        case 1: CGFloat(rng.int(in: 0...Int(limit)))
        case 2: CGFloat(rng.int(in: 0...Int(limit) * 2)) / 2
        default: CGFloat(rng.double(in: 0...limit))
        }
    }

    private static func insets(_ rng: inout SeededGenerator, upTo limit: Double) -> UIEdgeInsets {
        UIEdgeInsets(top: length(&rng, upTo: limit), left: length(&rng, upTo: limit),
                     bottom: length(&rng, upTo: limit), right: length(&rng, upTo: limit))
    }

    static func size(_ rng: inout SeededGenerator, upTo limit: CGSize) -> CGSize {
        CGSize(width: length(&rng, upTo: Double(limit.width)), height: length(&rng, upTo: Double(limit.height)))
    }

    static func section(_ rng: inout SeededGenerator, mode: DelegateMode) -> Section {
        let count = rng.chance(0.15) ? 0 : rng.int(in: 1...40)
        var section = Section(itemCount: count)
        switch mode {
        case .none, .implementsNothing:
            return section
        case .itemSizesAndSectionMetrics:
            section.itemSizes = (0..<count).map { _ in
                rng.chance(0.03) ? CGSize(width: rng.double(in: 400...1500), height: Double(length(&rng, upTo: 80)))
                    : size(&rng, upTo: CGSize(width: 160, height: 120))
            }
        case .sectionMetrics:
            break
        }
        if rng.chance(0.4) { section.inset = insets(&rng, upTo: 30) }
        if rng.chance(0.4) { section.lineSpacing = length(&rng, upTo: 20) }
        if rng.chance(0.4) { section.interitemSpacing = length(&rng, upTo: 20) }
        if rng.chance(0.4) { section.headerSize = rng.chance(0.3) ? .zero : size(&rng, upTo: CGSize(width: 60, height: 60)) }
        if rng.chance(0.4) { section.footerSize = rng.chance(0.3) ? .zero : size(&rng, upTo: CGSize(width: 40, height: 40)) }
        return section
    }

    var description: String {
        let kinds = sections.map { "\($0.itemSizes == nil ? "u" : "i")\($0.itemCount)" }.joined(separator: ",")
        return "seed 0x\(String(seed, radix: 16)) (\(scrollDirection), \(size), contentInset \(contentInset), "
            + "safe area \(safeAreaInsets) \(adjustment), delegate \(delegateMode), sections [\(kinds)])"
    }

    /// The insets UIKit's `adjustedContentInset` gives for this configuration (hand-derived from
    /// the behaviour: `.never` the content inset, `.always` plus the safe area on every side).
    var expectedAdjustedContentInset: UIEdgeInsets {
        guard adjustment == .always else { return contentInset }
        return UIEdgeInsets(top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
                            bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
    }

    // MARK: Building

    /// The configuration as a UIKit collection view, laid out (`layoutIfNeeded()`). The returned
    /// data source and delegate must be kept alive with the view (it holds them weakly).
    func makeUIKit(layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout())
        -> (view: UICollectionView, dataSource: CountsDataSource, delegate: AnyObject?) {
        layout.scrollDirection = scrollDirection
        layout.itemSize = itemSize
        layout.minimumLineSpacing = lineSpacing
        layout.minimumInteritemSpacing = interitemSpacing
        layout.sectionInset = sectionInset
        layout.sectionInsetReference = sectionInsetReference
        layout.headerReferenceSize = headerSize
        layout.footerReferenceSize = footerSize
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.contentInset = contentInset
        view.safeAreaInsets = safeAreaInsets
        view.contentInsetAdjustmentBehavior = adjustment
        if let layoutMargins { view.layoutMargins = layoutMargins }
        let delegate: AnyObject?
        switch delegateMode {
        case .none: delegate = nil
        case .implementsNothing: delegate = SilentFlowDelegate()
        case .sectionMetrics: delegate = SectionMetricsDelegate(sections: sections)
        case .itemSizesAndSectionMetrics: delegate = SizingFlowDelegate(sections: sections)
        }
        view.delegate = delegate as? any UICollectionViewDelegate
        let dataSource = CountsDataSource(sections.map(\.itemCount))
        view.dataSource = dataSource
        view.layoutIfNeeded()
        return (view, dataSource, delegate)
    }

    /// The configuration on LayoutEngine's flow layout: bounds across the scroll direction less the
    /// adjusted content inset (see the type's comment), the same margins and safe area, per-section
    /// answers as the simulated view's sections. Prepared.
    func makeEngine() -> SimulatedCollectionView {
        let layout = FlowLayout()
        layout.scrollDirection = scrollDirection == .vertical ? .vertical : .horizontal
        layout.itemSize = Size(itemSize)
        layout.minimumLineSpacing = Double(lineSpacing)
        layout.minimumInteritemSpacing = Double(interitemSpacing)
        layout.sectionInset = EdgeInsets(sectionInset)
        layout.sectionInsetReference = switch sectionInsetReference {
        case .fromContentInset: .fromContentInset
        case .fromSafeArea: .fromSafeArea
        case .fromLayoutMargins: .fromLayoutMargins
        }
        layout.headerReferenceSize = Size(headerSize)
        layout.footerReferenceSize = Size(footerSize)
        let inset = expectedAdjustedContentInset
        let bounds = scrollDirection == .vertical
            ? Rect(x: 0, y: 0, width: Double(size.width - inset.left - inset.right), height: Double(size.height))
            : Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height - inset.top - inset.bottom))
        let engineSections = sections.map { section in
            var engineSection = SimulatedCollectionView.Section(itemCount: section.itemCount,
                                                               itemSizes: section.itemSizes.map { ContiguousArray($0.map(Size.init(_:))) })
            engineSection.inset = section.inset.map(EdgeInsets.init(_:))
            engineSection.minimumLineSpacing = section.lineSpacing.map(Double.init)
            engineSection.minimumInteritemSpacing = section.interitemSpacing.map(Double.init)
            engineSection.headerSize = section.headerSize.map(Size.init(_:))
            engineSection.footerSize = section.footerSize.map(Size.init(_:))
            return engineSection
        }
        // UIView's default margins are 8 on every side.
        let view = SimulatedCollectionView(layout: layout, bounds: bounds, sections: engineSections,
                                           layoutMargins: EdgeInsets(layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)),
                                           safeAreaInsets: EdgeInsets(safeAreaInsets))
        view.layoutIfNeeded()
        return view
    }

    // MARK: Comparing

    /// Builds both and requires the same content size, the same elements with the same frames for
    /// the whole content and for viewports along it, and the same lookups for every item, header
    /// and footer (including one past the end of each section and one section past the end).
    func checkAgreement(sourceLocation: SourceLocation = #_sourceLocation) {
        let (view, dataSource, delegate) = makeUIKit()
        defer { withExtendedLifetime((dataSource, delegate)) {} }
        checkSame(view, as: makeEngine(), sourceLocation: sourceLocation)
    }

    /// Requires `view` (this configuration's UIKit collection view, however it got its data) to
    /// answer as `engineView` does: see `checkAgreement()`.
    /// Warnings other than an oversized item's (and `allowed`) fail the check.
    func checkSame(_ view: UICollectionView, as engineView: SimulatedCollectionView,
                   allowing allowed: Set<LayoutWarning.Kind> = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let layout = view.collectionViewLayout
        let engine = engineView.layout
        #expect(view.adjustedContentInset == expectedAdjustedContentInset, "\(self)", sourceLocation: sourceLocation)
        let contentSize = layout.collectionViewContentSize
        #expect(Size(contentSize) == engine.collectionViewContentSize, "content size, \(self)", sourceLocation: sourceLocation)
        #expect(view.contentSize == contentSize, "collection view content size, \(self)", sourceLocation: sourceLocation)

        var rects = [CGRect(origin: .zero, size: contentSize),
                     CGRect(x: -1e6, y: -1e6, width: 2e6 + contentSize.width, height: 2e6 + contentSize.height)]
        let along = scrollDirection == .vertical ? contentSize.height : contentSize.width
        var rng = SeededGenerator(seed: seed ^ 0xA11C_E5)
        for _ in 0..<6 {
            let start = CGFloat(rng.double(in: -50...Double(along) + 50))
            rects.append(scrollDirection == .vertical
                ? CGRect(x: 0, y: start, width: size.width, height: size.height)
                : CGRect(x: start, y: 0, width: size.width, height: size.height))
        }
        for rect in rects {
            let uikit = ElementSnapshot(uikit: layout.layoutAttributesForElements(in: rect) ?? [])
            // UIKit's flow layout answers by Core Graphics' rule: touching frames are in.
            let reference = ElementSnapshot(engine: CoreGraphicsRule.query(engine, rect))
            #expect(uikit.duplicates.isEmpty, "duplicates in \(rect), \(self)", sourceLocation: sourceLocation)
            if uikit.elements != reference.elements {
                Issue.record("elements in \(rect) differ, \(self): \(uikit.difference(from: reference))", sourceLocation: sourceLocation)
                return
            }
        }
        // The whole content's answer is not empty when there are items: the comparison saw frames.
        if sections.contains(where: { $0.itemCount > 0 }) {
            let all = layout.layoutAttributesForElements(in: rects[1]) ?? []
            #expect(all.contains { $0.representedElementCategory == .cell }, "\(self)", sourceLocation: sourceLocation)
        }

        for section in 0...sections.count {
            let count = section < sections.count ? sections[section].itemCount : 0
            for item in 0...count {
                let path = Foundation.IndexPath(item: item, section: section)
                let enginePath = LayoutEngine.IndexPath(item: item, section: section)
                let uikit = layout.layoutAttributesForItem(at: path).map(ElementSnapshot.Value.init(uikit:))
                let reference = engine.layoutAttributesForItem(at: enginePath).map(ElementSnapshot.Value.init(engine:))
                #expect(uikit == reference, "item \(item) of section \(section), \(self)", sourceLocation: sourceLocation)
            }
            for (kind, engineKind) in [(UICollectionView.elementKindSectionHeader, ElementKind.sectionHeader),
                                       (UICollectionView.elementKindSectionFooter, ElementKind.sectionFooter)] {
                let path = Foundation.IndexPath(item: 0, section: section)
                let uikit = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path).map(ElementSnapshot.Value.init(uikit:))
                let reference = engine.layoutAttributesForSupplementaryView(ofKind: engineKind,
                                                                            at: LayoutEngine.IndexPath(item: 0, section: section))
                    .map(ElementSnapshot.Value.init(engine:))
                #expect(uikit == reference, "\(kind) of section \(section), \(self)", sourceLocation: sourceLocation)
            }
        }
        #expect(view.lab.warnings.allSatisfy { $0.kind == .itemTooLargeForCollectionView || allowed.contains($0.kind) },
                "unexpected warnings \(view.lab.warnings), \(self)", sourceLocation: sourceLocation)
    }
}

// MARK: - Comparable snapshots of both answers

/// An answer as a map from element identity to its frame and appearance, from either side.
struct ElementSnapshot {
    struct Key: Hashable, CustomStringConvertible {
        /// 0 cell, 1 supplementary view, 2 decoration view.
        var category: Int
        /// UIKit's kind string.
        var kind: String?
        var section: Int
        var item: Int
        var description: String { "\(["cell", "supplementary", "decoration"][category])\(kind.map { " \($0)" } ?? "") [\(section), \(item)]" }
    }

    struct Value: Equatable, CustomStringConvertible {
        var key: Key
        var frame: CGRect
        var zIndex: Int
        var alpha: CGFloat
        var isHidden: Bool

        init(uikit attributes: UICollectionViewLayoutAttributes) {
            let category = switch attributes.representedElementCategory {
            case .cell: 0
            case .supplementaryView: 1
            case .decorationView: 2
            }
            key = Key(category: category, kind: attributes.representedElementKind,
                      section: attributes.indexPath.section, item: attributes.indexPath.item)
            frame = attributes.frame
            zIndex = attributes.zIndex
            alpha = attributes.alpha
            isHidden = attributes.isHidden
        }

        init(engine attributes: LayoutAttributes) {
            let category = switch attributes.representedElementCategory {
            case .cell: 0
            case .supplementaryView: 1
            case .decorationView: 2
            }
            let kind = attributes.representedElementKind.map { kind -> String in
                switch kind {
                case .sectionHeader: UICollectionView.elementKindSectionHeader
                case .sectionFooter: UICollectionView.elementKindSectionFooter
                default: kind.rawValue
                }
            }
            key = Key(category: category, kind: kind, section: attributes.indexPath.section, item: attributes.indexPath.item)
            frame = CGRect(x: attributes.frame.minX, y: attributes.frame.minY,
                           width: attributes.frame.width, height: attributes.frame.height)
            zIndex = attributes.zIndex
            alpha = CGFloat(attributes.alpha)
            isHidden = attributes.isHidden
        }

        /// Frames compare bit for bit (`CGFloat` is `Double` here): `==` on the components, so
        /// -0 and 0 agree and any NaN disagrees.
        static func == (lhs: Value, rhs: Value) -> Bool {
            lhs.key == rhs.key && lhs.frame.origin.x == rhs.frame.origin.x && lhs.frame.origin.y == rhs.frame.origin.y
                && lhs.frame.size.width == rhs.frame.size.width && lhs.frame.size.height == rhs.frame.size.height
                && lhs.zIndex == rhs.zIndex && lhs.alpha == rhs.alpha && lhs.isHidden == rhs.isHidden
        }

        var description: String { "\(key) \(frame) z\(zIndex) α\(alpha)\(isHidden ? " hidden" : "")" }
    }

    var elements: [Key: Value] = [:]
    var duplicates: [Key] = []

    init(uikit answer: [UICollectionViewLayoutAttributes]) {
        for attributes in answer { add(Value(uikit: attributes)) }
    }

    init(engine answer: [LayoutAttributes]) {
        for attributes in answer { add(Value(engine: attributes)) }
    }

    private mutating func add(_ value: Value) {
        if elements.updateValue(value, forKey: value.key) != nil { duplicates.append(value.key) }
    }

    /// What differs, briefly: elements only here, only there, and the first few frames that differ.
    func difference(from reference: ElementSnapshot) -> String {
        let mine = Set(elements.keys), theirs = Set(reference.elements.keys)
        let changed = mine.intersection(theirs).filter { elements[$0] != reference.elements[$0] }
            .sorted { ($0.section, $0.item, $0.category) < ($1.section, $1.item, $1.category) }
            .prefix(3).map { "\(elements[$0]!) vs engine \(reference.elements[$0]!)" }
        return "only UIKit: \(Array(mine.subtracting(theirs).prefix(5))), only engine: \(Array(theirs.subtracting(mine).prefix(5))), "
            + "differing: \(changed)"
    }
}

// MARK: - Data source and delegates

/// A flow delegate that implements none of the flow methods.
final class SilentFlowDelegate: UICollectionViewDelegateFlowLayout {}

/// What the test's flow delegates answer for a configuration's sections: a section's own value,
/// or the flow layout's property when it has none.
struct SectionAnswers {
    var sections: [RandomFlowConfiguration.Section]

    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout {
        layout as! UICollectionViewFlowLayout
    }

    func inset(_ section: Int, _ layout: UICollectionViewLayout) -> UIEdgeInsets { sections[section].inset ?? flow(layout).sectionInset }
    func lineSpacing(_ section: Int, _ layout: UICollectionViewLayout) -> CGFloat {
        sections[section].lineSpacing ?? flow(layout).minimumLineSpacing
    }
    func interitemSpacing(_ section: Int, _ layout: UICollectionViewLayout) -> CGFloat {
        sections[section].interitemSpacing ?? flow(layout).minimumInteritemSpacing
    }
    func header(_ section: Int, _ layout: UICollectionViewLayout) -> CGSize { sections[section].headerSize ?? flow(layout).headerReferenceSize }
    func footer(_ section: Int, _ layout: UICollectionViewLayout) -> CGSize { sections[section].footerSize ?? flow(layout).footerReferenceSize }
    func size(_ path: Foundation.IndexPath, _ layout: UICollectionViewLayout) -> CGSize {
        sections[path.section].itemSizes?[path.item] ?? flow(layout).itemSize
    }
}

/// A flow delegate with per-section metrics and no `sizeForItemAt` (uniform sizes). Two final
/// classes rather than a subclass: a subclass's method does not replace a protocol extension's
/// default in the superclass's conformance.
final class SectionMetricsDelegate: UICollectionViewDelegateFlowLayout {
    var answers: SectionAnswers
    init(sections: [RandomFlowConfiguration.Section]) { answers = SectionAnswers(sections: sections) }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets { answers.inset(section, collectionViewLayout) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { answers.lineSpacing(section, collectionViewLayout) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        answers.interitemSpacing(section, collectionViewLayout)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize { answers.header(section, collectionViewLayout) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize { answers.footer(section, collectionViewLayout) }
}

/// A flow delegate with per-section metrics and every item's own size (`sizeForItemAt`).
final class SizingFlowDelegate: UICollectionViewDelegateFlowLayout {
    var answers: SectionAnswers
    init(sections: [RandomFlowConfiguration.Section]) { answers = SectionAnswers(sections: sections) }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize { answers.size(indexPath, collectionViewLayout) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets { answers.inset(section, collectionViewLayout) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { answers.lineSpacing(section, collectionViewLayout) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        answers.interitemSpacing(section, collectionViewLayout)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize { answers.header(section, collectionViewLayout) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize { answers.footer(section, collectionViewLayout) }
}

// MARK: - Conversions (the test's own, independent of the surface's)

extension Size {
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
    init(_ rect: CGRect) { self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height) }
}

extension EdgeInsets {
    init(_ insets: UIEdgeInsets) { self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right) }
}
