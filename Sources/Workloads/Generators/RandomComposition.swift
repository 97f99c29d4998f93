import LabSupport
import LayoutEngine

/// Random compositions for the fuzzer and the tests: one to three section descriptions with
/// groups up to three levels deep (lines fitting what they can or `count`-based, custom kinds),
/// every kind of dimension, fixed and flexible spacing, insets and edge spacing, headers and
/// footers (some pinned, aligned to a corner or centred, moved by an offset, or laid over the
/// section), backgrounds, orthogonal sections, self-sizing sections, and badges on items.
public enum RandomComposition {
    /// A composition drawn from `generator`, for a layout scrolling in `direction`.
    public static func make(scrollDirection direction: ScrollDirection, using generator: inout SeededGenerator) -> Composition {
        let sections = (0..<generator.int(in: 1...3)).map { _ in section(direction: direction, using: &generator) }
        return Composition(sections: sections,
                           interSectionSpacing: generator.chance(0.3) ? RandomScenario.length(using: &generator, up: 20) : 0)
    }

    static func section(direction: ScrollDirection, using generator: inout SeededGenerator) -> Composition.Section {
        let selfSizing = generator.chance(0.15)
        var section = Composition.Section(group: selfSizing ? selfSizingGroup(direction: direction, using: &generator)
                                                            : group(depth: 0, using: &generator))
        section.interGroupSpacing = generator.chance(0.5) ? RandomScenario.length(using: &generator, up: 15) : 0
        if generator.chance(0.4) { section.contentInsets = RandomScenario.insets(using: &generator, up: 30) }
        if !selfSizing && generator.chance(0.2) {
            section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior.allCases[generator.int(in: 1..<OrthogonalScrollingBehavior.allCases.count)]
        }
        let along: (inout SeededGenerator) -> LayoutSize = { generator in
            let length = LayoutDimension.absolute(RandomScenario.length(using: &generator, up: 60))
            let across = generator.chance(0.7) ? LayoutDimension.fractionalWidth(1) : .absolute(RandomScenario.length(using: &generator, up: 400))
            return direction == .vertical ? LayoutSize(widthDimension: across, heightDimension: length)
                                          : LayoutSize(widthDimension: length, heightDimension: across == .fractionalWidth(1) ? .fractionalHeight(1) : across)
        }
        if generator.chance(0.4) { section.header = Composition.Boundary(size: along(&generator), pinToVisibleBounds: generator.chance(0.5)) }
        if generator.chance(0.3) { section.footer = Composition.Boundary(size: along(&generator), pinToVisibleBounds: generator.chance(0.4)) }
        if generator.chance(0.3) { section.background = generator.chance(0.5) ? .zero : RandomScenario.insets(using: &generator, up: 20) }
        // Drawn from a fork, so that the main stream, which recorded case seeds depend on, is unchanged.
        var fork = generator
        var extras = SeededGenerator(seed: fork.next() ^ 0xA11C_E0FF_5E75_B0DE)
        attachedItems(to: &section, using: &extras)
        return section
    }

