import Testing
import UIKit
@testable import UIKitOriginals

/// The carousel in a 400 × 300 view, five cards, default settings: cards 0.75 · 400 = 300 wide and
/// 0.8 · 300 = 240 high, 16 apart, the row inset (400 − 300) / 2 = 50 on each side. One card per
/// column (two would need 480 points), centred in it: y = (300 − 240) / 2 = 30. Card i's flow frame
/// starts at x = 50 + 316 i (a page is 300 + 16), its centre at 200 + 316 i.
@Suite struct PagingCarouselLayoutTests {
    static func view(items: SizedItems = SizedItems(counts: [5])) -> (UICollectionView, PagingCarouselLayout, SizedItems) {
        let layout = PagingCarouselLayout()
        let view = laidOutView(layout, items, frame: CGRect(x: 0, y: 0, width: 400, height: 300), sizesItems: false)
        return (view, layout, items)
    }

    func attributes(_ layout: PagingCarouselLayout, _ item: Int) -> UICollectionViewLayoutAttributes? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
    }

    /// At rest on card 0 (middle at x 200): card 0 is 0 pages from the middle, full size and opaque;
    /// card 1 is 316 points, one page, away: scale 0.85 (255 × 204 about its centre (516, 150):
    /// x = 516 − 127.5, y = 150 − 102), alpha 0.5. Half a page on (offset 158, middle 358), both are
    /// half a page away: scale 0.925 (277.5 × 222), alpha 0.75.
    @Test func cardsScaleAndFadeWithTheirDistanceFromTheMiddle() {
        let (view, layout, _) = Self.view()
        #expect(layout.itemSize == CGSize(width: 300, height: 240))
        let contentWidth: CGFloat = 50 + 5 * 300 + 4 * 16 + 50
        #expect(layout.collectionViewContentSize == CGSize(width: contentWidth, height: 300))
        #expect(attributes(layout, 0)?.frame == CGRect(x: 50, y: 30, width: 300, height: 240))
        #expect(attributes(layout, 0)?.alpha == 1)
        #expect(nearlyEqual(attributes(layout, 1)?.frame ?? .null, CGRect(x: 388.5, y: 48, width: 255, height: 204)))
        #expect(abs((attributes(layout, 1)?.alpha ?? 0) - 0.5) < 1e-9)
        #expect(abs((attributes(layout, 1)?.transform.a ?? 0) - 0.85) < 1e-9)
        // The visible rect meets cards 0 and 1 (388.5 < 400); card 2 starts at 682.
        #expect(cellsAnswered(layout, in: view.bounds) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])

        scroll(view, to: CGPoint(x: 158, y: 0))
        #expect(nearlyEqual(attributes(layout, 0)?.frame ?? .null, CGRect(x: 200 - 138.75, y: 39, width: 277.5, height: 222)))
        #expect(nearlyEqual(attributes(layout, 1)?.frame ?? .null, CGRect(x: 516 - 138.75, y: 39, width: 277.5, height: 222)))
        #expect(abs((attributes(layout, 0)?.alpha ?? 0) - 0.75) < 1e-9)
        // The rect query carries the same transform as the lookup.
        let answered = layout.layoutAttributesForElements(in: view.bounds)?.first { $0.indexPath.item == 1 }
        #expect(nearlyEqual(answered?.frame ?? .null, attributes(layout, 1)?.frame ?? .null))
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }

    /// A scaled card no longer meets a rect its flow frame met: card 1's flow frame starts at 366,
    /// its scaled frame at 388.5; a rect from 370 to 380 meets neither card after scaling (card 0
    /// ends at 350).
    @Test func theQueryFiltersTheScaledFrames() {
        let (view, layout, _) = Self.view()
        // The view must outlive the query: a layout whose collection view is gone transforms nothing.
        withExtendedLifetime(view) {
            #expect(cellsAnswered(layout, in: CGRect(x: 370, y: 0, width: 10, height: 300)).isEmpty)
        }
    }

    /// Snapping. The index under the middle for an offset x is (x + 200 − 50 − 150) / 316 = x / 316.
    /// From offset 158 (index 0.5) a fling forward (1 point/ms) rests on card 1: x = 316. With no
    /// velocity from 100 (index 0.32) it rests on the nearest card, 0. A fling back from 316 goes to
    /// card 0; a long fling forward from card 4 stays on card 4 (x = 4 · 316 = 1264).
    @Test func flingsRestWithACardCentred() {
        let (view, _, _) = Self.view()
        scroll(view, to: CGPoint(x: 158, y: 0))
        #expect(view.lab.fling(velocity: CGPoint(x: 1, y: 0)) == CGPoint(x: 316, y: 0))
        #expect(view.contentOffset == CGPoint(x: 316, y: 0))
        #expect(view.lab.fling(velocity: CGPoint(x: -1, y: 0)) == CGPoint(x: 0, y: 0))
        scroll(view, to: CGPoint(x: 100, y: 0))
        #expect(view.lab.fling(velocity: .zero) == CGPoint(x: 0, y: 0))
        scroll(view, to: CGPoint(x: 1264, y: 0))
        #expect(view.lab.fling(velocity: CGPoint(x: 3, y: 0)) == CGPoint(x: 1264, y: 0))
    }

    /// Deleting the last card while resting on card 1 (offset 316; the flow layout's
    /// `targetContentOffset(forProposedContentOffset:)` keeps the first visible card, card 0, in
    /// place, so the offset stays): card 1 is still in the middle at full size, (50 + 316, 30, 300,
    /// 240), card 0 one page left of it at 0.85, and the content one page shorter.
    @Test func aBatchDeleteKeepsTheCentredCard() {
        let (view, layout, items) = Self.view()
        scroll(view, to: CGPoint(x: 316, y: 0))
        items.sizes[0].removeLast()
        view.performBatchUpdates { view.deleteItems(at: [IndexPath(item: 4, section: 0)]) }
        view.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(view.contentOffset == CGPoint(x: 316, y: 0))
        #expect(attributes(layout, 1)?.frame == CGRect(x: 366, y: 30, width: 300, height: 240))
        #expect(abs((attributes(layout, 0)?.transform.a ?? 0) - 0.85) < 1e-9)
        let contentWidth: CGFloat = 50 + 4 * 300 + 3 * 16 + 50
        #expect(layout.collectionViewContentSize.width == contentWidth)
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }
}

