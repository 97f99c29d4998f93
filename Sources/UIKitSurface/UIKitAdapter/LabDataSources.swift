import LayoutEngine
import UIKit

/// The UIKit data source and plain delegate of the adapter's collection view: counts from the lab's
/// collection view.
final class LabCollectionViewDataSource: UICollectionViewDataSource, UICollectionViewDelegate {
    weak var source: (any LayoutDataSource)?

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        source?.numberOfSections ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        source?.numberOfItems(inSection: section) ?? 0
    }
}

/// The adapter's flow delegate, used while the lab's sections carry sizes, insets or spacings of
/// their own: it answers with them, and where a section has none, with the flow layout's property,
/// as UIKit's flow layout would use. It implements `sizeForItemAt` (so a flow layout sizes every
/// section's items through it); the other methods, where a section has no value of its own, answer
/// as a delegate that does not implement them.
///
/// Open, so that a delegate answering a layout's own protocol as well (what `try-layout`
/// generates, or a harness file) can be the collection view's delegate: a layout that reads its
/// delegate as `collectionView.delegate as? MyLayoutDelegate` finds it there
/// (`UIKitLayoutEngine.init(layout:delegate:keepingAlive:)`).
open class LabFlowLayoutDelegate: UICollectionViewDelegateFlowLayout {
    weak var source: (any LayoutDataSource)?

    public init() {}

    private func section(_ index: Int) -> SimulatedCollectionView.Section? {
        guard let sections = (source as? SimulatedCollectionView)?.sections, sections.indices.contains(index) else { return nil }
        return sections[index]
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize {
        if let sizes = section(indexPath.section)?.itemSizes, sizes.indices.contains(indexPath.item) {
            return CGSize(engine: sizes[indexPath.item])
        }
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt index: Int) -> UIEdgeInsets {
        if let inset = section(index)?.inset { return UIEdgeInsets(engine: inset) }
        return collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.sectionInset, otherwise: .zero)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt index: Int) -> CGFloat {
        if let spacing = section(index)?.minimumLineSpacing { return CGFloat(spacing) }
        return collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.minimumLineSpacing, otherwise: 0)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt index: Int) -> CGFloat {
        if let spacing = section(index)?.minimumInteritemSpacing { return CGFloat(spacing) }
        return collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.minimumInteritemSpacing, otherwise: 0)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection index: Int) -> CGSize {
        if let size = section(index)?.headerSize { return CGSize(engine: size) }
        return collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.headerReferenceSize, otherwise: .zero)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection index: Int) -> CGSize {
        if let size = section(index)?.footerSize { return CGSize(engine: size) }
        return collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.footerReferenceSize, otherwise: .zero)
    }
}

/// The data source half of the flow delegate: the same counts.
extension LabFlowLayoutDelegate: UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        source?.numberOfSections ?? 0
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        source?.numberOfItems(inSection: section) ?? 0
    }
}

extension SimulatedCollectionView.Section {
    /// Whether the section carries anything a flow delegate answers with.
    var hasFlowMetrics: Bool {
        itemSizes != nil || inset != nil || minimumLineSpacing != nil || minimumInteritemSpacing != nil
            || headerSize != nil || footerSize != nil
    }
}