    /// Boundary alignments, offsets and overlays, and badges on the group's own items, kept inside
    /// the content (the layout promises it): offsets point down and right, which the content
    /// grows to cover; badges are at most as large as their item, moved by at most half their size,
    /// and only in sections that do not scroll orthogonally.
    static func attachedItems(to section: inout Composition.Section, using generator: inout SeededGenerator) {
        for keyPath in [\Composition.Section.header, \.footer] where section[keyPath: keyPath] != nil {
            if generator.chance(0.5) {
                section[keyPath: keyPath]!.alignment = BoundarySupplementaryItem.Alignment.allCases[generator.int(in: 0..<8)]
            }
            if generator.chance(0.3) {
                section[keyPath: keyPath]!.offset = Point(x: Double(generator.int(in: 0...20)), y: Double(generator.int(in: 0...20)))
            }
            section[keyPath: keyPath]!.extendsBoundary = !generator.chance(0.25)
        }
        // Badges scroll with their cells in an orthogonal section, where the fuzzer's inside-content
        // check exempts the cells only: none there.
        guard generator.chance(0.3), section.orthogonalScrollingBehavior == .none else { return }
        let fractions: [Double] = [0.1, 0.25, 0.5, 1]
        section.group.subitems = section.group.subitems.map { subitem in
            guard case .item(var item) = subitem, generator.chance(0.7) else { return subitem }
            let named: [LayoutAnchor.Edges] = [.top, .leading, .bottom, .trailing]
            let edges = named.reduce(into: LayoutAnchor.Edges()) { edges, edge in if generator.chance(0.4) { edges.insert(edge) } }
            let offset = Point(x: Double(generator.int(in: 0...2)) / 4, y: Double(generator.int(in: 0...2)) / 4)
            item.badge = LayoutSupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(fractions[generator.int(in: 0..<4)]),
                                       heightDimension: .fractionalHeight(fractions[generator.int(in: 0..<4)])),
                elementKind: "badge", containerAnchor: LayoutAnchor(edges: edges, fractionalOffset: offset))
            return .item(item)
        }
    }

    /// A line across the scroll direction of items whose length along it is estimated, in a
    /// group whose length along it is estimated: a section that sizes its cells.
    static func selfSizingGroup(direction: ScrollDirection, using generator: inout SeededGenerator) -> Composition.Group {
        let vertical = direction == .vertical
        let estimate = LayoutDimension.estimated(Double(generator.int(in: 10...120)))
        let itemAcross = LayoutDimension.fractionalWidth(1 / Double(generator.int(in: 1...4)))
        var item = Composition.Item(size: vertical ? LayoutSize(widthDimension: itemAcross, heightDimension: estimate)
                                                   : LayoutSize(widthDimension: estimate, heightDimension: .fractionalHeight(1 / Double(generator.int(in: 1...4)))))
        if generator.chance(0.4) { item.contentInsets = RandomScenario.insets(using: &generator, up: 8) }
        let size = vertical ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Double(generator.int(in: 10...120))))
                            : LayoutSize(widthDimension: .estimated(Double(generator.int(in: 10...120))), heightDimension: .fractionalHeight(1))
        var group = Composition.Group(arrangement: vertical ? .horizontal : .vertical, size: size, subitems: [.item(item)],
                                      count: generator.chance(0.4) ? generator.int(in: 1...4) : nil)
        if generator.chance(0.4) { group.interItemSpacing = .fixed(RandomScenario.length(using: &generator, up: 10)) }
        return group
    }

    static func group(depth: Int, using generator: inout SeededGenerator) -> Composition.Group {
        let size = LayoutSize(widthDimension: dimension(forGroup: depth, using: &generator),
                              heightDimension: dimension(forGroup: depth, using: &generator))
        if generator.chance(0.12) {
            return Composition.Group(arrangement: generator.chance(0.5) ? .diagonal : .split, size: size, subitems: [],
                                     count: generator.int(in: 2...4))
        }
        let arrangement: Composition.Arrangement = generator.chance(0.6) ? .horizontal : .vertical
        let counted = generator.chance(0.3)
        let subitems = (0..<(counted ? 1 : generator.int(in: 1...3))).map { _ -> Composition.Subitem in
            depth < 2 && generator.chance(0.2) ? .group(Self.group(depth: depth + 1, using: &generator)) : .item(item(using: &generator))
        }
        var made = Composition.Group(arrangement: arrangement, size: size, subitems: subitems,
                                      count: counted ? generator.int(in: 1...5) : nil)
        switch generator.int(in: 0..<3) {
        case 0: made.interItemSpacing = .fixed(RandomScenario.length(using: &generator, up: 12))
        case 1: made.interItemSpacing = .flexible(RandomScenario.length(using: &generator, up: 12))
        default: break
        }
        if generator.chance(0.2) { made.contentInsets = RandomScenario.insets(using: &generator, up: 10) }
        return made
    }

    static func item(using generator: inout SeededGenerator) -> Composition.Item {
        var item = Composition.Item(size: LayoutSize(widthDimension: dimension(forGroup: 3, using: &generator),
                                                     heightDimension: dimension(forGroup: 3, using: &generator)))
        if generator.chance(0.3) { item.contentInsets = RandomScenario.insets(using: &generator, up: 8) }
        if generator.chance(0.15) { item.edgeSpacing = RandomScenario.insets(using: &generator, up: 6) }
        return item
    }

    /// A dimension: for a section's group (depth 0), mostly fractions of the container or a
    /// few hundred points; deeper, mostly fractions of the parent.
    static func dimension(forGroup depth: Int, using generator: inout SeededGenerator) -> LayoutDimension {
        let fractions: [Double] = [1, 0.5, 1.0 / 3, 0.25, 0.2, 0.8, 0.6]
        switch generator.int(in: 0..<10) {
        case 0...3: return .fractionalWidth(fractions[generator.int(in: 0..<fractions.count)])
        case 4...5: return .fractionalHeight(depth == 0 ? fractions[generator.int(in: 0..<fractions.count)] / 2
                                                        : fractions[generator.int(in: 0..<fractions.count)])
        case 6: return .estimated(RandomScenario.length(using: &generator, up: 150))
        default: return .absolute(RandomScenario.length(using: &generator, up: depth == 0 ? 300 : 120))
        }
    }
}
