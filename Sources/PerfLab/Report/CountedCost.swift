/// What Callgrind counted over a benchmark's measured calls (`perflab run --measure instructions`):
/// Valgrind's instruction and data accesses and its simulated cache's misses, as totals over
/// `operations` calls. The same build and input give the same totals to the unit: they are
/// counted, not timed (docs/perflab-counted.md).
///
/// Invariants: every total is non-negative, `operations` is positive, and the misses of a level
/// are at most the accesses (`lastLevelMisses <= firstLevelMisses <= accesses`).
struct CountedCost: Hashable, Sendable {
    /// Instructions executed (Callgrind's `Ir`).
    var instructions: Int
    /// Data reads and writes (`Dr`, `Dw`).
    var dataReads: Int
    var dataWrites: Int
    /// Misses of the simulated first-level caches, instruction and data (`I1mr + D1mr + D1mw`).
    var firstLevelMisses: Int
    /// Misses of the simulated last-level cache (`ILmr + DLmr + DLmw`): accesses that went to memory.
    var lastLevelMisses: Int
    /// The measured calls the totals are over.
    var operations: Int

    /// The weights of the estimated cycles: an access that hits the first level costs 1, one
    /// served by the last level 5, one served by memory 35. These are iai-callgrind's published
    /// weights (its "Estimated Cycles"); they rank changes, they do not predict a machine.
    static let lastLevelHitWeight = 5
    static let memoryWeight = 35

    /// Every access: instruction fetches and data reads and writes.
    var accesses: Int { instructions + dataReads + dataWrites }

    /// `accesses − L1 misses` at 1, `L1 misses − LL misses` at 5, `LL misses` at 35.
    var estimatedCycles: Int {
        (accesses - firstLevelMisses) + Self.lastLevelHitWeight * (firstLevelMisses - lastLevelMisses)
            + Self.memoryWeight * lastLevelMisses
    }

    /// Instructions per measured call.
    var instructionsPerOperation: Double { Double(instructions) / Double(operations) }

    /// Estimated cycles per measured call.
    var estimatedCyclesPerOperation: Double { Double(estimatedCycles) / Double(operations) }

    /// A metric a counted comparison judges, with its default threshold.
    enum Metric: String, CaseIterable, Sendable {
        case instructions
        case estimatedCycles

        /// The relative change beyond which compare flags the metric. 1% for instructions: a
        /// counted figure moves by nothing between runs of one build, and by at most 0.24% between
        /// two builds whose measured code is the same (a file moved elsewhere in the binary).
        /// 15% for estimated cycles: the simulated misses move with where code and data lie, and
        /// builds that differ only elsewhere moved rows' cycles by up to 12.6%
        /// (docs/perflab-counted.md, "Thresholds: what an unrelated change moves").
        var defaultThreshold: Double {
            switch self {
            case .instructions: 0.01
            case .estimatedCycles: 0.15
            }
        }

        /// The metric's value per operation.
        func perOperation(_ cost: CountedCost) -> Double {
            switch self {
            case .instructions: cost.instructionsPerOperation
            case .estimatedCycles: cost.estimatedCyclesPerOperation
            }
        }
    }
}
