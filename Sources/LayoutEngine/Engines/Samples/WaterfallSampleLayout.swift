/// Seed 001's `CollectionViewWaterFlowLayout`, ported as literally as Swift allows, defects
/// included: the lab measures what it costs next to `WaterfallLayout`, and the fuzzer shows what
/// is wrong with it. Do not fix it. Its defects (docs/waterfall-layout.md):
/// 1. Column lengths carry over from one section to the next and are not moved below the header,
///    so a section's items start beside or above its own header and the previous footer: they
///    overlap them.
/// 2. The header is placed `sectionInset.top` below the lowest element, the footer
///    `sectionInset.bottom` below it, but items ignore the top inset and put `rowSpacing` before a
///    column's first item.
/// 3. The delegate's size is used as is: an item wider than its column overlaps the next column.
/// 4. Empty sections get no header or footer; zero-size headers and footers are still elements.
/// 5. Queries and lookups filter every element (O(n)); the content size sorts every frame on
///    each call (O(n log n)); each item sorts the columns.
/// 6. The appearing and disappearing attributes set alpha 0 on the cached attributes (a shared
///    object in UIKit): the faded cell stays faded in later queries; for item 0 the section header,
///    found first, is faded instead. The port writes alpha 0 back into its cache to keep that.
/// 7. A bounds change never invalidates (UIKit's default): in UIKit, after a rotation the columns
///    keep their old width (not visible with a driver that prepares at every pass).
/// 8. A column count below 1 leaves no column at all: every item sits at the origin.
/// Its rect test is Core Graphics' (touching rects intersect).
package final class WaterfallSampleLayout: InstrumentedLayout {
    /// The collection view the layout reads, held weakly; a `WaterfallLayoutDelegate` sizes items
    /// and may override per-section values.
    package weak var collectionView: (any LayoutDataSource)?
    /// The work the port does: every prepare recomputes everything; queries examine every element.
    package private(set) var counters = LayoutCounters()
    private var layoutAttributes: [LayoutAttributes] = []
    private var waterLengths: [Int: Double] = [:]
    private var waterCount: Int = 1
    private var updateIndexPaths: [IndexPath] = []
    /// Between consecutive items of a column when scrolling vertically (the sample's
    /// `rowSpacing`); placed as the sample does (defect 2).
    package var rowSpacing: Double = 0
    /// Between columns when scrolling vertically (the sample's `columnSpacing`).
    package var columnSpacing: Double = 0
    /// The direction the columns grow in, as the sample's `scrollDirection`.
    package var scrollDirection: ScrollDirection = .vertical
    /// The sample's section inset, applied as inconsistently as the sample does (defect 2).
    package var sectionInset: EdgeInsets = .zero

    /// As the sample's `init(waterCount:)`: the count is kept at 1 or more, but the columns are
    /// made from the argument (the sample traps on a negative one; the port makes none).
    package init(waterCount: Int = 1) {
        self.waterCount = Swift.max(1, waterCount)
        for index in 0..<Swift.max(0, waterCount) {
            waterLengths[index] = 0.0
        }
    }

    private var delegate: (any WaterfallLayoutDelegate)? { collectionView as? any WaterfallLayoutDelegate }

    /// The sample's content size: every frame's far edge, sorted, at every call.
    /// - Complexity: O(n log n).
    package var collectionViewContentSize: Size {
        var totalSize = Size.zero
        if scrollDirection == .vertical {
            totalSize.height = layoutAttributes.map { $0.frame.origin.y + $0.frame.size.height }.sorted(by: >).first ?? 0.0
            if let collectionView { totalSize.width = collectionView.bounds.size.width }
        } else {
            totalSize.width = layoutAttributes.map { $0.frame.origin.x + $0.frame.size.width }.sorted(by: >).first ?? 0.0
            if let collectionView { totalSize.height = collectionView.bounds.size.height }
        }
        return totalSize
    }

    /// The sample's prepare.
    /// - Complexity: O(n log n) per header and footer, O(c log c) per item.
    package func prepare() {
        guard let collectionView else { return }
        layoutAttributes.removeAll()
        for index in 0..<waterLengths.count {
            waterLengths[index] = 0.0
        }
        for sectionIndex in 0..<collectionView.sectionCountRead {
            let cellCount = collectionView.itemCountRead(inSection: sectionIndex)
            if cellCount <= 0 { continue }
            rowSpacing = delegate?.collectionView(collectionView, rowSpacingForSectionAt: sectionIndex) ?? 0.0
            columnSpacing = delegate?.collectionView(collectionView, columnSpacingForSectionAt: sectionIndex) ?? 0.0
            sectionInset = delegate?.collectionView(collectionView, insetForSectionAt: sectionIndex) ?? .zero
            let sectionIndexPath = IndexPath(item: 0, section: sectionIndex)
            if let header = supplementaryViewLayoutAttribute(ofKind: .sectionHeader, at: sectionIndexPath) {
                layoutAttributes.append(header)
            }
            for cellIndex in 0..<cellCount {
                if let cell = cellLayoutAttribute(at: IndexPath(item: cellIndex, section: sectionIndex)) {
                    layoutAttributes.append(cell)
                }
            }
            if let footer = supplementaryViewLayoutAttribute(ofKind: .sectionFooter, at: sectionIndexPath) {
                layoutAttributes.append(footer)
            }
        }
        counters.layoutPasses += 1
        counters.elementsRecomputed += layoutAttributes.count
    }

    private func cellLayoutAttribute(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let collectionView else { return nil }
        var layoutAttribute = LayoutAttributes(forCellWith: indexPath)
        var limitSize = Size(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
        if scrollDirection == .vertical {
            let interitemSpacingWidth = Double(waterCount - 1) * columnSpacing
            limitSize.width = (collectionView.bounds.size.width - sectionInset.left - sectionInset.right - interitemSpacingWidth) / Double(waterCount)
        } else {
            let interitemSpacingHeight = Double(waterCount - 1) * rowSpacing
            limitSize.height = (collectionView.bounds.size.height - sectionInset.top - sectionInset.bottom - interitemSpacingHeight) / Double(waterCount)
        }
        if let delegate {
            layoutAttribute.frame.size = delegate.collectionView(collectionView, limitSize: limitSize, sizeForItemAt: indexPath)
        }
        let minWater = waterLengths.sorted { first, second in
            first.value < second.value || (first.value == second.value && first.key < second.key)
        }.first
        if let minWater {
            if scrollDirection == .vertical {
                layoutAttribute.frame.origin.x = sectionInset.left + Double(minWater.key) * (limitSize.width + columnSpacing)
                layoutAttribute.frame.origin.y = minWater.value + rowSpacing
                waterLengths[minWater.key] = layoutAttribute.frame.origin.y + layoutAttribute.frame.size.height
            } else {
                layoutAttribute.frame.origin.y = sectionInset.top + Double(minWater.key) * (limitSize.height + rowSpacing)
                layoutAttribute.frame.origin.x = minWater.value + columnSpacing
                waterLengths[minWater.key] = layoutAttribute.frame.origin.x + layoutAttribute.frame.size.width
            }
        }
        return layoutAttribute
    }

    private func supplementaryViewLayoutAttribute(ofKind elementKind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let collectionView else { return nil }
        var layoutAttribute = LayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        var supplementarySize = Size.zero
        if let delegate {
            if elementKind == .sectionHeader {
                supplementarySize = delegate.collectionView(collectionView, referenceSizeForHeaderInSection: indexPath.section) ?? .zero
            } else if elementKind == .sectionFooter {
                supplementarySize = delegate.collectionView(collectionView, referenceSizeForFooterInSection: indexPath.section) ?? .zero
            }
        }
        layoutAttribute.frame.size = supplementarySize
        if scrollDirection == .vertical {
            layoutAttribute.frame.origin.x = sectionInset.left
            let lastLayoutBottom = layoutAttributes.map { $0.frame.origin.y + $0.frame.size.height }.sorted(by: >).first ?? 0.0
            layoutAttribute.frame.origin.y = lastLayoutBottom + (elementKind == .sectionHeader ? sectionInset.top : sectionInset.bottom)
        } else {
            layoutAttribute.frame.origin.y = sectionInset.top
            let lastLayoutRight = layoutAttributes.map { $0.frame.origin.x + $0.frame.size.width }.sorted(by: >).first ?? 0.0
            layoutAttribute.frame.origin.x = lastLayoutRight + (elementKind == .sectionHeader ? sectionInset.left : sectionInset.right)
        }
        return layoutAttribute
    }

    /// - Complexity: O(n).
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        layoutAttributes.first { $0.indexPath == indexPath && $0.representedElementCategory == .cell }
    }

    /// - Complexity: O(n).
    package func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        layoutAttributes.first { $0.indexPath == indexPath && $0.representedElementKind == kind }
    }

    /// The sample's query: every element, filtered.
    /// - Complexity: O(n).
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        counters.queries += 1
        counters.elementsExamined += layoutAttributes.count
        return layoutAttributes.filter { rect.intersectsAsCoreGraphics($0.frame) }
    }

    /// The sample's `prepare(forCollectionViewUpdates:)`: remembers the inserted and deleted index
    /// paths, the ones whose cells fade.
    package func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        var willUpdateIndexPaths: [IndexPath] = []
        for updateItem in updateItems {
            switch updateItem.updateAction {
            case .insert:
                if let indexPathAfterUpdate = updateItem.indexPathAfterUpdate { willUpdateIndexPaths.append(indexPathAfterUpdate) }
            case .delete:
                if let indexPathBeforeUpdate = updateItem.indexPathBeforeUpdate { willUpdateIndexPaths.append(indexPathBeforeUpdate) }
            default:
                break
            }
        }
        updateIndexPaths = willUpdateIndexPaths
    }

    /// - Complexity: O(n + u), where u is the number of updated index paths.
    package func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        fadeCached(itemIndexPath)
    }

    /// - Complexity: O(n + u), where u is the number of updated index paths.
    package func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        fadeCached(itemIndexPath)
    }

    /// The sample sets `alpha = 0` on the cached attributes object it returns; the port writes it
    /// back into its cache, as the shared object would be.
    private func fadeCached(_ indexPath: IndexPath) -> LayoutAttributes? {
        guard updateIndexPaths.contains(indexPath),
              let index = layoutAttributes.firstIndex(where: { $0.indexPath == indexPath }) else { return nil }
        layoutAttributes[index].alpha = 0.0
        updateIndexPaths = updateIndexPaths.filter { $0 != indexPath }
        return layoutAttributes[index]
    }

    /// Forgets the index paths the update named.
    package func finalizeCollectionViewUpdates() {
        updateIndexPaths = []
    }

    /// The sample keeps no invalidation state: every prepare starts again.
    package func invalidateLayout(with context: InvalidationContext) {}

    /// The number of elements the last `prepare()` cached: headers, items and footers.
    package var elementCount: Int { layoutAttributes.count }
    /// The cached element at `ordinal`, in the order the sample appended them.
    package func attributesOfElement(at ordinal: Int) -> LayoutAttributes { layoutAttributes[ordinal] }
    /// The cached attributes' bytes plus 16 per column length: what the sample keeps in memory.
    package var bytesHeld: Int {
        layoutAttributes.count * MemoryLayout<LayoutAttributes>.stride + waterLengths.count * 16
    }
}
