import LayoutEngine

/// The UIKit original (UIKit/StickyTagsLayout.swift) ported line for line, its defects kept: every
/// `prepare()` lays out everything again (and UIKit calls it on every scroll, since
/// `shouldInvalidateLayout(forBoundsChange:)` is always true); a tag wider than the line is not
/// clamped, so it reaches past the content, which is only as wide as the container; queries filter
/// every element with Core Graphics' rule and place pinned headers from the live bounds. Registered
/// as `sticky-tags-sample`, seed-faithful: do not fix it (docs/porting.md quotes the fuzzer's
/// reproducer).
///
/// Canonical order: every tag, section by section, then every header (the original's two arrays).
public final class StickyTagsSampleLayout: InstrumentedLayout, StickyTagsSettings {
    public weak var collectionView: (any LayoutDataSource)?
    public var headerHeight = 32.0
    public var tagHeight = 28.0
    public var tagWidth = 80.0
    public var spacing = 8.0
    public var inset = 12.0
    public var pinsHeaders = true
    public private(set) var counters = LayoutCounters()

    private var cells: [LayoutAttributes] = []
    private var headers: [LayoutAttributes] = []
    private var sectionEnds: [Double] = []
    private var contentHeight = 0.0

    public init() {}

    /// - Complexity: O(n): everything, every time.
    public func prepare() {
        guard let collectionView else { return }
        let widths = collectionView as? any StickyTagsDataSource
        cells = []
        headers = []
        sectionEnds = []
        let width = collectionView.bounds.width
        var y = 0.0
        for section in 0..<Swift.max(0, collectionView.numberOfSections) {
            var header = LayoutAttributes(forSupplementaryViewOfKind: .sectionHeader, with: IndexPath(item: 0, section: section))
            header.frame = Rect(x: 0, y: y, width: width, height: headerHeight)
            header.zIndex = 1
            headers.append(header)
            y += headerHeight
            var x = inset
            var lineTop = y + inset
            let count = Swift.max(0, collectionView.numberOfItems(inSection: section))
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let tagWidth = widths?.tagWidth(at: indexPath) ?? self.tagWidth
                if x > inset && x + tagWidth > width - inset {
                    x = inset
                    lineTop += tagHeight + spacing
                }
                var attributes = LayoutAttributes(forCellWith: indexPath)
                attributes.frame = Rect(x: x, y: lineTop, width: tagWidth, height: tagHeight)
                cells.append(attributes)
                x += tagWidth + spacing
            }
            if count > 0 { y = lineTop + tagHeight + inset }
            sectionEnds.append(y)
        }
        contentHeight = y
        counters.layoutPasses += 1
        counters.elementsRecomputed += cells.count + headers.count
    }

    public var collectionViewContentSize: Size {
        Size(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    /// - Complexity: O(n).
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        counters.queries += 1
        counters.elementsExamined += cells.count + headers.count
        // CGRect.intersects: closed rects, so touching counts.
        return (cells + headers.indices.map(pinned)).filter { element in
            let frame = element.frame
            return frame.minX <= rect.maxX && rect.minX <= frame.maxX && frame.minY <= rect.maxY && rect.minY <= frame.maxY
        }
    }

    /// - Complexity: O(n), as the original's `cells.first { … }`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        cells.first { $0.indexPath == indexPath }
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        headers.indices.contains(indexPath.section) ? pinned(indexPath.section) : nil
    }

    /// The header at the top of the live bounds, as the original places it.
    private func pinned(_ section: Int) -> LayoutAttributes {
        var header = headers[section]
        guard pinsHeaders, let bounds = collectionView?.bounds else { return header }
        header.frame.origin.y = Swift.min(Swift.max(bounds.minY, header.frame.minY), sectionEnds[section] - headerHeight)
        return header
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        true
    }

    public func invalidateLayout(with context: InvalidationContext) {}

    public var elementCount: Int { cells.count + headers.count }

    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        ordinal < cells.count ? cells[ordinal] : pinned(ordinal - cells.count)
    }

    public var bytesHeld: Int {
        (cells.capacity + headers.capacity) * MemoryLayout<LayoutAttributes>.stride + sectionEnds.capacity * MemoryLayout<Double>.stride
    }
}
