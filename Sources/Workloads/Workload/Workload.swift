import LabSupport
import LayoutEngine

/// A named list of steps to play on a `SimulatedCollectionView` built from a `Scenario`: the
/// frames of a scroll gesture, rotations, batch updates, self-sizing passes. A workload is data:
/// it is saved to a file and read back (`save(to:)`, `load(path:)`; format in docs/workloads.md)
/// and plays the same way every time (`WorkloadPlayer`).
///
/// The generators (`Workload.steadyScroll`, `.flings`, `.jumps`, `.backAndForth`, `.rotations`,
/// `.splitViewResizes`, `.randomBatches`, `.selfSizingScroll`) are deterministic for their
/// arguments and seed.
public struct Workload: Sendable {
    /// The format version this build reads and writes.
    public static let currentVersion = 1

    /// What a workload exercises, for grouping results.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Scroll frames: steady, flings, jumps, back and forth.
        case scroll
        /// Bounds size changes: rotations, split-view resizes.
        case rotation
        /// Batch updates.
        case batch
        /// Scroll frames each followed by a self-sizing pass.
        case selfSizing
        /// Anything else, such as a hand-written mix.
        case mixed
    }

    public var name: String
    public var kind: Kind
    /// Free text: how the workload was made (the generator's parameters and seed).
    public var summary: String
    /// The data and layout the steps play on; the view starts with the container's size at offset 0.
    public var scenario: Scenario
    /// When set, a saved workload names this scenario file (relative to the workload file's
    /// folder unless absolute) instead of holding the scenario inline.
    public var scenarioPath: String?
    public var steps: [WorkloadStep]

    public init(name: String, kind: Kind, summary: String = "", scenario: Scenario, scenarioPath: String? = nil,
                steps: [WorkloadStep]) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.scenario = scenario
        self.scenarioPath = scenarioPath
        self.steps = steps
    }

    /// A fresh collection view of the scenario, laid out, ready to play the workload on.
    /// - Throws: `LabError` when the scenario's engine is unknown to `registry`.
    public func makeCollectionView(registry: EngineRegistry, query: any QueryStrategy = BinarySearchQuery(),
                                   invalidation: any InvalidationStrategy = IncrementalInvalidation()) throws(LabError)
        -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
        try scenario.makeCollectionView(registry: registry, query: query, invalidation: invalidation)
    }

    /// Plays every step on `view`, untimed: for tests and for building the state a later
    /// workload starts from.
    /// - Throws: `LabError` when a batch does not fit the view's data.
    /// - Complexity: that of every step and its preparation (see `WorkloadPlayer`).
    public func play(on view: SimulatedCollectionView) throws(LabError) {
        var player = WorkloadPlayer(self, view: view)
        while let step = try player.prepareNext() {
            player.apply(step)
        }
    }
}

extension Workload: Equatable {
    /// Equal names, kinds, summaries, scenario paths, steps and scenarios (engine, container,
    /// layout settings and sections).
    public static func == (lhs: Workload, rhs: Workload) -> Bool {
        lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.summary == rhs.summary
            && lhs.scenarioPath == rhs.scenarioPath && lhs.steps == rhs.steps
            && lhs.scenario.engine == rhs.scenario.engine && lhs.scenario.container == rhs.scenario.container
            && lhs.scenario.layout == rhs.scenario.layout && lhs.scenario.sections == rhs.scenario.sections
    }
}
