import LayoutEngine

/// The port with the content size computed the way the UIKit original computes it — a second
/// formula beside the frames — and one slip in it: the rows of regular cards are counted with an
/// integer division, so the last, partial row is left out. Registered as `cards-content-sample`,
/// seed-faithful: do not fix it (docs/porting.md quotes the fuzzer's reproducer).
public final class CardsContentSampleLayout: CardsLayout {
    public override var collectionViewContentSize: Size {
        guard let metrics = preparedMetrics, preparedCounts.contains(where: { $0 > 0 }) else {
            return Size(width: preparedMetrics?.width ?? 0, height: 0)
        }
        var y = metrics.inset
        for count in preparedCounts where count > 0 {
            let regular = metrics.featuresFirstCard ? count - 1 : count
            if metrics.featuresFirstCard { y += metrics.featuredHeight + metrics.spacing }
            let rows = regular / metrics.columns // the slip: (regular + columns - 1) / columns
            y += Double(rows) * (metrics.cardHeight + metrics.spacing)
        }
        return Size(width: super.collectionViewContentSize.width, height: y - metrics.spacing + metrics.inset)
    }
}

/// The port with an "optimised" query of its own instead of the strategies: a binary search for
/// the first card whose top is at or below the rect's top, then every card until one starts below
/// the rect. The cards that start above the rect and reach into it — the row its top edge cuts —
/// are missed. Registered as `cards-query-sample` (it answers with its own search, so the fuzzer
/// holds it to Core Graphics' rule, as a UIKit layout is); seed-faithful: do not fix it.
public final class CardsQuerySampleLayout: CardsLayout {
    public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var low = 0, high = table.elementCount
        while low < high {
            let middle = (low + high) / 2
            if table.frame(ofElementAt: middle).minY < rect.minY { low = middle + 1 } else { high = middle }
        }
        var found: [LayoutAttributes] = []
        var ordinal = low
        while ordinal < table.elementCount, table.frame(ofElementAt: ordinal).minY <= rect.maxY {
            let frame = table.frame(ofElementAt: ordinal)
            // CGRect.intersects: closed rects, so touching counts.
            if frame.minX <= rect.maxX && rect.minX <= frame.maxX && frame.minY <= rect.maxY && rect.minY <= frame.maxY {
                found.append(table.attributes(ofElementAt: ordinal))
            }
            ordinal += 1
        }
        return found
    }
}
