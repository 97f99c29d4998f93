/// The check a failure reports, as a type: a kind that reports under its own name, one of the
/// parts of a kind that groups several (the invariants, the batch checks), a rule of the engine's
/// specification, or a crash (the seed record `fuzz run` writes before a case runs). Reproducers
/// and failure records write it by `name` and read it back with `init(name:)`, so the files keep
/// the names they always had.
package enum FailedCheck: Hashable, Sendable, CustomStringConvertible {
    /// A kind that reports under its own name: strategies-agree, matches-fresh-layout,
    /// query-matches-reference, refusal-changes-nothing, stale-query, animated-updates (never
    /// `invariants`, `batchRulesAndMapping` or `specProperties`, which report their parts).
    case kind(CheckKind)
    /// One of the invariants (`CheckKind.invariants`).
    case invariant(Invariant)
    /// One of the batch update's checks against the reference model (`CheckKind.batchRulesAndMapping`).
    case batch(Batch)
    /// A rule of the engine's specification, named by the engine's descriptor (`SpecProperty.name`):
    /// a user's engine declares its own.
    case specProperty(String)
    /// The process died while the case ran: a trap (the in-progress seed record, or a case of
    /// `fuzz run --isolate` whose child died by a signal).
    case crash
    /// The case ran past its time box (`fuzz run --isolate --case-timeout`): a layout that never
    /// returns, or takes longer than any user would wait.
    case timeBox

    package enum Invariant: String, CaseIterable, Sendable {
        case finite, lookup
        case insideContent = "inside-content", noOverlap = "no-overlap", oneCellPerItem = "one-cell-per-item"
    }

    package enum Batch: String, CaseIterable, Sendable {
        case rules = "batch-rules", reachesTarget = "batch-reaches-target", mapping = "batch-mapping"
    }

    /// The name files and messages use (`no-overlap`, `batch-rules`, a spec property's own name).
    package var name: String {
        switch self {
        case .kind(let kind): kind.rawValue
        case .invariant(let invariant): invariant.rawValue
        case .batch(let batch): batch.rawValue
        case .specProperty(let name): name
        case .crash: "crash"
        case .timeBox: "time-box"
        }
    }

    package var description: String { name }

    /// The check `name` names: a built-in check's name gives that check, any other name a spec
    /// property of that name.
    package init(name: String) {
        if name == "crash" {
            self = .crash
        } else if name == "time-box" {
            self = .timeBox
        } else if let invariant = Invariant(rawValue: name) {
            self = .invariant(invariant)
        } else if let batch = Batch(rawValue: name) {
            self = .batch(batch)
        } else if let kind = CheckKind(rawValue: name), ![.invariants, .batchRulesAndMapping, .specProperties].contains(kind) {
            self = .kind(kind)
        } else {
            self = .specProperty(name)
        }
    }
}
