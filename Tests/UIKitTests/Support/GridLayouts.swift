import UIKit

/// A custom layout of one column of 100 × 40 cells, with knobs that plant one defect each: the
/// twin with every knob off is the correct layout the warning tests hold the planted ones against.
final class ColumnLayout: UICollectionViewLayout {
    /// Answers one item more than the data source has.
    var answersAnExtraItem = false
    /// Answers item 0 twice in every rect query.
    var answersTwice = false
    /// Gives item 0 a NaN height.
    var givesNaN = false
    /// `layoutAttributesForItem(at:)` is 5 points off for item 1.
    var lookupIsOff = false
    /// `layoutAttributesForItem(at:)` answers nil for item 2.
    var lookupMissesItem2 = false
    /// Answers a decoration view of kind "separator", registered or not.
    var answersDecoration = false

    private var cells: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        guard let collectionView else { return }
        var count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        if answersAnExtraItem { count += 1 }
        cells = (0..<count).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 40, width: 100, height: givesNaN && item == 0 ? .nan : 40)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: CGFloat(cells.count) * 40) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // A rule of our own rather than Foundation's `intersects`, which traps on NaN on Linux.
        var answer = cells.filter { $0.frame.minY < rect.maxY && rect.minY < $0.frame.maxY || $0.frame.height.isNaN }
        if answersTwice, let first = cells.first { answer.append(first) }
        if answersDecoration {
            let separator = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "separator", with: IndexPath(item: 0, section: 0))
            separator.frame = CGRect(x: 0, y: 39, width: 100, height: 1)
            answer.append(separator)
        }
        return answer
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, cells.indices.contains(indexPath.item) else { return nil }
        if lookupMissesItem2 && indexPath.item == 2 { return nil }
        guard lookupIsOff && indexPath.item == 1, let copy = cells[1].copy() as? UICollectionViewLayoutAttributes else {
            return cells[indexPath.item]
        }
        copy.frame.origin.y += 5
        return copy
    }
}

/// A flow layout subclass that moves every item `shift` points right by editing what `super`
/// returns: without copying (`copies == false`, the classic defect) or on copies.
final class ShiftingFlowLayout: UICollectionViewFlowLayout {
    var copies = false
    var shift: CGFloat = 10

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { original in
            let attributes = copies ? (original.copy() as? UICollectionViewLayoutAttributes ?? original) : original
            if attributes.representedElementCategory == .cell { attributes.frame.origin.x += shift }
            return attributes
        }
    }
}
