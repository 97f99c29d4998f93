import LayoutEngine

extension Scenario.LayoutSettings {
    /// Sets every property the settings name on a flow layout.
    public func apply(to layout: FlowLayout) {
        if let scrollDirection { layout.scrollDirection = scrollDirection }
        if let itemSize { layout.itemSize = itemSize }
        if let estimatedItemSize { layout.estimatedItemSize = estimatedItemSize }
        if let minimumLineSpacing { layout.minimumLineSpacing = minimumLineSpacing }
        if let minimumInteritemSpacing { layout.minimumInteritemSpacing = minimumInteritemSpacing }
        if let headerReferenceSize { layout.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize { layout.footerReferenceSize = footerReferenceSize }
        if let sectionInset { layout.sectionInset = sectionInset }
        if let sectionInsetReference { layout.sectionInsetReference = sectionInsetReference }
        if let singleItemLineAlignment { layout.singleItemLineAlignment = singleItemLineAlignment }
        if let lastLineAlignment { layout.lastLineAlignment = lastLineAlignment }
    }
}
