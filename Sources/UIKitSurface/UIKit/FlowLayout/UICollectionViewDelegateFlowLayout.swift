/// Per-section and per-item answers for a flow layout, as UIKit's
/// `UICollectionViewDelegateFlowLayout`. Every method is optional in UIKit; here each has a default
/// that gives the flow layout's own property (what UIKit's flow layout uses when the delegate does
/// not implement the method; zero when the layout is not a flow layout) and notes on the collection
/// view that it was not implemented, so the flow layout tells "not implemented" from an answer.
/// Calls written `delegate?.collectionView?(…)` compile through `UICollectionViewDelegate.collectionView`.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// Not implemented: the flow layout's `itemSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.itemSize, otherwise: .zero)
    }

    /// Not implemented: the flow layout's `sectionInset`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.sectionInset, otherwise: .zero)
    }

    /// Not implemented: the flow layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.minimumLineSpacing, otherwise: 0)
    }

    /// Not implemented: the flow layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.minimumInteritemSpacing, otherwise: 0)
    }

    /// Not implemented: the flow layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.headerReferenceSize, otherwise: .zero)
    }

    /// Not implemented: the flow layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        collectionView.unimplementedFlowDelegateAnswer(collectionViewLayout, \.footerReferenceSize, otherwise: .zero)
    }
}

extension UICollectionView {
    /// What a flow delegate method answers when the delegate does not implement it: the flow
    /// layout's `property`, or `otherwise` when `layout` is not a flow layout; the call is noted
    /// (`noteUnimplementedDelegateMethod()`), so the flow layout tells it from an answer.
    package func unimplementedFlowDelegateAnswer<Answer>(_ layout: UICollectionViewLayout,
                                                         _ property: KeyPath<UICollectionViewFlowLayout, Answer>,
                                                         otherwise: Answer) -> Answer {
        noteUnimplementedDelegateMethod()
        return (layout as? UICollectionViewFlowLayout)?[keyPath: property] ?? otherwise
    }
}
