import Testing
import UIKit
@testable import UIKitOriginals

/// Tags in a 300-point view with the defaults: 32 high, spacings 8, 24 between sections, insets 16,
/// so lines hold 300 − 32 = 268. Section 0's widths (from the flow delegate) are 100, 120, 60 and
/// 300; section 1's is 50.
/// Line 1: 100 + 8 + 120 = 228; adding 8 + 60 makes 296 > 268: [100, 120], starting at
/// 16 + (268 − 228) / 2 = 36 (items at 36 and 144), y 16. Line 2 (y 16 + 32 + 8 = 56): 60, then
/// the 300 tag, cut to 268, does not fit: [60] at 16 + 104 = 120. Line 3 (y 96): [268] at 16.
/// Section 1 starts 24 below the last line's end (128): y 152, [50] at 16 + 109 = 125.
/// The content ends 16 below it: 152 + 32 + 16 = 200.
@Suite struct TagCloudLayoutTests {
    static func view() -> (UICollectionView, TagCloudLayout, SizedItems) {
        let layout = TagCloudLayout()
        let items = SizedItems(widths: [[100, 120, 60, 300], [50]], height: 20)
        let view = laidOutView(layout, items, frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        return (view, layout, items)
    }

    @Test func tagsFillCentredLines() {
        let (view, layout, _) = Self.view()
        #expect(itemFrames(view) == [
            CGRect(x: 36, y: 16, width: 100, height: 32), CGRect(x: 144, y: 16, width: 120, height: 32),
            CGRect(x: 120, y: 56, width: 60, height: 32), CGRect(x: 16, y: 96, width: 268, height: 32),
        ])
        #expect(itemFrames(view, section: 1) == [CGRect(x: 125, y: 152, width: 50, height: 32)])
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 200))
        // Scrolled to 100, the rect 100–160 meets the 268-point tag (96–128) and section 1's (152–184).
        scroll(view, to: CGPoint(x: 0, y: 100))
        #expect(cellsAnswered(layout, in: CGRect(x: 0, y: 100, width: 300, height: 60))
                == [IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 1)])
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }

    /// A 90-point tag inserted first in section 1: its line is 90 + 8 + 50 = 148, from
    /// 16 + (268 − 148) / 2 = 76: tags at 76 and 174.
    @Test func aBatchInsertRecentresTheLine() {
        let (view, _, items) = Self.view()
        items.sizes[1].insert(CGSize(width: 90, height: 20), at: 0)
        view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 0, section: 1)]) }
        view.layoutIfNeeded()
        #expect(itemFrames(view, section: 1) == [CGRect(x: 76, y: 152, width: 90, height: 32),
                                                 CGRect(x: 174, y: 152, width: 50, height: 32)])
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty, "\(view.lab.warnings)")
    }

    /// With a delegate that is not a flow delegate, every tag is `estimatedTagWidth` (80) wide:
    /// 80 + 8 + 80 + 8 + 80 = 256 fits in 268, a fourth does not; line 1 from 16 + 6 = 22.
    @Test func withoutAFlowDelegateTagsHaveTheEstimatedWidth() {
        let layout = TagCloudLayout()
        let view = laidOutView(layout, SizedItems(counts: [4]), frame: CGRect(x: 0, y: 0, width: 300, height: 500), sizesItems: false)
        #expect(itemFrames(view).map(\.minX) == [22, 110, 198, 110])
        #expect(itemFrames(view).map(\.minY) == [16, 16, 16, 56])
    }
}
