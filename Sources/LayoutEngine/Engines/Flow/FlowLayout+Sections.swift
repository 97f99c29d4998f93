extension FlowLayout {
    /// The section's metrics, from the delegate when the collection view is one, else from the
    /// layout's properties; sanitised.
    func metrics(forSection section: Int, axes: ScrollAxes) -> FlowSectionMetrics {
        var inset = sectionInset, header = headerReferenceSize, footer = footerReferenceSize
        var lineSpacing = minimumLineSpacing, interitemSpacing = minimumInteritemSpacing
        var individually = false
        if let delegate = collectionView as? any FlowLayoutDelegate {
            inset = delegate.collectionView(delegate, layout: self, insetForSectionAt: section)
            header = delegate.collectionView(delegate, layout: self, referenceSizeForHeaderInSection: section)
            footer = delegate.collectionView(delegate, layout: self, referenceSizeForFooterInSection: section)
            lineSpacing = delegate.collectionView(delegate, layout: self, minimumLineSpacingForSectionAt: section)
            interitemSpacing = delegate.collectionView(delegate, layout: self,
                                                       minimumInteritemSpacingForSectionAt: section)
            individually = delegate.collectionView(delegate, layout: self, sizesItemsIndividuallyInSection: section)
        }
        let sizing: FlowItemSizing = isEstimatingItemSizes || individually ? .individual : .uniform(itemSize.sanitized)
        return FlowSectionMetrics(inset: inset.sanitized, lineSpacing: lineSpacing.sanitizedLength,
                                  interitemSpacing: interitemSpacing.sanitizedLength,
                                  headerLength: axes.along(header.sanitized), footerLength: axes.along(footer.sanitized),
                                  sizing: sizing)
    }

    /// A function giving the size of each item of `section`, for a section sized individually:
    /// with self-sizing, the size its cell reported, else its estimate (the delegate's size when
    /// the section sizes items individually, else `estimatedItemSize`); without, the delegate's
    /// size. The delegate is looked up once here, not once per item.
    ///
    /// Each case returns its own closure: one built from an optional closure (`delegateSize ??
    /// …`) is called through two reabstraction thunks per item, some 60 instructions of a
    /// million-item prepare's 510 per item (callgrind).
    func individualItemSizes(section: Int) -> (Int) -> Size {
        let delegate = (collectionView as? any FlowLayoutDelegate).flatMap {
            $0.collectionView($0, layout: self, sizesItemsIndividuallyInSection: section) ? $0 : nil
        }
        guard isEstimatingItemSizes else {
            guard let delegate else {
                let size = itemSize.sanitized
                return { _ in size }
            }
            return { delegate.collectionView(delegate, layout: self, sizeForItemAt: IndexPath(item: $0, section: section)).sanitized }
        }
        let store = selfSizing, estimate = estimatedItemSize.sanitized
        guard let delegate else { return { store.reportedSize(ofItem: $0, section: section) ?? estimate } }
        return {
            store.reportedSize(ofItem: $0, section: section)
                ?? delegate.collectionView(delegate, layout: self, sizeForItemAt: IndexPath(item: $0, section: section)).sanitized
        }
    }

    /// Lays out a whole section from along-position `start`.
    /// - Complexity: O(p) for a uniform section with p items per line (counting how many fit),
    ///   O(n) for n items sized individually.
    func layOutSection(_ section: Int, itemCount: Int, start: Double, firstOrdinal: Int,
                       axes: ScrollAxes, container: FlowContainer) -> FlowSectionGeometry {
        let metrics = metrics(forSection: section, axes: axes)
        var geometry = FlowSectionGeometry(firstOrdinal: firstOrdinal, start: start, end: start, metrics: metrics,
                                           header: nil, footer: nil, itemCount: itemCount, uniform: nil,
                                           measured: MeasuredFlowLines())
        var along = start
        if metrics.headerLength > 0 {
            geometry.header = axes.rect(along: along, across: 0, alongLength: metrics.headerLength,
                                        acrossLength: container.crossLength)
            along += metrics.headerLength
            counters.elementsRecomputed += 1
        }
        let lines = lineArea(metrics, axes: axes, container: container)
        let firstLineStart = along + lines.alongStartInset
        let linesEnd: Double
        switch metrics.sizing {
        case .uniform(let size):
            let grid = UniformFlowGrid(axes: axes, itemSize: size, itemCount: itemCount, firstLineStart: firstLineStart,
                                       crossStart: lines.crossStart, available: lines.available,
                                       lineSpacing: metrics.lineSpacing, placement: placement(metrics))
            geometry.uniform = grid
            linesEnd = grid.linesEnd
        case .individual:
            geometry.measured = MeasuredFlowLines.layingOut(
                itemCount: itemCount, from: firstLineStart, geometry: lineGeometry(metrics, lines, axes: axes),
                size: individualItemSizes(section: section))
            counters.elementsRecomputed += itemCount
            linesEnd = geometry.measured.linesEnd
        }
        finish(&geometry, linesEnd: linesEnd, alongEndInset: lines.alongEndInset, axes: axes, container: container)
        return geometry
    }

    /// Relays out `geometry` (section `index`) from item `item` on, keeping the lines before it
    /// when its items are stored and its metrics are unchanged; otherwise lays the whole section
    /// out again from the same start. With a `correspondence` (which new items are old ones,
    /// unchanged), lays out only the lines that hold changed items and copies the others
    /// (`MeasuredFlowLines.relayOut(fromLineHolding:correspondence:…)`). Returns the ordinal of
    /// the first element that may change.
    func relayoutSection(_ geometry: inout FlowSectionGeometry, index: Int, fromItem item: Int, itemCount: Int,
                         correspondence: FlowItemCorrespondence?, axes: ScrollAxes, container: FlowContainer) -> Int {
        let metrics = metrics(forSection: index, axes: axes)
        let lines = lineArea(metrics, axes: axes, container: container)
        if metrics == geometry.metrics, geometry.uniform == nil, let correspondence,
           let resumed = geometry.measured.relayOut(
               fromLineHolding: item, correspondence: correspondence, itemCount: itemCount,
               geometry: lineGeometry(metrics, lines, axes: axes), size: individualItemSizes(section: index)) {
            geometry.itemCount = itemCount
            counters.elementsRecomputed += resumed.laidOut
            finish(&geometry, linesEnd: geometry.measured.linesEnd, alongEndInset: lines.alongEndInset,
                   axes: axes, container: container)
            return geometry.firstOrdinal + geometry.firstItemOrdinalOffset + resumed.firstItem
        }
        guard metrics == geometry.metrics, geometry.uniform == nil,
              let resumed = geometry.measured.relayOut(fromItem: item, itemCount: itemCount,
                                                       geometry: lineGeometry(metrics, lines, axes: axes),
                                                       size: individualItemSizes(section: index))
        else {
            geometry = layOutSection(index, itemCount: itemCount, start: geometry.start,
                                     firstOrdinal: geometry.firstOrdinal, axes: axes, container: container)
            return geometry.firstOrdinal
        }
        geometry.itemCount = itemCount
        counters.elementsRecomputed += itemCount - resumed
        finish(&geometry, linesEnd: geometry.measured.linesEnd, alongEndInset: lines.alongEndInset,
               axes: axes, container: container)
        return geometry.firstOrdinal + geometry.firstItemOrdinalOffset + resumed
    }

    /// Places the footer after the lines and the section's bottom inset, and sets the section's end.
    private func finish(_ geometry: inout FlowSectionGeometry, linesEnd: Double, alongEndInset: Double,
                        axes: ScrollAxes, container: FlowContainer) {
        var along = linesEnd + alongEndInset
        geometry.footer = nil
        if geometry.metrics.footerLength > 0 {
            geometry.footer = axes.rect(along: along, across: 0, alongLength: geometry.metrics.footerLength,
                                        acrossLength: container.crossLength)
            along += geometry.metrics.footerLength
            counters.elementsRecomputed += 1
        }
        geometry.end = along
    }

    private func lineGeometry(_ metrics: FlowSectionMetrics,
                              _ lines: (crossStart: Double, available: Double, alongStartInset: Double, alongEndInset: Double),
                              axes: ScrollAxes) -> MeasuredFlowLines.LineGeometry {
        MeasuredFlowLines.LineGeometry(axes: axes, crossStart: lines.crossStart, available: lines.available,
                                       lineSpacing: metrics.lineSpacing, placement: placement(metrics))
    }

    private func placement(_ metrics: FlowSectionMetrics) -> FlowLinePlacement {
        FlowLinePlacement(interitemSpacing: metrics.interitemSpacing, singleItemAlignment: singleItemLineAlignment,
                          lastLineAlignment: lastLineAlignment)
    }

    /// The space the lines of a section take: across, from `crossStart` for `available` points;
    /// along, the insets before the first line and after the last.
    private func lineArea(_ metrics: FlowSectionMetrics, axes: ScrollAxes, container: FlowContainer)
        -> (crossStart: Double, available: Double, alongStartInset: Double, alongEndInset: Double) {
        let inset = metrics.inset
        let leading = axes.direction == .vertical ? inset.left : inset.top
        let trailing = axes.direction == .vertical ? inset.right : inset.bottom
        let crossStart = container.referenceLeading + leading
        // The length less the leading side, less the trailing side: the order a column flow
        // computes its columns in, so that columns computed to fit exactly do fit.
        let available = container.crossLength - crossStart - (container.referenceTrailing + trailing)
        return axes.direction == .vertical
            ? (crossStart, available, inset.top, inset.bottom)
            : (crossStart, available, inset.left, inset.right)
    }
}
