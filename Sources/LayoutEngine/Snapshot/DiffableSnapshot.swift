/// The sections and items of a collection view, by identifier: the model of UIKit's
/// `NSDiffableDataSourceSnapshot`. A snapshot is edited with UIKit's names (`appendSections`,
/// `insertItems(_:beforeItem:)`, `moveSection(_:afterSection:)`, ...), asked where an identifier
/// is (`indexPath(for:)`), and compared with a newer one to get the batch update that turns one
/// into the other (`batchUpdate(to:)`).
///
/// An edit that names an identifier twice or one the snapshot does not hold throws a
/// `SnapshotError` naming it and changes nothing; nothing traps.
///
/// The diff (`batchUpdate(to:)`) is inlinable, as the standard library's `CollectionDifference`
/// is, so that a client's build specialises it for its identifier types: unspecialised, every
/// hash and every dictionary probe would go through witness tables.
///
/// Storage: the section identifiers in order and one array of item identifiers per section, plus
/// dictionaries from identifier to position, kept up to date by every edit, so that every lookup
/// by identifier is O(1) (expected, by hashing). An edit costs O(m + k + s), where m is the number
/// of identifiers it names, k the number of items in the sections it touches, and s the number of
/// sections. (Debug builds also check the invariants after every edit, in O(n + s) for n items.)
///
/// Invariants (checked by `_checkInvariants()` after every edit when internal checks are on, `InternalChecks`):
/// - no section identifier appears twice, and `sectionIndex` maps each one to its index, and
///   nothing else;
/// - `itemLists` has one array per section; no item identifier appears twice in the snapshot, and
///   `itemLocation` maps each one to its section identifier and its index in that section, and
///   nothing else;
/// - `itemOffsets[s]` is the number of items in the sections before `s`, for `s` up to and
///   including the number of sections;
/// - the reload and reconfigure marks name identifiers the snapshot holds.
public struct DiffableSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The section identifiers, in order.
    @usableFromInline var sectionList: [SectionID] = []
    /// The item identifiers of each section, parallel to `sectionList`.
    @usableFromInline var itemLists: [[ItemID]] = []
    @usableFromInline var sectionIndex: [SectionID: Int] = [:]
    @usableFromInline var itemLocation: [ItemID: ItemLocation] = [:]
    /// The flat index of each section's first item, and the number of items at the end.
    @usableFromInline var itemOffsets: [Int] = [0]
    @usableFromInline var sectionReloads: Set<SectionID> = []
    @usableFromInline var itemReloads: Set<ItemID> = []
    @usableFromInline var itemReconfigures: Set<ItemID> = []

    /// Where an item is: its section by identifier, so that moving, inserting or deleting other
    /// sections leaves it valid, and its index in that section.
    @usableFromInline
    struct ItemLocation: Hashable, Sendable {
        @usableFromInline var section: SectionID
        @usableFromInline var item: Int

        @inlinable
        init(section: SectionID, item: Int) {
            self.section = section
            self.item = item
        }
    }

    /// An empty snapshot: no sections, no items.
    /// - Complexity: O(1).
    public init() {}
}

extension DiffableSnapshot: Equatable {
    /// Two snapshots are equal when they hold the same sections and items in the same order with
    /// the same reload and reconfigure marks.
    /// - Complexity: O(n + s), where n is the number of items and s the number of sections.
    public static func == (lhs: DiffableSnapshot, rhs: DiffableSnapshot) -> Bool {
        lhs.sectionList == rhs.sectionList && lhs.itemLists == rhs.itemLists
            && lhs.sectionReloads == rhs.sectionReloads && lhs.itemReloads == rhs.itemReloads
            && lhs.itemReconfigures == rhs.itemReconfigures
    }
}

extension DiffableSnapshot {
    /// Makes `sectionIndex` right again for the sections from `first` on.
    /// - Complexity: O(s - first), where s is the number of sections.
    mutating func reindexSections(from first: Int) {
        for section in first..<sectionList.count { sectionIndex[sectionList[section]] = section }
    }

    /// Makes `itemLocation` right again for the items of `section` from `first` on.
    /// - Complexity: O(k - first), where k is the number of items in the section.
    mutating func reindexItems(inSection section: Int, from first: Int) {
        let identifier = sectionList[section]
        for item in first..<itemLists[section].count {
            itemLocation[itemLists[section][item]] = ItemLocation(section: identifier, item: item)
        }
    }

    /// Makes `itemOffsets` right again from section `first` on.
    /// - Complexity: O(s - first), where s is the number of sections.
    mutating func recountOffsets(from first: Int) {
        itemOffsets.removeLast(itemOffsets.count - first - 1)
        var offset = itemOffsets[first]
        for section in first..<sectionList.count {
            offset += itemLists[section].count
            itemOffsets.append(offset)
        }
    }

    /// Forgets the marks of items that are no longer in the snapshot.
    mutating func forgetMarks(ofItems identifiers: some Sequence<ItemID>) {
        for identifier in identifiers {
            itemReloads.remove(identifier)
            itemReconfigures.remove(identifier)
        }
    }
}
