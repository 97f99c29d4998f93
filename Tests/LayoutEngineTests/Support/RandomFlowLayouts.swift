@testable import LayoutEngine

/// A random flow-layout configuration and data set, reproducible from its seed: the inputs of the
/// randomised agreement and invariant tests. Covers both scroll directions, uniform and
/// individually sized sections, empty sections, zero and non-zero headers and footers, per-section
/// overrides, every inset reference and alignment, and containers from zero width to wide.
struct RandomFlowLayouts: CustomStringConvertible {
    var seed: UInt64
    var scrollDirection: ScrollDirection = .vertical
    var bounds = Rect.zero
    var layoutMargins = EdgeInsets.zero
    var safeAreaInsets = EdgeInsets.zero
    var itemSize = Size(width: 50, height: 50)
    var estimatedItemSize = Size.zero
    var minimumLineSpacing = 10.0
    var minimumInteritemSpacing = 10.0
    var headerReferenceSize = Size.zero
    var footerReferenceSize = Size.zero
    var sectionInset = EdgeInsets.zero
    var sectionInsetReference = SectionInsetReference.fromContentInset
    var singleItemLineAlignment = FlowLineAlignment.centered
    var lastLineAlignment = FlowLineAlignment.justified
    var sections: [SimulatedCollectionView.Section] = []

    /// - Parameter selfSizing: when true, the layout estimates item sizes and every section
    ///   carries the sizes its cells report.
    init(seed: UInt64, selfSizing: Bool = false) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        scrollDirection = rng.chance(0.3) ? .horizontal : .vertical
        let cross: Double = switch rng.int(below: 8) {
        case 0: rng.element(of: [0, 1, 7.5])            // degenerate and very narrow
        case 1: rng.double(in: 10, 80)                   // narrower than most items
        default: rng.element(of: [320, 375, 390, 414, 768, 1024]) + (rng.chance(0.3) ? rng.double(in: -5, 5) : 0)
        }
        let along = rng.element(of: [200.0, 480, 844])
        bounds = scrollDirection == .vertical
            ? Rect(x: 0, y: 0, width: cross, height: along) : Rect(x: 0, y: 0, width: along, height: cross)
        layoutMargins = Self.randomInsets(&rng, upTo: 24)
        safeAreaInsets = Self.randomInsets(&rng, upTo: 44)
        itemSize = Self.randomItemSize(&rng)
        minimumLineSpacing = rng.length(upTo: 20)
        minimumInteritemSpacing = rng.length(upTo: 20)
        headerReferenceSize = rng.chance(0.5) ? .zero : Size(width: rng.length(upTo: 60), height: rng.length(upTo: 60))
        footerReferenceSize = rng.chance(0.5) ? .zero : Size(width: rng.length(upTo: 40), height: rng.length(upTo: 40))
        sectionInset = rng.chance(0.4) ? .zero : Self.randomInsets(&rng, upTo: 30)
        sectionInsetReference = rng.element(of: SectionInsetReference.allCases)
        singleItemLineAlignment = rng.element(of: FlowLineAlignment.allCases)
        lastLineAlignment = rng.element(of: FlowLineAlignment.allCases)
        if selfSizing {
            estimatedItemSize = Self.randomItemSize(&rng, allowZero: false)
        }
        let sectionCount = rng.int(in: 0...5)
        sections = (0..<sectionCount).map { _ in Self.randomSection(&rng, selfSizing: selfSizing) }
    }

    static func randomInsets(_ rng: inout SplitMix64, upTo max: Double) -> EdgeInsets {
        EdgeInsets(top: rng.length(upTo: max), left: rng.length(upTo: max),
                   bottom: rng.length(upTo: max), right: rng.length(upTo: max))
    }

    static func randomItemSize(_ rng: inout SplitMix64, allowZero: Bool = true) -> Size {
        let size = Size(width: rng.length(upTo: 160), height: rng.length(upTo: 120))
        if !allowZero && (size.width == 0 || size.height == 0) {
            return Size(width: size.width + 1, height: size.height + 1)
        }
        return size
    }

    /// A size for an item of an individually sized section; now and then wider than any line.
    static func randomSizes(_ rng: inout SplitMix64, count: Int) -> [Size] {
        (0..<count).map { _ in
            rng.chance(0.03) ? Size(width: rng.double(in: 400, 1500), height: rng.length(upTo: 80))
                : randomItemSize(&rng)
        }
    }

    static func randomSection(_ rng: inout SplitMix64, selfSizing: Bool) -> SimulatedCollectionView.Section {
        let count = rng.chance(0.15) ? 0 : rng.int(in: 1...40)
        var section: SimulatedCollectionView.Section
        if selfSizing {
            section = .init(itemCount: count, preferredSizes: rng.chance(0.85) ? ContiguousArray(randomSizes(&rng, count: count)) : nil)
            if rng.chance(0.3) { section.itemSizes = ContiguousArray(randomSizes(&rng, count: count)) }
        } else if rng.chance(0.5) {
            section = .sized(randomSizes(&rng, count: count))
        } else {
            section = .init(itemCount: count)
        }
        if rng.chance(0.3) { section.inset = randomInsets(&rng, upTo: 30) }
        if rng.chance(0.3) { section.minimumLineSpacing = rng.length(upTo: 20) }
        if rng.chance(0.3) { section.minimumInteritemSpacing = rng.length(upTo: 20) }
        if rng.chance(0.3) { section.headerSize = rng.chance(0.3) ? .zero : Size(width: rng.length(upTo: 60), height: rng.length(upTo: 60)) }
        if rng.chance(0.3) { section.footerSize = rng.chance(0.3) ? .zero : Size(width: rng.length(upTo: 40), height: rng.length(upTo: 40)) }
        return section
    }

    /// A layout configured as the scenario says (not yet attached to a collection view).
    func makeLayout(query: any QueryStrategy = BinarySearchQuery(),
                    invalidation: any InvalidationStrategy = IncrementalInvalidation()) -> FlowLayout {
        let layout = FlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.scrollDirection = scrollDirection
        layout.itemSize = itemSize
        layout.estimatedItemSize = estimatedItemSize
        layout.minimumLineSpacing = minimumLineSpacing
        layout.minimumInteritemSpacing = minimumInteritemSpacing
        layout.headerReferenceSize = headerReferenceSize
        layout.footerReferenceSize = footerReferenceSize
        layout.sectionInset = sectionInset
        layout.sectionInsetReference = sectionInsetReference
        layout.singleItemLineAlignment = singleItemLineAlignment
        layout.lastLineAlignment = lastLineAlignment
        return layout
    }

    /// The scenario's collection view driving a new layout, prepared.
    func makeView(query: any QueryStrategy = BinarySearchQuery(),
                  invalidation: any InvalidationStrategy = IncrementalInvalidation()) -> SimulatedCollectionView {
        let view = SimulatedCollectionView(layout: makeLayout(query: query, invalidation: invalidation), bounds: bounds,
                                           sections: sections, layoutMargins: layoutMargins,
                                           safeAreaInsets: safeAreaInsets)
        view.layoutIfNeeded()
        return view
    }

    var description: String {
        let kinds = sections.map { "\($0.itemSizes == nil ? "u" : "i")\($0.itemCount)" }.joined(separator: ",")
        return "seed \(seed) (\(scrollDirection), bounds \(bounds.size), sections [\(kinds)])"
    }
}

