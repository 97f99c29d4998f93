/// A scroll view's delegate, as UIKit's `UIScrollViewDelegate` (none of its methods is called here).
public protocol UIScrollViewDelegate: AnyObject {}

/// A collection view's delegate, as UIKit's `UICollectionViewDelegate`. A layout reads it through
/// `collectionView.delegate`, usually cast to `UICollectionViewDelegateFlowLayout` or to a
/// protocol of its own.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// The content offset to show after a layout change, given the one the layout chose; the
    /// layout's answer when not implemented.
    func collectionView(_ collectionView: UICollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
}

extension UICollectionViewDelegate {
    /// Not implemented: the proposed offset, unchanged (and the call is noted, so the collection
    /// view knows the delegate has no answer of its own).
    public func collectionView(_ collectionView: UICollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        collectionView.noteUnimplementedDelegateMethod()
        return proposedContentOffset
    }

    /// What makes UIKit's optional-method calls compile: `delegate?.collectionView?(…)`.
    ///
    /// In UIKit these methods are `@objc optional`, and a layout calls one as
    /// `delegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath)`. There is
    /// no Objective-C runtime here, so every method has a default implementation instead, and this
    /// property (named as the methods are) returns a value that can be called with each method's
    /// arguments: the `?` after `collectionView` then reads this property, and the call goes to the
    /// delegate's method or its default. One difference follows (docs/uikit-surface.md, "Optional
    /// delegate methods"): a delegate that conforms but does not implement a method answers with the
    /// default (UIKit's flow layout's own value) where UIKit would give nil.
    public var collectionView: UICollectionViewDelegateCalls? {
        UICollectionViewDelegateCalls(delegate: self)
    }
}

/// The delegate's methods as values one calls with the methods' arguments: what
/// `delegate?.collectionView?(…)` calls (see `UICollectionViewDelegate.collectionView`).
public struct UICollectionViewDelegateCalls {
    let delegate: any UICollectionViewDelegate

    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`.
    public func callAsFunction(_ collectionView: UICollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        delegate.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
    }

    /// `collectionView(_:layout:sizeForItemAt:)`; zero for a delegate that is not a flow delegate.
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath) ?? .zero
    }

    /// `collectionView(_:layout:insetForSectionAt:)`; zero for a delegate that is not a flow delegate.
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section) ?? .zero
    }

    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`; zero for a delegate that is not
    /// a flow delegate.
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section) ?? 0
    }

    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`; zero for a delegate that is
    /// not a flow delegate.
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section) ?? 0
    }

    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`; zero for a delegate that is not
    /// a flow delegate.
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section) ?? .zero
    }

    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`; zero for a delegate that is not
    /// a flow delegate.
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section) ?? .zero
    }

    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
        delegate as? any UICollectionViewDelegateFlowLayout
    }
}
