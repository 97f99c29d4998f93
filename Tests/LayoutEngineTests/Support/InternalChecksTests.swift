import Testing
@testable import LayoutEngine

/// The internal checks follow the build: Package.swift turns them on for debug builds (so every
/// test of a debug build runs with them), and a release build has them only when asked for
/// (`-Xswiftc -DLAYOUT_INTERNAL_CHECKS`, as scripts/fuzz-campaign does).
@Suite struct InternalChecksTests {
    @Test func debugBuildsCheckThemselves() {
        #if DEBUG
        #expect(InternalChecks.areEnabled, "Package.swift no longer defines LAYOUT_INTERNAL_CHECKS for debug builds")
        #elseif LAYOUT_INTERNAL_CHECKS
        #expect(InternalChecks.areEnabled, "the tests were built with the checks, LayoutEngine without")
        #else
        #expect(!InternalChecks.areEnabled, "a release build carries the internal checks it was not asked for")
        #endif
    }
}
