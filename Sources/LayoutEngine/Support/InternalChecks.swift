/// Whether LayoutEngine was compiled with its internal checks: the `_checkInvariants()` of every
/// stateful type (`Type+Invariants.swift`), which run after every mutation — a tree's after each
/// update, a flow section's storage after each relayout, a calendar day after each summary, an
/// engine after each `prepare()` — and trap with a message naming what is inconsistent.
///
/// The checks are compiled in when the compilation condition `LAYOUT_INTERNAL_CHECKS` is set:
/// Package.swift sets it for debug builds, and `scripts/fuzz-campaign` builds its release binary
/// with `-Xswiftc -DLAYOUT_INTERNAL_CHECKS` (in a scratch folder of its own, so that the release
/// build perflab measures never carries them), so the campaign CI runs drives the storage through
/// its changes with every check on. What they cost: docs/fuzzing.md, "Internal checks".
/// (swift-collections' `COLLECTIONS_INTERNAL_CHECKS` is the model.)
package enum InternalChecks {
    /// True when the checks are compiled in.
    #if LAYOUT_INTERNAL_CHECKS
    package static let areEnabled = true
    #else
    package static let areEnabled = false
    #endif
}
