import Testing
import UIKit
@testable import UIKitOriginals

/// The left- and centre-aligned flow subclasses on one hand-worked case: a 300-point-wide view,
/// section insets, spacings 10, items 30 high of widths 100, 80, 120, 50, 60 (from the delegate).
/// The line holds 300 − 2·10 = 280 points: 100 + 10 + 80 = 190, adding 10 + 120 would make 320, so
/// line 1 is items 0–1; 120 + 10 + 50 + 10 + 60 = 250 fits, so line 2 is items 2–4, at
/// y = 10 + 30 + 10 = 50.
@Suite struct AlignedFlowLayoutTests {
    static let frame = CGRect(x: 0, y: 0, width: 300, height: 400)

    static func configured<Layout: UICollectionViewFlowLayout>(_ layout: Layout) -> Layout {
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return layout
    }

    static func items() -> SizedItems { SizedItems(widths: [[100, 80, 120, 50, 60]], height: 30) }

    /// Left: each line from x = 10, the next item 10 after the previous one's end: line 1 at 10 and
    /// 120, line 2 at 10, 140 (10 + 120 + 10) and 200 (140 + 50 + 10). The flow layout itself had
    /// justified them (item 1 at 300 − 10 − 80 = 210; line 2's 30 spare points as gaps of 25: 10,
    /// 155, 230), so a narrow rect must be answered for the aligned frames, not the flow's: x 125–135
    /// meets item 1 (120–200) and item 2 (10–130), neither of which the flow's frames put there.
    @Test func leftAlignedLinesAndQueries() {
        let layout = Self.configured(LeftAlignedFlowLayout())
        let items = Self.items()
        let view = laidOutView(layout, items, frame: Self.frame)
        #expect(itemFrames(view) == [
            CGRect(x: 10, y: 10, width: 100, height: 30), CGRect(x: 120, y: 10, width: 80, height: 30),
            CGRect(x: 10, y: 50, width: 120, height: 30), CGRect(x: 140, y: 50, width: 50, height: 30),
            CGRect(x: 200, y: 50, width: 60, height: 30),
        ])
        #expect(cellsAnswered(layout, in: CGRect(x: 125, y: 0, width: 10, height: 100))
                == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(cellsAnswered(layout, in: CGRect(x: 0, y: 0, width: 60, height: 100))
                == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        // The rect query's frames are the item lookups' frames.
        let answered = (layout.layoutAttributesForElements(in: Self.frame) ?? []).sorted { $0.indexPath < $1.indexPath }.map(\.frame)
        #expect(answered == itemFrames(view))

        // A scroll changes nothing; then a 40-point item inserted first: 40 + 10 + 100 + 10 + 80 =
        // 240 fits, + 10 + 120 does not, so line 1 is 10, 60 (10 + 40 + 10), 170 (60 + 100 + 10) and
        // line 2 is as before.
        scroll(view, to: CGPoint(x: 0, y: 20))
        #expect(itemFrames(view)[3] == CGRect(x: 140, y: 50, width: 50, height: 30))
        items.sizes[0].insert(CGSize(width: 40, height: 30), at: 0)
        view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        view.layoutIfNeeded()
        #expect(itemFrames(view).map(\.minX) == [10, 60, 170, 10, 140, 200])
        #expect(itemFrames(view).map(\.minY) == [10, 10, 10, 50, 50, 50])
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }

    /// Centre: line 1 is 190 wide in 280, so it starts at 10 + 45 = 55 (items at 55 and 165); line
    /// 2 is 250 wide, starting at 10 + 15 = 25 (items at 25, 155, 215).
    @Test func centerAlignedLinesAndQueries() {
        let layout = Self.configured(CenterAlignedFlowLayout())
        let items = Self.items()
        let view = laidOutView(layout, items, frame: Self.frame)
        #expect(itemFrames(view) == [
            CGRect(x: 55, y: 10, width: 100, height: 30), CGRect(x: 165, y: 10, width: 80, height: 30),
            CGRect(x: 25, y: 50, width: 120, height: 30), CGRect(x: 155, y: 50, width: 50, height: 30),
            CGRect(x: 215, y: 50, width: 60, height: 30),
        ])
        // x 0–30 meets item 2 (25–145) only; item 0's flow frame (10–110) was there before centring.
        #expect(cellsAnswered(layout, in: CGRect(x: 0, y: 0, width: 30, height: 100)) == [IndexPath(item: 2, section: 0)])

        // Deleting item 1 leaves 100 + 10 + 120 = 230 on line 1 (start 10 + 25 = 35: 35, 145) and
        // 50 + 10 + 60 = 120 on line 2 (start 10 + 80 = 90: 90, 150).
        scroll(view, to: CGPoint(x: 0, y: 15))
        items.sizes[0].remove(at: 1)
        view.performBatchUpdates { view.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
        view.layoutIfNeeded()
        #expect(itemFrames(view).map(\.minX) == [35, 145, 90, 150])
        #expect(itemFrames(view).map(\.minY) == [10, 10, 50, 50])
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }
}
