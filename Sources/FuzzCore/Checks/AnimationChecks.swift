import LayoutEngine
import Workloads

/// The checks of a batch update's animation (docs/batch-updates.md, "What the fuzzer checks of an
/// animated update"): the initial attributes of the items visible after the update and the final
/// attributes of those visible before, against UIKit's documented behaviour as the engines
/// implement it. What an animation does to the attributes it is given cannot reach a layout's cache
/// through a value, but a layout that writes its fade into its own cache (the waterfall sample)
/// is caught by `matches-fresh-layout`, which compares alpha, visibility and zIndex too.
enum AnimationChecks {
    /// Each appearing and disappearing item's attributes:
    /// - they are the item's own (a cell at the index path asked about, or, for a survivor, at its
    ///   index path on the other side of the update);
    /// - an inserted or reloaded item fades in (alpha 0) at its new frame; a survivor that was
    ///   visible, or that the batch moves, slides from its old frame; any other starts where it ends;
    /// - a deleted or reloaded item fades out (alpha 0) where it was; a survivor goes to its new frame.
    /// Frames agree within `tolerance` (the layout's stated one). A layout that keeps UIKit's
    /// defaults (`animates` false: not a `BatchAnimatingLayout`) is held to the first rule only.
    /// - Parameters:
    ///   - elementsBefore: the layout's elements before the update.
    ///   - visibleBefore: what it answered for the visible rect before the update.
    ///   - elementsAfter: its elements after the update.
    /// - Complexity: O(n + v) for n elements and v visible items.
    static func followTheRules(_ trace: SimulatedCollectionView.BatchUpdateTrace, elementsBefore: [LayoutAttributes],
                               visibleBefore: [LayoutAttributes], elementsAfter: [LayoutAttributes], tolerance: Double,
                               name: String, animates: Bool) throws(CheckFailure) {
        let mapping = trace.mapping
        let before = cellFrames(elementsBefore), after = cellFrames(elementsAfter)
        let wasVisible = Set(visibleBefore.map(\.id))
        let moved = Set(mapping.changes.compactMap { change -> IndexPath? in
            if case .moveItem(let source, _) = change { return source }
            return nil
        })
        func fail(_ path: IndexPath, _ message: String) -> CheckFailure {
            CheckFailure(check: .kind(.animatedUpdates), message: "\(name): \(message)", element: .cell(path))
        }
        func expect(_ attributes: LayoutAttributes, at path: IndexPath, or other: IndexPath?, frame: Rect?, fades: Bool,
                    _ what: String) throws(CheckFailure) {
            guard attributes.id == .cell(path) || other.map({ attributes.id == .cell($0) }) == true else {
                throw fail(path, "the \(what) attributes of cell\(path) are \(attributes.id)'s")
            }
            guard animates else { return }
            if let frame, !attributes.frame.isWithin(tolerance, of: frame) {
                throw fail(path, "the \(what) attributes of cell\(path) are at \(attributes.frame), expected \(frame)")
            }
            if fades && attributes.alpha != 0 {
                throw fail(path, "the \(what) attributes of cell\(path) have alpha \(attributes.alpha), expected 0 (a fade)")
            }
        }
        for (path, attributes) in trace.appearing.sorted(by: { $0.key < $1.key }) {
            let newFrame = after[path]
            if let source = mapping.indexPathBeforeUpdate(path), !mapping.isReloaded(itemBeforeUpdate: source) {
                let slides = wasVisible.contains(.cell(source)) || moved.contains(source)
                try expect(attributes, at: path, or: source, frame: slides ? before[source] : newFrame, fades: false,
                           "initial (a survivor \(slides ? "visible or moved: sliding from its old frame" : "off screen: starting where it ends"))")
            } else {
                try expect(attributes, at: path, or: nil, frame: newFrame, fades: true, "initial (inserted or reloaded: fades in)")
            }
        }
        for (path, attributes) in trace.disappearing.sorted(by: { $0.key < $1.key }) {
            if let destination = mapping.indexPathAfterUpdate(path), !mapping.isReloaded(itemBeforeUpdate: path) {
                try expect(attributes, at: path, or: destination, frame: after[destination], fades: false,
                           "final (a survivor going to its new frame)")
            } else {
                try expect(attributes, at: path, or: nil, frame: before[path], fades: true,
                           "final (deleted or reloaded: fades out)")
            }
        }
    }

    /// Each cell's frame by index path (the first, should a layout hold two).
    /// - Complexity: O(n), where n is the number of elements.
    static func cellFrames(_ elements: [LayoutAttributes]) -> [IndexPath: Rect] {
        var frames: [IndexPath: Rect] = [:]
        frames.reserveCapacity(elements.count)
        for element in elements where element.representedElementCategory == .cell && frames[element.indexPath] == nil {
            frames[element.indexPath] = element.frame
        }
        return frames
    }
}
