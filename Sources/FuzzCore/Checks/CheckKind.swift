/// The kinds of check a fuzz case runs, as the campaign summary counts them ("checks: …") and
/// docs/fuzzing.md names them. A kind groups the failures it can report: `invariants` reports
/// `finite`, `inside-content`, `lookup`, `one-cell-per-item` and `no-overlap`; `spec-properties`
/// reports each property under its own name; the others report under their own.
package enum CheckKind: String, CaseIterable, Comparable, Sendable {
    case strategiesAgree = "strategies-agree"
    case invariants
    case matchesFreshLayout = "matches-fresh-layout"
    case queryMatchesReference = "query-matches-reference"
    case specProperties = "spec-properties"
    case batchRulesAndMapping = "batch-rules-and-mapping"
    case refusalChangesNothing = "refusal-changes-nothing"
    case staleQuery = "stale-query"
    case animatedUpdates = "animated-updates"
    /// What the platform would have logged about the layout (`ReportsPlatformWarnings`: UIKit's
    /// run-time warnings, for a UIKit layout); the warning's kind refines the signature.
    case platformWarnings = "platform-warnings"

    /// In the summary's order: by name.
    package static func < (lhs: CheckKind, rhs: CheckKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
