/// The sizes cells reported for themselves, for a flow layout with `estimatedItemSize`: one
/// entry per item, `nil` until the item's cell reports.
///
/// Invariant: one array per section, each as long as the section's item count at the last
/// prepare. Items added at the end of a section start unmeasured; items removed from the end are
/// forgotten.
struct FlowSelfSizingStore: Sendable {
    private var sizes: [ContiguousArray<Size?>] = []

    /// Resizes to `counts` and records `preferredSizes` (ignoring positions out of range). Drops
    /// everything when self-sizing is off.
    /// - Complexity: O(s + a + p), where s is the number of sections, a the number of items added
    ///   or removed and p the number of preferred sizes.
    mutating func update(counts: SectionCounts, preferredSizes: [IndexPath: Size], isEnabled: Bool) {
        guard isEnabled else {
            sizes = []
            return
        }
        sizes.removeSubrange(Swift.min(sizes.count, counts.numberOfSections)...)
        while sizes.count < counts.numberOfSections { sizes.append([]) }
        for (section, count) in counts.itemCounts.enumerated() where sizes[section].count != count {
            if sizes[section].count > count {
                sizes[section].removeSubrange(count...)
            } else {
                sizes[section].append(contentsOf: repeatElement(nil, count: count - sizes[section].count))
            }
        }
        for (indexPath, size) in preferredSizes
        where indexPath.section >= 0 && indexPath.section < sizes.count
            && indexPath.item >= 0 && indexPath.item < sizes[indexPath.section].count {
            sizes[indexPath.section][indexPath.item] = size.sanitized
        }
    }

    /// Moves every reported size to its item's position after `mapping`'s batch; inserted items,
    /// the items of inserted or reloaded sections and reloaded items start unmeasured. Sections
    /// and items before the batch's first changed position keep their entries untouched.
    /// - Complexity: O(m log c), where m is the number of items from the first changed position
    ///   on and c the number of changes.
    mutating func remap(through mapping: BatchIndexMapping) {
        guard !sizes.isEmpty, let first = mapping.firstChangedPosition else { return }
        let before = sizes
        sizes.removeSubrange(Swift.min(first.section, sizes.count)...)
        for section in sizes.count..<mapping.sectionCountAfter {
            let kept = section == first.section && section < before.count
                ? before[section].prefix(Swift.min(first.item, mapping.itemCountsAfter[section])) : []
            var remapped = ContiguousArray(kept)
            remapped.reserveCapacity(mapping.itemCountsAfter[section])
            for item in kept.count..<mapping.itemCountsAfter[section] {
                let source = mapping.indexPathBeforeUpdate(IndexPath(item: item, section: section))
                    .flatMap { mapping.isReloaded(itemBeforeUpdate: $0) ? nil : $0 }
                remapped.append(source.flatMap { $0.section < before.count && $0.item < before[$0.section].count
                    ? before[$0.section][$0.item] : nil })
            }
            sizes.append(remapped)
        }
    }

    /// The size an item's cell reported, or nil when it has not reported.
    /// - Complexity: O(1).
    func reportedSize(ofItem item: Int, section: Int) -> Size? {
        sizes[section][item]
    }

    /// Whether the store holds entries for `section` (false when self-sizing is off).
    /// - Complexity: O(1).
    func tracks(section: Int) -> Bool {
        section < sizes.count
    }

    /// From the entries' counts, not the arrays' capacities: a counter compared exactly must not
    /// depend on how the allocator rounded a block.
    var bytesHeld: Int {
        sizes.reduce(0) { $0 + $1.count * MemoryLayout<Size?>.stride }
    }
}