extension SimulatedCollectionView {
    /// The view's layout as the flow layout the randomised tests always give it.
    var flowLayout: FlowLayout { layout as! FlowLayout }
}

/// Query rects for a prepared layout: narrow and wide bands, empty and inverted rects, rects
/// outside the content, rects whose edges lie exactly on element edges, `Rect.infinite`.
func randomQueryRects(_ rng: inout SplitMix64, elements: [LayoutAttributes], contentSize: Size, count: Int) -> [Rect] {
    let width = Swift.max(contentSize.width, 1), height = Swift.max(contentSize.height, 1)
    var rects: [Rect] = [.infinite, Rect(origin: .zero, size: contentSize)]
    while rects.count < count {
        let x = rng.double(in: -20, width + 20), y = rng.double(in: -20, height + 20)
        let rect: Rect
        switch rng.int(below: 12) {
        case 0: // narrow band across the content, along each axis
            rect = rng.chance(0.5) ? Rect(x: -10, y: y, width: width + 20, height: rng.double(in: 0.01, 5))
                : Rect(x: x, y: -10, width: rng.double(in: 0.01, 5), height: height + 20)
        case 1: // wide, tall
            rect = Rect(x: x, y: y, width: rng.double(in: 0, width), height: rng.double(in: 0, height))
        case 2: // empty: zero width or zero height
            rect = rng.chance(0.5) ? Rect(x: x, y: y, width: 0, height: rng.double(in: 1, height))
                : Rect(x: x, y: y, width: rng.double(in: 1, width), height: 0)
        case 3: // inverted
            rect = Rect(x: x, y: y, width: -rng.double(in: 0, width), height: -rng.double(in: 0, height))
        case 4: // outside the content
            rect = rng.element(of: [Rect(x: -10, y: height + 1, width: width + 20, height: 100),
                                    Rect(x: -10, y: -500, width: width + 20, height: 499),
                                    Rect(x: width + 1, y: -10, width: 100, height: height + 20),
                                    Rect(x: -500, y: -10, width: 499, height: height + 20)])
        case 5, 6, 7: // edges exactly on an element's edges
            guard let frame = elements.isEmpty ? nil : rng.element(of: elements).frame else { continue }
            let span = rng.double(in: 0, 200)
            rect = rng.element(of: [
                frame,
                Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: span),          // touches below
                Rect(x: frame.minX, y: frame.minY - span, width: frame.width, height: span),   // touches above
                Rect(x: frame.maxX, y: frame.minY, width: span, height: frame.height),         // touches right
                Rect(x: frame.minX - span, y: frame.minY, width: span, height: frame.height),  // touches left
                Rect(x: -10, y: frame.minY, width: width + 20, height: frame.height),          // its band
                Rect(x: -10, y: frame.maxY, width: width + 20, height: 0.5),
                Rect(x: frame.maxX, y: frame.maxY, width: span, height: span),                 // corner
            ])
        case 8: // a viewport at a random offset
            rect = Rect(x: x, y: y, width: rng.element(of: [320.0, 390, 1024]), height: rng.element(of: [200.0, 844]))
        case 9:
            rect = Rect(x: rng.chance(0.5) ? .nan : x, y: y, width: 100, height: rng.chance(0.5) ? .nan : 100)
        case 10:
            rect = Rect(x: x, y: y, width: rng.double(in: 0, 1e-3), height: rng.double(in: 0, height))
        default:
            rect = Rect(x: -1e6, y: y, width: 2e6, height: rng.double(in: 0, 300))
        }
        rects.append(rect)
    }
    return rects
}
