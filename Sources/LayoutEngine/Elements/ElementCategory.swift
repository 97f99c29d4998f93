/// What an element is, as `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Hashable, Sendable, CaseIterable {
    /// A cell: one per item, addressed by the item's index path.
    case cell
    /// A supplementary view of some kind (a section header or footer, a day header, …).
    case supplementaryView
    /// A decoration view of some kind (a section background, a grid line, …).
    case decorationView
}
