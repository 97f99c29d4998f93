import Testing
import UIKit

/// UIKit's `IndexPath` extension: section first, then item (or row).
struct IndexPathTests {
    @Test func itemAndSectionAreTheTwoIndexes() {
        let path = IndexPath(item: 3, section: 1)
        #expect(path.section == 1)
        #expect(path.item == 3)
        #expect(path.row == 3)
        #expect(Array(path) == [1, 3])
        #expect(IndexPath(row: 3, section: 1) == path)
    }

    @Test func aPathWithoutTwoIndexesReadsNotFoundAndNeverTraps() {
        var empty = IndexPath()
        #expect(empty.section == NSNotFound)
        #expect(empty.item == NSNotFound)
        empty.item = 4
        #expect(empty.count == 0)
        var one = IndexPath(index: 2)
        #expect(one.section == 2)
        #expect(one.item == NSNotFound)
        one.section = 5
        #expect(one.section == 5)
    }
}
