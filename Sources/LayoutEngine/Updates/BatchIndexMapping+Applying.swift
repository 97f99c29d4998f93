extension BatchIndexMapping {
    /// The data after the update: `data` holds the elements of every section before it (one
    /// array per section, shaped as `itemCountsBefore`); every after-update position holding a
    /// survivor gets its element (a reloaded item keeps its old element: ask
    /// `isReloaded(itemBeforeUpdate:)`), and every other one (an inserted item, an item of an
    /// inserted or reloaded section) gets `newElement(indexPath)`, asked in reading order.
    /// - Precondition: `data.map(\.count) == itemCountsBefore` (a mapping and data that do not
    ///   belong together are a programmer's mistake; `BatchUpdate.apply(_:to:itemCountsAfter:mode:newElement:)`
    ///   validates against the data itself and cannot fail this way).
    /// - Complexity: O(n log c), where n is the number of items after the update and c the number
    ///   of changes.
    public func apply<Element, Failure: Error>(to data: [[Element]],
                                               newElement: (IndexPath) throws(Failure) -> Element) throws(Failure) -> [[Element]] {
        precondition(data.map(\.count) == itemCountsBefore,
                     "apply: the data has counts \(data.map(\.count)), the mapping was validated for \(itemCountsBefore)")
        var result: [[Element]] = []
        result.reserveCapacity(itemCountsAfter.count)
        for (section, count) in itemCountsAfter.enumerated() {
            var items: [Element] = []
            items.reserveCapacity(count)
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                if let source = indexPathBeforeUpdate(path) {
                    items.append(data[source.section][source.item])
                } else {
                    items.append(try newElement(path))
                }
            }
            result.append(items)
        }
        return result
    }
}

extension BatchUpdate {
    /// Validates the batch against `data` (its counts before) and `itemCountsAfter`, then applies
    /// it: the data after, as `BatchIndexMapping.apply(to:newElement:)` gives it.
    /// - Throws: the rule the batch breaks (`BatchUpdateError`), or what `newElement` throws.
    /// - Complexity: O(c log c + s) to validate, plus O(n log c) to apply, for c changes, s
    ///   sections and n items after the update.
    public static func apply<Element>(_ batch: BatchUpdate, to data: [[Element]], itemCountsAfter: [Int],
                                      mode: BatchValidationMode = .absorbing,
                                      newElement: (IndexPath) throws -> Element) throws -> [[Element]] {
        let mapping = try batch.validated(itemCountsBefore: data.map(\.count), itemCountsAfter: itemCountsAfter, mode: mode)
        return try mapping.apply(to: data, newElement: newElement)
    }
}
