/// The simulated collection view answers a flow layout's delegate questions from its sections:
/// per-item sizes when a section has them, per-section overrides, else the layout's properties.
extension SimulatedCollectionView: FlowLayoutDelegate {
    /// True when the section has `itemSizes`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               sizesItemsIndividuallyInSection section: Int) -> Bool {
        sections[section].itemSizes != nil
    }

    /// The section's `itemSizes` entry; `layout.itemSize` for an item beyond them.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               sizeForItemAt indexPath: IndexPath) -> Size {
        // A count raised without sizes to match (the fuzzer edits sections directly) reads the
        // layout's size rather than trapping.
        sections[indexPath.section].itemSizes?.element(at: indexPath.item) ?? layout.itemSize
    }

    /// The section's `inset`, else `layout.sectionInset`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        sections[section].inset ?? layout.sectionInset
    }

    /// The section's `minimumLineSpacing`, else the layout's.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               minimumLineSpacingForSectionAt section: Int) -> Double {
        sections[section].minimumLineSpacing ?? layout.minimumLineSpacing
    }

    /// The section's `minimumInteritemSpacing`, else the layout's.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> Double {
        sections[section].minimumInteritemSpacing ?? layout.minimumInteritemSpacing
    }

    /// The section's `headerSize`, else `layout.headerReferenceSize`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               referenceSizeForHeaderInSection section: Int) -> Size {
        sections[section].headerSize ?? layout.headerReferenceSize
    }

    /// The section's `footerSize`, else `layout.footerReferenceSize`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               referenceSizeForFooterInSection section: Int) -> Size {
        sections[section].footerSize ?? layout.footerReferenceSize
    }
}
