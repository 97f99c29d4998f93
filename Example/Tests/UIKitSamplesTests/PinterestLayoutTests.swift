import Testing
import UIKit
@testable import UIKitOriginals

/// Photo heights a test sets per index path: the view controller of the Pinterest layout.
final class PhotoHeights: PinterestLayoutDelegate {
    var heights: [[CGFloat]]

    init(_ heights: [[CGFloat]]) {
        self.heights = heights
    }

    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath.section][indexPath.item]
    }
}

/// Two columns of 150 in a 300-point view, padding 5 (so cells 140 wide at x 5 and 155), photos
/// 100, 50, 70, 30, 40 high in section 0 and 20 in section 1. Each item goes to the shortest
/// column, the first on a tie, and adds its height plus 10:
/// item 0 → column 0 at 0 (frame y 5), column 0 = 110; item 1 → column 1 at 0, column 1 = 60;
/// item 2 → column 1 at 60 (y 65), = 140; item 3 → column 0 at 110 (y 115), = 150;
/// item 4 → column 1 at 140 (y 145), = 190. Section 1 starts at the taller, 190: y 195; content 220.
@Suite struct PinterestLayoutTests {
    static func view() -> (UICollectionView, PinterestLayout, PhotoHeights, SizedItems) {
        let layout = PinterestLayout()
        layout.cellPadding = 5
        let photos = PhotoHeights([[100, 50, 70, 30, 40], [20]])
        layout.delegate = photos
        let items = SizedItems(counts: [5, 1])
        let view = laidOutView(layout, items, frame: CGRect(x: 0, y: 0, width: 300, height: 600), sizesItems: false)
        return (view, layout, photos, items)
    }

    @Test func shortestColumnPlacement() {
        let (view, layout, photos, _) = Self.view()
        #expect(itemFrames(view) == [
            CGRect(x: 5, y: 5, width: 140, height: 100), CGRect(x: 155, y: 5, width: 140, height: 50),
            CGRect(x: 155, y: 65, width: 140, height: 70), CGRect(x: 5, y: 115, width: 140, height: 30),
            CGRect(x: 155, y: 145, width: 140, height: 40),
        ])
        #expect(itemFrames(view, section: 1) == [CGRect(x: 5, y: 195, width: 140, height: 20)])
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 220))
        // A rect from 100 to 150 meets items 0 (5–105), 2 (65–135), 3 (115–145) and 4 (145–185).
        scroll(view, to: CGPoint(x: 0, y: 100))
        #expect(cellsAnswered(layout, in: CGRect(x: 0, y: 100, width: 300, height: 50)).map(\.item) == [0, 2, 3, 4])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
        withExtendedLifetime(photos) {}
    }

    /// Deleting item 0 of section 0 (the 100-point photo): 50 → column 0 (y 5), = 60; 70 → column
    /// 1 (y 5), = 80; 30 → column 0 at 60 (y 65), = 100; 40 → column 1 at 80 (y 85), = 130;
    /// section 1 at 130 (y 135); content 160.
    @Test func aBatchDeleteReplacesEverything() {
        let (view, layout, photos, items) = Self.view()
        photos.heights[0].removeFirst()
        items.sizes[0].removeFirst()
        view.performBatchUpdates { view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        view.layoutIfNeeded()
        #expect(itemFrames(view).map(\.minY) == [5, 5, 65, 85])
        #expect(itemFrames(view).map(\.minX) == [5, 155, 5, 155])
        #expect(itemFrames(view, section: 1) == [CGRect(x: 5, y: 135, width: 140, height: 20)])
        #expect(layout.collectionViewContentSize.height == 160)
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }

    /// Without a delegate every photo is `defaultPhotoHeight` (180) high; three columns of 100.
    @Test func noDelegateGivesTheDefaultHeight() {
        let layout = PinterestLayout()
        layout.numberOfColumns = 3
        layout.cellPadding = 0
        let view = laidOutView(layout, SizedItems(counts: [4]), frame: CGRect(x: 0, y: 0, width: 300, height: 600), sizesItems: false)
        #expect(itemFrames(view) == [
            CGRect(x: 0, y: 0, width: 100, height: 180), CGRect(x: 100, y: 0, width: 100, height: 180),
            CGRect(x: 200, y: 0, width: 100, height: 180), CGRect(x: 0, y: 180, width: 100, height: 180),
        ])
    }

    /// The registered engine's delegate is owned by `LabPinterestLayout`: the layout's weak
    /// `delegate` still answers after the code that made the layout has returned.
    @Test func theLabLayoutKeepsItsDelegate() {
        let layout = LabPinterestLayout()
        #expect(layout.delegate != nil)
        let view = laidOutView(layout, SizedItems(counts: [2]), frame: CGRect(x: 0, y: 0, width: 300, height: 600), sizesItems: false)
        // IndexPathPhotoHeights: 60 + (item · 2654435761 ^ section · 40503) mod 180: item 0 → 60,
        // item 1 → 60 + 2654435761 mod 180 = 60 + 61 = 121 (the padding is around the cell, not in it).
        #expect(itemFrames(view).map(\.height) == [60, 121])
    }
}
