import LabSupport
import LayoutEngine
import Testing
@testable import FuzzCore
@testable import Workloads

/// The compositional layout's spec properties (`CompositionalSpec`): a frame table derived by hand
/// from docs/compositional-layout.md meets them (and is what the engine lays out); a frame that
/// breaks one rule is found by that rule's property.
@Suite struct CompositionalSpecTests {
    func violations(_ scenario: Scenario, elements: [LayoutAttributes]? = nil) throws -> [String: SpecViolation] {
        try scenario.specViolations(elements: elements)
    }

    /// A 300 × 600 container, one section of three items, insets 10 top, 20 left, 15 bottom, 30
    /// right: the content width is 300 − 20 − 30 = 250. The group is a horizontal line 250 wide
    /// (fractional width 1) and 40 tall of 100-point items 10 apart: 100 + 10 + 100 = 210 fits in
    /// 250, a third would end at 320, so two leaves, at x 0 and 110 in the group; three items make
    /// two groups, 5 apart. The header (fractional width 1 → 250, 30 tall, `top`: the start,
    /// centred) is at y 0, x 20; the groups start after it and the top inset, at y 40, then
    /// 40 + 40 + 5 = 85; they end at 85 + 40 = 125, the bottom inset at 140, where the footer
    /// (100 × 20, `bottomTrailing`: the end, at the trailing inset, x 20 + 250 − 100 = 170) starts.
    static let scenario: Scenario = {
        let item = Composition.Item(size: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        var group = Composition.Group(arrangement: .horizontal,
                                      size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                      subitems: [.item(item)])
        group.interItemSpacing = .fixed(10)
        var section = Composition.Section(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = EdgeInsets(top: 10, left: 20, bottom: 15, right: 30)
        section.header = Composition.Boundary(size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
        var footer = Composition.Boundary(size: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(20)))
        footer.alignment = .bottomTrailing
        section.footer = footer
        var settings = Scenario.LayoutSettings()
        settings[.composition] = Composition(sections: [section])
        return Scenario(engine: "compositional", container: .init(width: 300, height: 600), layout: settings,
                        sections: [SimulatedCollectionView.Section(itemCount: 3)])
    }()

    static let frames: [LayoutAttributes] = [
        LayoutAttributes(id: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)), frame: Rect(x: 20, y: 0, width: 250, height: 30)),
        LayoutAttributes(id: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 20, y: 40, width: 100, height: 40)),
        LayoutAttributes(id: .cell(IndexPath(item: 1, section: 0)), frame: Rect(x: 130, y: 40, width: 100, height: 40)),
        LayoutAttributes(id: .cell(IndexPath(item: 2, section: 0)), frame: Rect(x: 20, y: 85, width: 100, height: 40)),
        LayoutAttributes(id: .supplementary(.sectionFooter, IndexPath(item: 0, section: 0)), frame: Rect(x: 170, y: 140, width: 100, height: 20)),
    ]

    @Test func theHandDerivedFramesMeetEveryRuleAndAreTheEnginesFrames() throws {
        #expect(try violations(Self.scenario, elements: Self.frames).isEmpty)
        let (view, layout) = try Self.scenario.makeCollectionView(registry: .builtIn)
        let laidOut = Dictionary(uniqueKeysWithValues: layout.allElements.map { ($0.id, $0.frame) })
        withExtendedLifetime(view) {
            for element in Self.frames {
                #expect(laidOut[element.id] == element.frame, "\(element.id)")
            }
        }
    }

    /// Each broken frame is found by its rule's property, naming the element.
    @Test(arguments: [
        (3, Rect(x: 20, y: 80, width: 100, height: 40), "compositional-item-frames"),    // no inter-group spacing
        (2, Rect(x: 125, y: 40, width: 100, height: 40), "compositional-item-frames"),   // half the inter-item spacing
        (1, Rect(x: 20, y: 30, width: 100, height: 40), "compositional-item-frames"),    // no top inset
        (1, Rect(x: 0, y: 40, width: 100, height: 40), "compositional-item-frames"),     // no leading inset
        (0, Rect(x: 20, y: 0, width: 250, height: 20), "compositional-boundary-items"),  // a header of the wrong length
        (4, Rect(x: 170, y: 125, width: 100, height: 20), "compositional-boundary-items"), // the footer before the bottom inset
        (4, Rect(x: 95, y: 140, width: 100, height: 20), "compositional-boundary-items"),  // the footer centred, not trailing
    ])
    func aBrokenRuleIsFoundByItsProperty(index: Int, frame: Rect, property: String) throws {
        var elements = Self.frames
        elements[index].frame = frame
        let found = try violations(Self.scenario, elements: elements)
        #expect(found[property]?.element == elements[index].id, "\(found)")
    }

    /// A described footer that is missing, and a header the description does not have, are found.
    @Test func boundaryItemsArePresentExactlyWhenDescribed() throws {
        let withoutFooter = Array(Self.frames.dropLast())
        #expect(try violations(Self.scenario, elements: withoutFooter)["compositional-boundary-items"]?.element
                == .supplementary(.sectionFooter, IndexPath(item: 0, section: 0)))
        var extra = Self.frames
        extra.append(LayoutAttributes(id: .supplementary(.sectionHeader, IndexPath(item: 0, section: 1)), frame: .zero))
        var twoSections = Self.scenario
        twoSections.sections.append(SimulatedCollectionView.Section(itemCount: 0))
        var settings = twoSections.layout
        var composition = settings[.composition]!
        var bare = composition.sections[0]
        bare.header = nil
        composition.sections.append(bare)
        settings[.composition] = composition
        twoSections.layout = settings
        #expect(try violations(twoSections, elements: extra)["compositional-boundary-items"]?.element
                == .supplementary(.sectionHeader, IndexPath(item: 0, section: 1)))
    }

    /// A group whose repeats the docs leave open (a line of subitems that take no length) is not
    /// resolved, so its cells are not checked; a counted line is.
    @Test func openCasesAreNotResolved() {
        let empty = Composition.Item(size: LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(10)))
        let line = Composition.Group(arrangement: .horizontal,
                                     size: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(10)),
                                     subitems: [.item(empty)])
        let frame = Rect(x: 0, y: 0, width: 100, height: 10)
        #expect(CompositionalSpecGroups.leaves(of: line, in: frame) == nil)
        var counted = line
        counted.count = 4
        counted.interItemSpacing = .fixed(4)
        // (100 − 3 · 4) / 4 = 22 each, 26 apart.
        #expect(CompositionalSpecGroups.leaves(of: counted, in: frame)?.map(\.cell.minX) == [0, 26, 52, 78])
        #expect(CompositionalSpecGroups.leaves(of: counted, in: frame)?.map(\.cell.width) == [22, 22, 22, 22])
    }
}
