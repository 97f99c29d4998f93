import LabSupport
import Testing
import Workloads
@testable import LayoutEngine

/// The scenario files of the boundary-item and badge features (docs/scenarios), in the style of
/// seed 004's examples, checked frame by frame against tables derived by hand; each reads back
/// from its own JSON output unchanged.
@Suite struct CompositionalFeatureScenarioTests {
    static let folder = #filePath.components(separatedBy: "/Tests/")[0] + "/docs/scenarios"

    func load(_ name: String) throws -> (scenario: Scenario, view: SimulatedCollectionView, layout: CompositionalLayout) {
        let scenario = try Scenario.load(path: "\(Self.folder)/\(name).json", registry: .builtIn)
        let decoded = try Scenario.decode(JSONParser.parse(scenario.jsonOutput(registry: .builtIn).serialized(pretty: true)), registry: .builtIn)
        #expect(decoded.layout == scenario.layout, "\(name) round trip")
        let made = try scenario.makeCollectionView(registry: .builtIn)
        return (scenario, made.view, try #require(made.layout as? CompositionalLayout))
    }

    func supplementary(_ kind: ElementKind, _ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                       zIndex: Int = 0) -> LayoutAttributes {
        LayoutAttributes(id: .supplementary(kind, IndexPath(item: item, section: 0)), frame: Rect(x: x, y: y, width: width, height: height),
                         zIndex: zIndex)
    }

    /// compositional-boundary-badges.json, 320 × 600, 7 items. Items 0.2 · 320 = 64 square, five
    /// a row. Header 120 × 44 `topTrailing`: x = 320 − 120 = 200, y = 0; rows start at 44 and 108,
    /// item i at (64 · (i mod 5), 44 + 64 · ⌊i/5⌋). Badges 12 × 12 on the top-right corner moved by
    /// (0.5 · 12, −0.5 · 12) = (6, −6): x = minX + 64 − 12 + 6 = minX + 58, y = minY − 6. Footer
    /// 200 × 30 `bottom` (centred, x = 60) moved by (5, 7): the section is 44 + 128 + 30 = 202
    /// long, the footer at 202 − 30 + 7 = 179, x 65. Content: 326 wide (the fifth badge ends at
    /// 256 + 58 + 12), 209 tall (the moved footer).
    @Test func boundaryItemsAndBadges() throws {
        let (_, view, layout) = try load("compositional-boundary-badges")
        let items = (0..<7).map { cell(0, $0, Double(64 * ($0 % 5)), Double(44 + 64 * ($0 / 5)), 64, 64) }
        let badges = (0..<7).map { supplementary("badge", $0, Double(64 * ($0 % 5) + 58), Double(44 + 64 * ($0 / 5) - 6), 12, 12, zIndex: 1) }
        #expect(layout.allElements == [supplementary(.sectionHeader, 0, 200, 0, 120, 44)] + items + badges
                + [supplementary(.sectionFooter, 0, 65, 179, 200, 30)])
        #expect(layout.collectionViewContentSize == Size(width: 326, height: 209))
        withExtendedLifetime(view) {}
    }

    /// compositional-overlay-header.json, 320 × 600, 5 items. Insets 10: content 300 wide from
    /// x 10; two items a row, (300 − 10)/2 = 145 wide, at x 10 and 165; rows 44 tall. The header
    /// does not extend the boundary, so the rows start at the top inset, y = 10, 54, 98. Header
    /// 300 × 30 (`top`, centred: x 10), pinned: it travels 172 − 30 = 142 (the section: 10 + 132
    /// + 10 + the footer's 20 = 172 long), at y 0 for the bounds at 0 and y 60 for a scroll to 60.
    /// Footer 100 × 20 `bottomLeading`: x 10, y 172 − 20 = 152. Content 320 × 172.
    @Test func aPinnedOverlayHeader() throws {
        let (_, view, layout) = try load("compositional-overlay-header")
        let items = (0..<5).map { cell(0, $0, $0 % 2 == 0 ? 10 : 165, Double(10 + 44 * ($0 / 2)), 145, 44) }
        let footer = supplementary(.sectionFooter, 0, 10, 152, 100, 20)
        #expect(layout.allElements == [supplementary(.sectionHeader, 0, 10, 0, 300, 30)] + items + [footer])
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 172))
        view.scroll(to: Point(x: 0, y: 60))
        view.layoutIfNeeded()
        #expect(layout.allElements == [supplementary(.sectionHeader, 0, 10, 60, 300, 30)] + items + [footer])
    }
}
