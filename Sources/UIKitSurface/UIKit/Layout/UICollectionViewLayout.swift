/// The base class of every collection-view layout, as UIKit's `UICollectionViewLayout`, with UIKit's
/// defaults: no content, no elements, no invalidation on a bounds change.
///
/// The collection view calls it in UIKit's order (docs/uikit-surface.md, "Call order"): `prepare()`
/// after an invalidation only, then `collectionViewContentSize`, then
/// `layoutAttributesForElements(in:)`; `shouldInvalidateLayout(forBoundsChange:)` on every change of
/// its bounds (scrolling included), before the bounds change; a batch update invalidates with the
/// counts, prepares, and calls `prepare(forCollectionViewUpdates:)` … `finalizeCollectionViewUpdates()`.
open class UICollectionViewLayout: NSObject, NSCoding {
    /// The collection view this layout is attached to, held weakly.
    weak var attachedCollectionView: UICollectionView?
    /// The kinds registered with `register(_:forDecorationViewOfKind:)`.
    private(set) var registeredDecorationKinds: Set<String> = []

    /// A layout not yet attached to a collection view.
    public override init() {
        super.init()
    }

    /// A layout from an archive; nothing is decoded (there are no storyboards here).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Nothing is encoded (there are no storyboards here).
    open func encode(with coder: NSCoder) {}

    /// The collection view this layout is attached to, or nil.
    open var collectionView: UICollectionView? { attachedCollectionView }

    // MARK: Preparing and answering

    /// Computes the layout. The collection view calls it before the first layout pass and after
    /// every invalidation, never otherwise. The base implementation does nothing.
    open func prepare() {}

    /// The size of the whole content; zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element in `rect`; nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The class of the attributes this layout makes (`UICollectionViewFlowLayout` makes its
    /// attributes of this class); `UICollectionViewLayoutAttributes` by default.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts this layout and its collection view make;
    /// `UICollectionViewLayoutInvalidationContext` by default.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Registers a view class for the decoration views of `elementKind`. The view class itself is
    /// not used here (nothing is drawn); the kind is remembered, and attributes for a decoration kind
    /// never registered are reported (`LayoutWarning.Kind.unregisteredDecorationKind`).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if viewClass == nil {
            registeredDecorationKinds.remove(elementKind)
        } else {
            registeredDecorationKinds.insert(elementKind)
        }
    }

    /// Whether the layout flips horizontally under a right-to-left layout direction; false by
    /// default. UIKit applies the flip when it places views; the lab reads attributes as the layout
    /// returns them, so the value is recorded but applies nowhere here.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Invalidating

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout; false by
    /// default. Called before the bounds change: `collectionView.bounds` is still the old bounds.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// What a bounds change invalidates: by default an empty context of `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Invalidates everything: calls `invalidateLayout(with:)` with a context of
    /// `invalidationContextClass` whose `invalidateEverything` is true.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Records the invalidation: the collection view prepares the layout again before its next
    /// layout pass. An override must call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        attachedCollectionView?.layoutWasInvalidated(with: context)
    }

    /// Whether a self-sizing cell's `preferredAttributes` need a new layout; false by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// What a self-sizing cell invalidates: by default a context of `invalidationContextClass`
    /// naming the cell's item.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if originalAttributes.representedElementCategory == .cell {
            context.invalidateItems(at: [originalAttributes.indexPath])
        }
        return context
    }

    // MARK: Updates and scrolling

    /// Called once per batch update, after the layout was invalidated and prepared with the new
    /// counts; the base implementation does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called at the end of a batch update; the base implementation does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item's animation starts; nil by default (the collection view then uses the
    /// item's final attributes).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted item's animation ends; nil by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an inserted supplementary view's animation starts; nil by default.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted supplementary view's animation ends; nil by default.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The content offset to show after a batch update or a layout change; `proposedContentOffset`
    /// by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a fling that ends with `velocity` (points per millisecond) stops;
    /// `proposedContentOffset` by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Support

    /// A new, empty context of `invalidationContextClass`. A class that is not an invalidation
    /// context (UIKit would crash) is reported and the base context class used instead.
    package func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass: AnyClass = type(of: self).invalidationContextClass
        guard let contextType = contextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            attachedCollectionView?.lab.record(.init(.invalidClassOverride, "invalidationContextClass returned "
                + "\(contextClass), which is not a UICollectionViewLayoutInvalidationContext (UIKit would crash)"))
            return UICollectionViewLayoutInvalidationContext()
        }
        return contextType.init()
    }

    /// New attributes of `layoutAttributesClass`, for the element of `category` and `kind` at
    /// `indexPath`. A class that is not an attributes class is reported and the base class used.
    package func makeLayoutAttributes(category: UICollectionView.ElementCategory, kind: String?,
                              at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributesClass: AnyClass = type(of: self).layoutAttributesClass
        var attributesType = UICollectionViewLayoutAttributes.self
        if let subclass = attributesClass as? UICollectionViewLayoutAttributes.Type {
            attributesType = subclass
        } else {
            attachedCollectionView?.lab.record(.init(.invalidClassOverride, "layoutAttributesClass returned "
                + "\(attributesClass), which is not a UICollectionViewLayoutAttributes (UIKit would crash)"))
        }
        let attributes = attributesType.init()
        attributes.setElement(category: category, kind: kind, indexPath: indexPath)
        return attributes
    }
}
