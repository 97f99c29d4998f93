@testable import LayoutEngine

/// Shorthands for the expected rows of hand-computed frame tables.
func cell(_ section: Int, _ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutAttributes {
    LayoutAttributes(id: .cell(IndexPath(item: item, section: section)),
                     frame: Rect(x: x, y: y, width: width, height: height))
}

func header(_ section: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutAttributes {
    LayoutAttributes(id: .supplementary(.sectionHeader, IndexPath(item: 0, section: section)),
                     frame: Rect(x: x, y: y, width: width, height: height))
}

func footer(_ section: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutAttributes {
    LayoutAttributes(id: .supplementary(.sectionFooter, IndexPath(item: 0, section: section)),
                     frame: Rect(x: x, y: y, width: width, height: height))
}

extension SimulatedCollectionView.Section {
    /// A section whose items all have their own size (the individual path), from a list of sizes.
    static func sized(_ sizes: [Size]) -> Self {
        Self(itemCount: sizes.count, itemSizes: ContiguousArray(sizes))
    }

    /// A section with per-section overrides, as a delegate would answer them.
    func with(inset: EdgeInsets? = nil, lineSpacing: Double? = nil, interitemSpacing: Double? = nil,
              header: Size? = nil, footer: Size? = nil) -> Self {
        var copy = self
        if let inset { copy.inset = inset }
        if let lineSpacing { copy.minimumLineSpacing = lineSpacing }
        if let interitemSpacing { copy.minimumInteritemSpacing = interitemSpacing }
        if let header { copy.headerSize = header }
        if let footer { copy.footerSize = footer }
        return copy
    }
}

/// A prepared flow layout in a simulated collection view of `width` × `height`.
func preparedFlow(width: Double, height: Double = 500, sections: [SimulatedCollectionView.Section],
                  layoutMargins: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero,
                  configure: (FlowLayout) -> Void = { _ in }) -> (layout: FlowLayout, view: SimulatedCollectionView) {
    let layout = FlowLayout()
    configure(layout)
    let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: height),
                                       sections: sections, layoutMargins: layoutMargins,
                                       safeAreaInsets: safeAreaInsets)
    view.layoutIfNeeded()
    return (layout, view)
}

extension Rect {
    /// The area two rects share, 0 when they only touch or are apart.
    func overlapArea(with other: Rect) -> Double {
        let width = Swift.min(maxX, other.maxX) - Swift.max(minX, other.minX)
        let height = Swift.min(maxY, other.maxY) - Swift.max(minY, other.minY)
        return width > 0 && height > 0 ? width * height : 0
    }
}
