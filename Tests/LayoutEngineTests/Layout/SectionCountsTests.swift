import Testing
@testable import LayoutEngine

/// The item counts a layout prepared with, and where newer counts first differ from them.
@Suite struct SectionCountsTests {
    @Test func sectionCountsFindTheFirstChange() {
        let old = SectionCounts([3, 5, 0])
        #expect(old.firstDifference(to: SectionCounts([3, 5, 0])) == nil)
        #expect(old.firstDifference(to: SectionCounts([3, 8, 0])) == IndexPath(item: 5, section: 1))   // appended to section 1
        #expect(old.firstDifference(to: SectionCounts([3, 2, 0])) == IndexPath(item: 2, section: 1))   // removed from its end
        #expect(old.firstDifference(to: SectionCounts([3, 5, 0, 4])) == IndexPath(item: 0, section: 3)) // a section appended
        #expect(old.firstDifference(to: SectionCounts([3])) == IndexPath(item: 0, section: 1))
        #expect(old.firstDifference(to: SectionCounts([4, 5, 1])) == IndexPath(item: 3, section: 0))  // the first change wins
    }
}
