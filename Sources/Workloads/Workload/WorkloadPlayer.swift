import LabSupport
import LayoutEngine

/// Plays a workload on a collection view one step at a time, with the untimed preparation of a
/// step apart from the step itself, so that the perf lab times exactly what a collection view
/// would do:
///
///     var player = WorkloadPlayer(workload, view: view)
///     while let step = try player.prepareNext() {
///         let start = clock.now
///         player.apply(step)
///         record(clock.now - start)
///     }
///
/// `prepareNext()` does the data work: for a batch it validates the batch against the view's
/// counts and builds the sections after it (O(n) for sections with per-item data). `apply(_:)`
/// does only what the step names, allocating no more than the collection view and the layout do.
///
/// Apply each prepared step once, in order, with nothing else changing the view's data in
/// between: a batch is prepared against the data the view holds when it is prepared.
public struct WorkloadPlayer {
    public let workload: Workload
    public let view: SimulatedCollectionView
    /// The index of the step `prepareNext()` prepares next; `workload.steps.count` at the end.
    public private(set) var nextStepIndex = 0

    public init(_ workload: Workload, view: SimulatedCollectionView) {
        self.workload = workload
        self.view = view
    }

    /// One step, ready to apply.
    public struct PreparedStep {
        /// The step's index in the workload.
        public let index: Int
        fileprivate let action: Action
    }

    fileprivate enum Action {
        case scroll(Point)
        case setBounds(Size)
        case batch(BatchUpdate, [SimulatedCollectionView.Section])
        case selfSize
        case query(Rect)
    }

    /// Prepares the next step; nil after the last.
    /// - Throws: `LabError` naming the step when a batch does not fit the view's data (the rule it
    ///   breaks), which only a view changed outside the player, or a workload made by hand in
    ///   code, can cause: a loaded workload's batches were checked against its scenario.
    /// - Complexity: O(1), except for a batch step: O(c log c + s) to validate, plus O(n) for the
    ///   data of the sections it changes (see `WorkloadBatch.sections(after:from:)`).
    public mutating func prepareNext() throws(LabError) -> PreparedStep? {
        guard nextStepIndex < workload.steps.count else { return nil }
        defer { nextStepIndex += 1 }
        let action: Action
        switch workload.steps[nextStepIndex] {
        case .scroll(let offset): action = .scroll(offset)
        case .setBounds(let size): action = .setBounds(size)
        case .selfSizeVisibleCells: action = .selfSize
        case .query(let rect): action = .query(rect)
        case .batchUpdate(let batch):
            let before = view.sections
            let mapping: BatchIndexMapping
            do {
                mapping = try batch.validated(itemCountsBefore: before.map(\.itemCount))
            } catch {
                throw LabError("workload \(workload.name), step \(nextStepIndex): \(error.message)")
            }
            action = .batch(batch.update, batch.sections(after: mapping, from: before))
        }
        return PreparedStep(index: nextStepIndex, action: action)
    }

    /// Applies a prepared step and returns a count it produced, for the caller to consume so that
    /// no work is optimised away: the elements of the last query, or the cells a self-sizing pass
    /// corrected. What each step does:
    /// - scroll: `scroll(to:)`, `layoutIfNeeded()`, `visibleElements()` — one frame;
    /// - setBounds: `setBounds(_:)` with the new size at the current origin, `layoutIfNeeded()`,
    ///   `visibleElements()`;
    /// - batch: `performBatchUpdates(_:resultingIn:)` in the polite order (which lays out, queries
    ///   the visible items and asks their initial and final attributes); returns the appearing items;
    /// - selfSizeVisibleCells: `selfSizeVisibleCells()`, then `layoutIfNeeded()`; returns the
    ///   corrections;
    /// - query: `layoutIfNeeded()`, then `layoutAttributesForElements(in:)` for the rect.
    /// - Precondition: for a batch, the view's data is what it was when the step was prepared.
    @discardableResult
    public func apply(_ step: PreparedStep) -> Int {
        switch step.action {
        case .scroll(let offset):
            view.scroll(to: offset)
            view.layoutIfNeeded()
            return view.visibleElements().count
        case .setBounds(let size):
            view.setBounds(Rect(origin: view.bounds.origin, size: size))
            view.layoutIfNeeded()
            return view.visibleElements().count
        case .batch(let update, let sections):
            do {
                return try view.performBatchUpdates(update, resultingIn: sections).appearing.count
            } catch {
                preconditionFailure("step \(step.index) was prepared for other data: \(error)")
            }
        case .selfSize:
            let corrections = view.selfSizeVisibleCells()
            view.layoutIfNeeded()
            return corrections
        case .query(let rect):
            view.layoutIfNeeded()
            return view.layout.layoutAttributesForElements(in: rect).count
        }
    }
}
