/// A collection view as its layout sees it, as UIKit's `UICollectionView`: bounds and insets,
/// counts read from a data source, a delegate, and the layout it drives in UIKit's order
/// (docs/uikit-surface.md, "Call order"). Nothing is drawn; there are no cells.
///
/// The counts are the collection view's own, as in UIKit: read from the data source on first use
/// after `reloadData()`, and after the updates closure of a batch update; changing the data source's
/// answers without telling the collection view changes nothing it reports.
open class UICollectionView: UIScrollView {
    /// What an element is, as `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The direction a collection view scrolls in, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        case vertical, horizontal
    }

    /// The kind of a section header, as UIKit names it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer, as UIKit names it.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where the counts come from; setting it reloads the data.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// The delegate a layout may read (`as? UICollectionViewDelegateFlowLayout`, or its own protocol).
    open weak var delegate: (any UICollectionViewDelegate)?
    /// The layout; setting it attaches the new one and invalidates it.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { attach(collectionViewLayout, replacing: oldValue) }
    }
    /// What the lab records and simulates for this collection view (not UIKit API).
    public private(set) lazy var lab = UICollectionViewLab(self)

    /// Counts per section as of the last reload or batch update; nil until read.
    package var sectionCounts: [Int]?
    /// Whether the layout must be prepared before the next layout pass.
    package var needsPrepare = true
    /// Whether a layout pass is due (after an invalidation, a bounds change, a reload).
    var needsLayoutPass = true
    /// The attributes of the last layout pass's answer, copied: what the cells on screen show.
    var visibleAttributes: [UICollectionViewLayoutAttributes] = []
    /// The changes recorded inside `performBatchUpdates` (or by one insert, delete, reload or move
    /// call outside it), and how deep the nesting is.
    var recordedChanges = RecordedChanges()
    /// The batch update being applied, between its invalidation and its end.
    package var batchBeingApplied: ValidatedBatch?
    /// Set by a delegate method's default implementation: the delegate did not implement it.
    private var delegateMethodUnimplemented = false

    /// A collection view with `frame` (its bounds the frame's size at the origin) driving `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        attach(layout, replacing: nil)
    }

    /// A collection view with a zero frame and a new flow layout (nothing is decoded).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        attach(collectionViewLayout, replacing: nil)
    }

    /// Replaces the layout (nothing animates here).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    private func attach(_ layout: UICollectionViewLayout, replacing old: UICollectionViewLayout?) {
        if let old, old !== layout, old.attachedCollectionView === self { old.attachedCollectionView = nil }
        layout.attachedCollectionView = self
        needsPrepare = true
        needsLayoutPass = true
    }

    // MARK: Counts

    /// The number of sections, as of the last reload or batch update.
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section`, as of the last reload or batch update. A section that does
    /// not exist is reported (`LayoutWarning.Kind.countOutOfRange`; UIKit raises an exception) and
    /// reads as 0.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        guard counts.indices.contains(section) else {
            lab.record(LayoutWarning(.countOutOfRange, "request for number of items in section \(section) when there are "
                + "only \(counts.count) sections in the collection view"))
            return 0
        }
        return counts[section]
    }

    private var counts: [Int] {
        if let sectionCounts { return sectionCounts }
        let loaded = loadCountsFromDataSource()
        sectionCounts = loaded
        return loaded
    }

    /// The data source's counts now; a negative count is reported and read as 0, and no data source
    /// means no sections.
    func loadCountsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            lab.record(LayoutWarning(.countOutOfRange, "the data source gave \(sections) sections; read as 0"))
        }
        return (0..<max(0, sections)).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            if items < 0 {
                lab.record(LayoutWarning(.countOutOfRange, "the data source gave \(items) items in section \(section); read as 0"))
            }
            return max(0, items)
        }
    }

    /// Reads the counts again and invalidates everything, as UIKit's `reloadData()`: the layout gets
    /// a context with `invalidateEverything` and `invalidateDataSourceCounts`.
    open func reloadData() {
        sectionCounts = nil
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        needsLayoutPass = true
    }

    // MARK: Layout passes

    /// The layout pass, in UIKit's order, when one is due (see `runLayoutPass()`): `prepare()` only
    /// after an invalidation, `collectionViewContentSize`, `layoutAttributesForElements(in:)`.
    open override func layoutIfNeeded() {
        runLayoutPass()
    }

    /// Asks for a layout pass at the next `layoutIfNeeded()`.
    open override func setNeedsLayout() {
        needsLayoutPass = true
    }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The index paths of the cells the last layout pass showed, in the order the layout gave them.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleAttributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath)
    }

    // MARK: Batch updates

    /// Runs `updates`, validates the changes it names with UIKit's rules and animates them in
    /// UIKit's order (see `performBatch(_:completion:)`); an invalid update is recorded as UIKit's
    /// "Invalid update" and the data reloaded, never a crash.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates, completion: completion)
    }

    /// Inserts items at after-update positions (a batch of its own outside `performBatchUpdates`).
    open func insertItems(at indexPaths: [IndexPath]) { record(.insertItems(indexPaths)) }
    /// Deletes items at before-update positions.
    open func deleteItems(at indexPaths: [IndexPath]) { record(.deleteItems(indexPaths)) }
    /// Reloads items at before-update positions.
    open func reloadItems(at indexPaths: [IndexPath]) { record(.reloadItems(indexPaths)) }
    /// Moves an item from a before-update position to an after-update one.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record(.moveItem(indexPath, to: newIndexPath)) }
    /// Inserts sections at after-update positions.
    open func insertSections(_ sections: IndexSet) { record(.insertSections(sections)) }
    /// Deletes sections at before-update positions.
    open func deleteSections(_ sections: IndexSet) { record(.deleteSections(sections)) }
    /// Reloads sections at before-update positions.
    open func reloadSections(_ sections: IndexSet) { record(.reloadSections(sections)) }
    /// Moves a section from a before-update position to an after-update one.
    open func moveSection(_ section: Int, toSection newSection: Int) { record(.moveSection(section, to: newSection)) }

    // MARK: Invalidation

    /// Called by `UICollectionViewLayout.invalidateLayout(with:)`: prepare before the next pass.
    func layoutWasInvalidated(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        needsLayoutPass = true
    }

    /// UIKit's order for a bounds change: the layout is asked with the old bounds still in place,
    /// and when it says so, invalidated with its context for the change.
    override func boundsWillChange(to newBounds: CGRect) {
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        needsLayoutPass = true
    }

    // MARK: Delegate methods not implemented

    /// Called by a delegate method's default implementation.
    package func noteUnimplementedDelegateMethod() {
        delegateMethodUnimplemented = true
    }

    /// `call`'s answer, or nil when it went to a delegate method's default implementation.
    func implementedAnswer<Answer>(_ call: () -> Answer) -> Answer? {
        delegateMethodUnimplemented = false
        let answer = call()
        defer { delegateMethodUnimplemented = false }
        return delegateMethodUnimplemented ? nil : answer
    }
}
