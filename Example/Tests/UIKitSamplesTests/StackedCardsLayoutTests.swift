import QuartzCore
import Testing
import UIKit
@testable import UIKitOriginals

/// A deck of four cards in a 300 × 600 view: cards 400 high, inset 20 (so 260 wide at x 20, the
/// top card's resting place y 20 + 300 i), a swipe of 300, each level 10 lower and 0.1 smaller,
/// two levels visible. The content is 600 + 3 · 300 = 1500 high.
@Suite struct StackedCardsLayoutTests {
    static func view() -> (UICollectionView, StackedCardsLayout, SizedItems) {
        let layout = StackedCardsLayout()
        layout.cardHeight = 400
        layout.horizontalInset = 20
        layout.topInset = 20
        layout.swipeDistance = 300
        layout.depthOffset = 10
        layout.depthScale = 0.1
        layout.visibleDepth = 2
        let items = SizedItems(counts: [4])
        let view = laidOutView(layout, items, frame: CGRect(x: 0, y: 0, width: 300, height: 600), sizesItems: false)
        return (view, layout, items)
    }

    func attributes(_ layout: StackedCardsLayout, _ item: Int) -> UICollectionViewLayoutAttributes? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
    }

    /// At offset 0 the deck's top is at 20. Card 0 is on top at (20, 20, 260, 400). Card 1 (depth
    /// 1) is placed at y 30 and scaled 0.9 about its centre (150, 230): 234 × 360 at (33, 50).
    /// Card 2 (depth 2): y 40, scale 0.8 about (150, 240): 208 × 320 at (46, 80). Card 3 (depth 3)
    /// is drawn as depth 2 and hidden. z-indexes 4, 3, 2, 1.
    @Test func theDeckAtRest() {
        let (view, layout, _) = Self.view()
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 1500))
        #expect(nearlyEqual(itemFrames(view), [
            CGRect(x: 20, y: 20, width: 260, height: 400), CGRect(x: 33, y: 50, width: 234, height: 360),
            CGRect(x: 46, y: 80, width: 208, height: 320), CGRect(x: 46, y: 80, width: 208, height: 320),
        ]))
        #expect((0..<4).map { attributes(layout, $0)?.zIndex } == [4, 3, 2, 1])
        #expect((0..<4).map { attributes(layout, $0)?.isHidden } == [false, false, false, true])
        #expect(abs((attributes(layout, 1)?.transform3D.m11 ?? 0) - 0.9) < 1e-9)
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }

    /// Half a swipe on (offset 150, progress 0.5, deck top 170): card 0 stays at its resting place
    /// (it moves with the content, 130 points up the screen); card 1 (depth 0.5) at y 175, scale
    /// 0.95 about (150, 375): 247 × 380 at (26.5, 185); card 2 (depth 1.5) at y 185, scale 0.85
    /// about (150, 385): 221 × 340 at (39.5, 215); card 3 (depth 2.5, drawn at 2) at y 190, scale
    /// 0.8 about (150, 390): (46, 230, 208, 320). A full swipe on (300), card 1 is on top at its
    /// resting place (20, 320, 260, 400).
    @Test func theTopCardFollowsTheOffset() {
        let (view, layout, _) = Self.view()
        scroll(view, to: CGPoint(x: 0, y: 150))
        #expect(nearlyEqual(itemFrames(view), [
            CGRect(x: 20, y: 20, width: 260, height: 400), CGRect(x: 26.5, y: 185, width: 247, height: 380),
            CGRect(x: 39.5, y: 215, width: 221, height: 340), CGRect(x: 46, y: 230, width: 208, height: 320),
        ]))
        // The visible rect (150–750) meets all four; the rect query agrees with the lookups.
        let answered = (layout.layoutAttributesForElements(in: view.bounds) ?? []).sorted { $0.indexPath < $1.indexPath }.map(\.frame)
        #expect(answered == itemFrames(view))
        scroll(view, to: CGPoint(x: 0, y: 300))
        #expect(attributes(layout, 1)?.frame == CGRect(x: 20, y: 320, width: 260, height: 400))
        #expect(attributes(layout, 1)?.transform3D.m11 == 1)
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }

    /// Deleting card 0 at offset 300: three cards, content 600 + 2 · 300 = 1200; the old card 2 is
    /// now card 1 and, a full swipe on, on top at (20, 320, 260, 400); the old card 3, now card 2,
    /// is one level down: y 320 + 10, scale 0.9 about (150, 530): (33, 350, 234, 360).
    @Test func aBatchDeleteMovesTheDeckUp() {
        let (view, layout, items) = Self.view()
        scroll(view, to: CGPoint(x: 0, y: 300))
        items.sizes[0].removeFirst()
        view.performBatchUpdates { view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        view.layoutIfNeeded()
        #expect(layout.collectionViewContentSize.height == 1200)
        #expect(attributes(layout, 1)?.frame == CGRect(x: 20, y: 320, width: 260, height: 400))
        #expect(nearlyEqual(attributes(layout, 2)?.frame ?? .null, CGRect(x: 33, y: 350, width: 234, height: 360)))
        #expect((0..<3).map { attributes(layout, $0)?.zIndex } == [3, 2, 1])
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }
}
