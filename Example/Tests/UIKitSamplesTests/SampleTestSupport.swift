import UIKit

/// A data source whose items have sizes (the width is what the flow-delegate layouts read), which a
/// test edits before announcing the change to the collection view. It is also the collection
/// view's flow delegate: `sizeForItemAt` answers from `sizes`.
final class SizedItems: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizes: [[CGSize]]

    init(_ sizes: [[CGSize]]) {
        self.sizes = sizes
    }

    /// Items `width`s wide and `height` high, one array per section.
    convenience init(widths: [[CGFloat]], height: CGFloat) {
        self.init(widths.map { $0.map { CGSize(width: $0, height: height) } })
    }

    /// `count` items per section of one size.
    convenience init(counts: [Int], size: CGSize = CGSize(width: 50, height: 50)) {
        self.init(counts.map { [CGSize](repeating: size, count: $0) })
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes.indices.contains(section) ? sizes[section].count : 0
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.section][indexPath.item]
    }
}

/// A collection view of `frame` showing `items` (its data source and delegate) with `layout`, laid out.
func laidOutView(_ layout: UICollectionViewLayout, _ items: SizedItems, frame: CGRect,
                 sizesItems: Bool = true) -> UICollectionView {
    let view = UICollectionView(frame: frame, collectionViewLayout: layout)
    view.dataSource = items
    if sizesItems { view.delegate = items }
    view.layoutIfNeeded()
    return view
}

/// Scrolls `view` to `offset` and lays it out, as a scroll does on a device.
func scroll(_ view: UICollectionView, to offset: CGPoint) {
    view.contentOffset = offset
    view.layoutIfNeeded()
}

/// The frames of `view`'s cells, in item order, from `layoutAttributesForItem(at:)` (section 0
/// unless told).
func itemFrames(_ view: UICollectionView, section: Int = 0) -> [CGRect] {
    (0..<view.numberOfItems(inSection: section)).compactMap {
        view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
}

/// The index paths of the cells in `layout`'s answer for `rect`, sorted.
func cellsAnswered(_ layout: UICollectionViewLayout, in rect: CGRect) -> [IndexPath] {
    (layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
}

/// Whether two rects agree to 1e-9 points on every coordinate (transforms compute with scales such
/// as 0.85, which binary floating point cannot hold exactly).
func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

func nearlyEqual(_ a: [CGRect], _ b: [CGRect]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { nearlyEqual($0, $1) }
}
