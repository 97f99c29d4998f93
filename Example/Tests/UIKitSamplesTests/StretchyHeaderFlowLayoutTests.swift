import Testing
import UIKit
@testable import UIKitOriginals

/// The stretchy header over six 135 × 50 items in a 300 × 200 view: insets and spacings 10, a
/// 100-point header. 135 + 10 + 135 = 280 fills the line exactly, so two items a line, at x 10 and
/// 155, lines at y = 100 + 10 = 110, 170 and 230; the content is 230 + 50 + 10 = 290 high.
@Suite struct StretchyHeaderFlowLayoutTests {
    static func view(counts: [Int] = [6]) -> (UICollectionView, StretchyHeaderFlowLayout, SizedItems) {
        let layout = StretchyHeaderFlowLayout()
        layout.itemSize = CGSize(width: 135, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 100)
        let items = SizedItems(counts: counts)
        let view = laidOutView(layout, items, frame: CGRect(x: 0, y: 0, width: 300, height: 200), sizesItems: false)
        return (view, layout, items)
    }

    func header(_ layout: UICollectionViewLayout) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                    at: IndexPath(item: 0, section: 0))?.frame
    }

    func headersAnswered(_ layout: UICollectionViewLayout, in rect: CGRect) -> [CGRect] {
        (layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .supplementaryView }.map(\.frame)
    }

    /// At rest the header is where the flow layout put it; pulled down 50 points (offset −50) it
    /// starts at the visible top, −50, and is 150 high; scrolled to 80 it is pinned at 80, 100
    /// high; scrolled to 150 the rect query from 150 has it (at 150) though the flow layout's own
    /// header (0 to 100) is out of that rect, and has it once.
    @Test func theHeaderStretchesWhenPulledAndPinsOtherwise() {
        let (view, layout, _) = Self.view()
        #expect(itemFrames(view) == [
            CGRect(x: 10, y: 110, width: 135, height: 50), CGRect(x: 155, y: 110, width: 135, height: 50),
            CGRect(x: 10, y: 170, width: 135, height: 50), CGRect(x: 155, y: 170, width: 135, height: 50),
            CGRect(x: 10, y: 230, width: 135, height: 50), CGRect(x: 155, y: 230, width: 135, height: 50),
        ])
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 290))
        #expect(header(layout) == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(headersAnswered(layout, in: view.bounds) == [CGRect(x: 0, y: 0, width: 300, height: 100)])

        scroll(view, to: CGPoint(x: 0, y: -50))
        #expect(header(layout) == CGRect(x: 0, y: -50, width: 300, height: 150))
        #expect(headersAnswered(layout, in: view.bounds) == [CGRect(x: 0, y: -50, width: 300, height: 150)])

        scroll(view, to: CGPoint(x: 0, y: 80))
        #expect(header(layout) == CGRect(x: 0, y: 80, width: 300, height: 100))

        scroll(view, to: CGPoint(x: 0, y: 150))
        #expect(headersAnswered(layout, in: view.bounds) == [CGRect(x: 0, y: 150, width: 300, height: 100)])
        #expect(layout.layoutAttributesForElements(in: view.bounds)?.first { $0.representedElementCategory == .supplementaryView }?.zIndex == 1024)
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }

    /// With a 20-point top content inset the visible top is the offset plus 20: at rest (offset −20)
    /// the header is at 0, 100 high; pulled 50 further (offset −70) it starts at −50, 150 high.
    @Test func theVisibleTopCountsTheAdjustedContentInset() {
        let (view, layout, _) = Self.view()
        view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scroll(view, to: CGPoint(x: 0, y: -20))
        #expect(header(layout) == CGRect(x: 0, y: 0, width: 300, height: 100))
        scroll(view, to: CGPoint(x: 0, y: -70))
        #expect(header(layout) == CGRect(x: 0, y: -50, width: 300, height: 150))
    }

    /// Two items appended make a fourth line at 290; the content grows to 350; the header is still
    /// pinned at the offset, 40 (the content is taller than the 200-point view before and after, so
    /// the offset the collection view keeps after the update needs no clamping).
    @Test func aBatchInsertKeepsTheHeaderPinned() {
        let (view, layout, items) = Self.view()
        scroll(view, to: CGPoint(x: 0, y: 40))
        items.sizes[0] += [CGSize(width: 50, height: 50), CGSize(width: 50, height: 50)]
        view.performBatchUpdates {
            view.insertItems(at: [IndexPath(item: 6, section: 0), IndexPath(item: 7, section: 0)])
        }
        view.layoutIfNeeded()
        #expect(itemFrames(view)[7] == CGRect(x: 155, y: 290, width: 135, height: 50))
        #expect(layout.collectionViewContentSize.height == 350)
        #expect(header(layout) == CGRect(x: 0, y: 40, width: 300, height: 100))
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }
}
