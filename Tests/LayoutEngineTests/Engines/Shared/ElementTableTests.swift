import Testing
@testable import LayoutEngine

@Suite struct ElementTableTests {
    static func row(_ y: Double, _ height: Double) -> Rect { Rect(x: 0, y: y, width: 10, height: height) }

    @Test func itKnowsWhetherItIsOrderedThroughAppendsAndTruncations() {
        var table = ElementTable(scrollDirection: .vertical)
        #expect(table.isOrderedAlongScrollDirection)
        table.append(Self.row(0, 10), id: .cell(IndexPath(item: 0, section: 0)))
        table.append(Self.row(10, 10), id: .cell(IndexPath(item: 1, section: 0)))
        #expect(table.isOrderedAlongScrollDirection)
        // Same top, lower bottom: the far edge decreases, so the table is no longer ordered.
        table.append(Self.row(10, 5), id: .cell(IndexPath(item: 2, section: 0)))
        #expect(!table.isOrderedAlongScrollDirection)
        table.append(Self.row(30, 5), id: .cell(IndexPath(item: 3, section: 0)))
        #expect(!table.isOrderedAlongScrollDirection)
        table.truncate(to: 2)
        #expect(table.isOrderedAlongScrollDirection && table.elementCount == 2)
        table.append(Self.row(20, 5), id: .cell(IndexPath(item: 2, section: 0)))
        #expect(table.isOrderedAlongScrollDirection)
        table.removeAll()
        #expect(table.elementCount == 0 && table.isOrderedAlongScrollDirection)
    }

    @Test func itKeepsIdentitiesOfEveryCategoryAndKind() {
        var table = ElementTable(scrollDirection: .horizontal)
        let ids: [ElementID] = [.supplementary(.sectionHeader, IndexPath(item: 0, section: 3)), .cell(IndexPath(item: 7, section: 3)),
                                .decoration("background", IndexPath(item: 0, section: 3)),
                                .supplementary("badge", IndexPath(item: 7, section: 3)), .supplementary(.sectionHeader, IndexPath(item: 0, section: 4))]
        for (index, id) in ids.enumerated() {
            table.append(Rect(x: Double(index), y: 0, width: 1, height: 1), id: id)
        }
        #expect((0..<ids.count).map(table.id(ofElementAt:)) == ids)
        #expect(table.attributes(ofElementAt: 3) == LayoutAttributes(id: ids[3], frame: Rect(x: 3, y: 0, width: 1, height: 1)))
        #expect(table.isOrderedAlongScrollDirection)
    }
}
