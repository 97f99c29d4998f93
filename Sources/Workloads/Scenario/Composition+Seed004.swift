import LayoutEngine

/// The four compositions of seed 004 ("Implementing Modern Collection Views"), as the sample
/// writes them; docs/scenarios/compositional-*.json hold the same.
extension Composition {
    private static let fullItem = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))

    /// Grid: rows of five items, each a fifth of the width, rows as tall as a fifth of the width.
    public static let seedGrid = Composition(sections: [Section(group: Group(
        arrangement: .horizontal,
        size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
        subitems: [.item(Item(size: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1))))]))])

    /// Inset Items Grid: the grid, each item inset by 5 on every edge.
    public static let seedInsetItemsGrid: Composition = {
        var item = Item(size: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        item.contentInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        return Composition(sections: [Section(group: Group(
            arrangement: .horizontal,
            size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [.item(item)]))])
    }()

    /// Two-Column Grid: rows 44 tall of two items, 10 apart; `count` sets the items' width.
    public static let seedTwoColumnGrid: Composition = {
        var group = Group(arrangement: .horizontal,
                          size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                          subitems: [.item(Item(size: fullItem))], count: 2)
        group.interItemSpacing = .fixed(10)
        return Composition(sections: [Section(group: group)])
    }()

    /// Distinct Sections: a list (one column, rows 44 tall), a grid of five and a grid of three
    /// (rows a fifth of the width tall), items inset by 2, sections by 20; section `i` takes
    /// kind `i % 3` (the sample has exactly three sections).
    public static let seedDistinctSections: Composition = {
        Composition(sections: [1, 5, 3].map { columns in
            var item = Item(size: fullItem)
            item.contentInsets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
            let height: LayoutDimension = columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
            var section = Section(group: Group(arrangement: .horizontal,
                                               size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
                                               subitems: [.item(item)], count: columns))
            section.contentInsets = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            return section
        })
    }()
}
