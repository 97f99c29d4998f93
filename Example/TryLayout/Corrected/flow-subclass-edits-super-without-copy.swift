// A flow layout whose items hang from the top of their line. UIKit's flow layout centres the items
// of a line on the line's middle, so a short card beside a tall one floats halfway down; a wall of
// cards of mixed heights (sized by the delegate's `sizeForItemAt`) wants them aligned at the top.
// Vertical scrolling; a horizontal flow keeps `super`'s placement.
//
// A line is the run of cells whose centres share a height (the flow layout centres each on its
// line's middle), and its top is its tallest cell's top. prepare() finds every cell's line top once
// (O(n log n)); the lookups then cost what `super`'s do.
//
// LayoutLab defect sample (Example/TryLayout/README.md): the corrected twin of
// Defects/flow-subclass-edits-super-without-copy.swift.
import UIKit

final class TopAlignedFlowLayout: UICollectionViewFlowLayout {
    /// The top of each cell's line.
    private var lineTops: [IndexPath: CGFloat] = [:]
    /// The tallest line's height: no cell moves up by more.
    private var tallestLine: CGFloat = 0

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 80)
        minimumInteritemSpacing = 8
        minimumLineSpacing = 12
        sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepare() {
        super.prepare()
        lineTops = [:]
        tallestLine = 0
        let content = CGRect(origin: .zero, size: collectionViewContentSize)
        let cells = (super.layoutAttributesForElements(in: content) ?? []).filter { $0.representedElementCategory == .cell }
        var line: [UICollectionViewLayoutAttributes] = []
        for cell in cells.sorted(by: { $0.frame.midY < $1.frame.midY }) + [nil] as [UICollectionViewLayoutAttributes?] {
            if let cell, let first = line.first, abs(cell.frame.midY - first.frame.midY) < 0.5 {
                line.append(cell)
                continue
            }
            // `line` is complete: every cell of it hangs from its least top.
            let top = line.map(\.frame.minY).min() ?? 0
            for member in line { lineTops[member.indexPath] = top }
            tallestLine = max(tallestLine, (line.map(\.frame.maxY).max() ?? 0) - top)
            line = cell.map { [$0] } ?? []
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard scrollDirection == .vertical else { return super.layoutAttributesForElements(in: rect) }
        // A cell moves up, by less than its line's height, so it may reach `rect` when its resting
        // frame lies below it: ask `super` for that much more below.
        let below = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height + tallestLine)
        return (super.layoutAttributesForElements(in: below) ?? []).compactMap { original -> UICollectionViewLayoutAttributes? in
            // FIXED: `super` hands out the objects it caches: move a copy, never them.
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            if attributes.representedElementCategory == .cell, let top = lineTops[attributes.indexPath] {
                attributes.frame.origin.y = top
            }
            return attributes.frame.intersects(rect) ? attributes : nil
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let original = super.layoutAttributesForItem(at: indexPath) else { return nil }
        let attributes = original.copy() as! UICollectionViewLayoutAttributes
        if scrollDirection == .vertical, let top = lineTops[indexPath] {
            attributes.frame.origin.y = top
        }
        return attributes
    }
}
