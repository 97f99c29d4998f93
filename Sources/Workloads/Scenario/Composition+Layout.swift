import LayoutEngine

extension Composition {
    /// A new compositional layout for this composition.
    public func makeLayout(scrollDirection: ScrollDirection, query: any QueryStrategy,
                           invalidation: any InvalidationStrategy) -> CompositionalLayout {
        let sections = sections
        precondition(!sections.isEmpty, "a composition with no section")
        return CompositionalLayout(
            configuration: CompositionalLayoutConfiguration(scrollDirection: scrollDirection, interSectionSpacing: interSectionSpacing),
            queryStrategy: query, invalidationStrategy: invalidation) { index, _ in
            sections[index % sections.count].makeSection()
        }
    }
}

extension Composition.Section {
    /// The `LayoutSection` this describes.
    public func makeSection() -> LayoutSection {
        let section = LayoutSection(group: group.makeGroup())
        section.interGroupSpacing = interGroupSpacing
        section.contentInsets = contentInsets
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        for (boundary, kind, alignment) in [(header, ElementKind.sectionHeader, BoundarySupplementaryItem.Alignment.top),
                                            (footer, .sectionFooter, .bottom)] {
            guard let boundary else { continue }
            var item = BoundarySupplementaryItem(layoutSize: boundary.size, elementKind: kind, alignment: boundary.alignment ?? alignment,
                                                 offset: boundary.offset)
            item.pinToVisibleBounds = boundary.pinToVisibleBounds
            item.extendsBoundary = boundary.extendsBoundary
            section.boundarySupplementaryItems.append(item)
        }
        if let background {
            var decoration = DecorationItem.background(elementKind: "background")
            decoration.contentInsets = background
            section.decorationItems = [decoration]
        }
        return section
    }
}

extension Composition.Item {
    public func makeItem() -> LayoutItem {
        let item = LayoutItem(layoutSize: size, supplementaryItems: badge.map { [$0] } ?? [])
        item.contentInsets = contentInsets
        if let edgeSpacing {
            item.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(edgeSpacing.left), top: .fixed(edgeSpacing.top),
                                                 trailing: .fixed(edgeSpacing.right), bottom: .fixed(edgeSpacing.bottom))
        }
        return item
    }
}

extension Composition.Group {
    /// The `LayoutGroup` this describes.
    /// - Precondition: a line has at least one subitem, and one only with a count.
    public func makeGroup() -> LayoutGroup {
        let items: [LayoutItem] = subitems.map {
            switch $0 {
            case .item(let item): item.makeItem()
            case .group(let group): group.makeGroup()
            }
        }
        let group: LayoutGroup
        switch arrangement {
        case .horizontal:
            group = count.map { .horizontal(layoutSize: size, subitem: items[0], count: $0) } ?? .horizontal(layoutSize: size, subitems: items)
        case .vertical:
            group = count.map { .vertical(layoutSize: size, subitem: items[0], count: $0) } ?? .vertical(layoutSize: size, subitems: items)
        case .diagonal:
            let n = Swift.max(1, count ?? 3)
            group = .custom(layoutSize: size) { environment in
                let size = environment.container.contentSize
                let width = size.width / Double(n), height = size.height / Double(n)
                return (0..<n).map { LayoutGroupCustomItem(frame: Rect(x: Double($0) * width, y: Double($0) * height, width: width, height: height)) }
            }
        case .split:
            let n = Swift.max(2, count ?? 3)
            group = .custom(layoutSize: size) { environment in
                let size = environment.container.contentSize
                let half = size.width / 2, row = size.height / Double(n - 1)
                return [LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: half, height: size.height))]
                    + (0..<n - 1).map { LayoutGroupCustomItem(frame: Rect(x: half, y: Double($0) * row, width: size.width - half, height: row)) }
            }
        }
        group.interItemSpacing = interItemSpacing
        group.contentInsets = contentInsets
        return group
    }
}
