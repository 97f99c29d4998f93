// A flow layout whose items hang from the top of their line. UIKit's flow layout centres the items
// of a line on the line's middle, so a short card beside a tall one floats halfway down; a wall of
// cards of mixed heights (sized by the delegate's `sizeForItemAt`) wants them aligned at the top.
// Vertical scrolling; a horizontal flow keeps `super`'s placement.
//
// A line is the run of cells whose centres share a height (the flow layout centres each on its
// line's middle), and its top is its tallest cell's top.
//
// LayoutLab defect sample (Example/TryLayout/README.md): the corrected twin of
// Defects/flow-subclass-edits-super-without-copy.swift.
import UIKit

final class TopAlignedFlowLayout: UICollectionViewFlowLayout {
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

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard scrollDirection == .vertical else { return super.layoutAttributesForElements(in: rect) }
        // A cell moves up inside its line, so it may reach `rect` when its resting frame does not: find
        // the lines that reach `rect` (each one's tallest cell spans it), then ask for those lines whole.
        let reached = super.layoutAttributesForElements(in: acrossTheWidth(rect)) ?? []
        let lines = reached.reduce(rect) { $0.union(acrossTheWidth($1.frame)) }
        let candidates = super.layoutAttributesForElements(in: lines) ?? []
        let tops = lineTops(candidates)
        return candidates.compactMap { original -> UICollectionViewLayoutAttributes? in
            // FIXED: `super` hands out the objects it caches: move a copy, never them.
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            if attributes.representedElementCategory == .cell, let top = tops.first(where: { abs($0.midY - attributes.frame.midY) < 0.5 }) {
                attributes.frame.origin.y = top.minY
            }
            return attributes.frame.intersects(rect) ? attributes : nil
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let original = super.layoutAttributesForItem(at: indexPath) else { return nil }
        let attributes = original.copy() as! UICollectionViewLayoutAttributes
        guard scrollDirection == .vertical else { return attributes }
        let line = super.layoutAttributesForElements(in: acrossTheWidth(original.frame.insetBy(dx: 0, dy: -1))) ?? []
        if let top = lineTops(line).first(where: { abs($0.midY - original.frame.midY) < 0.5 }) {
            attributes.frame.origin.y = top.minY
        }
        return attributes
    }

    /// `rect`'s rows across the whole content width.
    private func acrossTheWidth(_ rect: CGRect) -> CGRect {
        CGRect(x: 0, y: rect.minY, width: collectionViewContentSize.width, height: rect.height).union(rect)
    }

    /// Each line among `attributes`' cells, as its middle and its top (the least top of its cells).
    /// - Complexity: O(n log n) for n attributes.
    private func lineTops(_ attributes: [UICollectionViewLayoutAttributes]) -> [(midY: CGFloat, minY: CGFloat)] {
        var lines: [(midY: CGFloat, minY: CGFloat)] = []
        for frame in attributes.filter({ $0.representedElementCategory == .cell }).map(\.frame).sorted(by: { $0.midY < $1.midY }) {
            if let last = lines.last, abs(last.midY - frame.midY) < 0.5 {
                lines[lines.count - 1].minY = min(last.minY, frame.minY)
            } else {
                lines.append((frame.midY, frame.minY))
            }
        }
        return lines
    }
}
