import Foundation
import Testing
import UIKit

/// `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds` against frames
/// derived by hand, in both scroll directions, and the bounds rule pinning needs.
///
/// The fixture (vertical; horizontal swaps x and y, widths and heights): bounds 100 across and
/// 200 along; items 100 × 50 (one per line, lines 0 apart); headers 30 and footers 20 long; no
/// section inset; two sections of 4 items. Along the scroll direction:
///
///     section 0: header 0–30, items 30–80, 80–130, 130–180, 180–230, footer 230–250
///     section 1: header 250–280, items 280–480, footer 480–500; content 500 long.
///
/// The rule (docs of `UICollectionViewFlowLayout+Pinning`, UIKit's observed behaviour): a pinned
/// header starts at the visible area's leading edge (bounds' start plus the adjusted content
/// inset's leading side), never before its own place, and never so far that it passes the start
/// of its section's footer: start = max(natural, min(visibleStart, footerStart − 30)). A pinned
/// footer ends at the visible area's trailing edge, never after its own place and never before
/// its header's end: start = min(natural, max(visibleEnd − 20, headerEnd)). An element is in the
/// answer when its pinned frame meets the rect.
struct FlowLayoutPinningTests {
    static let directions: [UICollectionView.ScrollDirection] = [.vertical, .horizontal]

    /// The fixture's collection view, with headers and/or footers pinned, laid out at offset 0.
    final class Fixture {
        let direction: UICollectionView.ScrollDirection
        let layout = UICollectionViewFlowLayout()
        let dataSource = CountsDataSource([4, 4])
        let view: UICollectionView

        init(_ direction: UICollectionView.ScrollDirection, headers: Bool, footers: Bool,
             contentInset: UIEdgeInsets = .zero) {
            self.direction = direction
            let vertical = direction == .vertical
            layout.scrollDirection = direction
            layout.itemSize = vertical ? CGSize(width: 100, height: 50) : CGSize(width: 50, height: 100)
            layout.minimumLineSpacing = 0
            layout.headerReferenceSize = vertical ? CGSize(width: 0, height: 30) : CGSize(width: 30, height: 0)
            layout.footerReferenceSize = vertical ? CGSize(width: 0, height: 20) : CGSize(width: 20, height: 0)
            layout.sectionHeadersPinToVisibleBounds = headers
            layout.sectionFootersPinToVisibleBounds = footers
            view = UICollectionView(frame: vertical ? CGRect(x: 0, y: 0, width: 100, height: 200)
                                        : CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
            view.contentInset = contentInset
            view.dataSource = dataSource
            view.layoutIfNeeded()
        }

        /// A frame `length` long starting at `start` along the scroll direction, 100 across.
        func frame(_ start: CGFloat, _ length: CGFloat) -> CGRect {
            direction == .vertical ? CGRect(x: 0, y: start, width: 100, height: length)
                : CGRect(x: start, y: 0, width: length, height: 100)
        }

        func scroll(to offset: CGFloat) {
            view.contentOffset = direction == .vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
            view.layoutIfNeeded()
        }

        /// The frames of `kind` in the answer for `rect` (the bounds by default), by section.
        func frames(ofKind kind: String, in rect: CGRect? = nil) -> [Int: CGRect] {
            let answer = layout.layoutAttributesForElements(in: rect ?? view.bounds) ?? []
            var frames: [Int: CGRect] = [:]
            for attributes in answer where attributes.representedElementKind == kind {
                #expect(frames.updateValue(attributes.frame, forKey: attributes.indexPath.section) == nil,
                        "two \(kind) for section \(attributes.indexPath.section)")
            }
            return frames
        }

        func lookup(ofKind kind: String, section: Int) -> CGRect? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }

        /// The cells of the answer for the bounds, which pinning never moves: item i of section s
        /// starts at 30 + 50 i (section 0) or 280 + 50 i (section 1).
        func checkCellsUnmoved(sourceLocation: SourceLocation = #_sourceLocation) {
            let cells = (layout.layoutAttributesForElements(in: view.bounds) ?? []).filter { $0.representedElementCategory == .cell }
            #expect(!cells.isEmpty, sourceLocation: sourceLocation)
            for cell in cells {
                let start: CGFloat = (cell.indexPath.section == 0 ? 30 : 280) + 50 * CGFloat(cell.indexPath.item)
                #expect(cell.frame == frame(start, 50), "\(cell.indexPath)", sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: Headers

    /// Offsets along, with the expected header starts (nil: not in the answer for the bounds,
    /// 0…200 along from the offset). Derivation, visibleStart = offset, footers at 230 and 480:
    /// - −50 (pulled past the top): header 0 = max(0, min(−50, 200)) = 0; header 1 at 250 lies
    ///   beyond the bounds' end 150: absent.
    /// - 0: header 0 at 0; header 1 at 250 ≥ 200: absent.
    /// - 100 (inside section 0): header 0 = max(0, min(100, 200)) = 100; header 1 = max(250,
    ///   min(100, 450)) = 250, inside 100–300.
    /// - 210 (near section 0's end): header 0 = min(210, 230 − 30) = 200, pushed up by its
    ///   footer, 200–230 still meets 210–410; header 1 at 250.
    /// - 300 (inside section 1): header 0 at 200–230 misses 300–500: absent; header 1 =
    ///   max(250, min(300, 450)) = 300.
    static let headerCases: [(offset: CGFloat, first: CGFloat?, second: CGFloat?)] = [
        (-50, 0, nil), (0, 0, nil), (100, 100, 250), (210, 200, 250), (300, nil, 300),
    ]

    @Test(arguments: directions)
    func pinnedHeadersFollowTheVisibleStartWithinTheirSection(_ direction: UICollectionView.ScrollDirection) {
        let fixture = Fixture(direction, headers: true, footers: false)
        for (offset, first, second) in Self.headerCases {
            fixture.scroll(to: offset)
            let frames = fixture.frames(ofKind: UICollectionView.elementKindSectionHeader)
            #expect(frames[0] == first.map { fixture.frame($0, 30) }, "header 0 at offset \(offset), \(direction)")
            #expect(frames[1] == second.map { fixture.frame($0, 30) }, "header 1 at offset \(offset), \(direction)")
            // The lookup gives the pinned frame too, whether or not the bounds meet it.
            let expectedFirst: CGFloat = max(0, min(offset, 200)), expectedSecond: CGFloat = max(250, min(offset, 450))
            #expect(fixture.lookup(ofKind: UICollectionView.elementKindSectionHeader, section: 0) == fixture.frame(expectedFirst, 30))
            #expect(fixture.lookup(ofKind: UICollectionView.elementKindSectionHeader, section: 1) == fixture.frame(expectedSecond, 30))
            // Footers are not pinned: at their own places whenever the bounds meet them.
            let footers = fixture.frames(ofKind: UICollectionView.elementKindSectionFooter)
            #expect(footers[0] == (offset < 250 && offset + 200 > 230 ? fixture.frame(230, 20) : nil), "offset \(offset)")
            fixture.checkCellsUnmoved()
        }
    }

    /// With a leading content inset of 40 (top when vertical, left when horizontal), the visible
    /// area starts 40 after the bounds' start: the offset at rest at the top is −40, where
    /// visibleStart = 0. Derivation as above with visibleStart = offset + 40:
    /// - −40: header 0 at 0; header 1 (250) beyond the bounds −40–160: absent.
    /// - 60: header 0 = min(100, 200) = 100; header 1 at 250 inside 60–260.
    /// - 170: header 0 = min(210, 200) = 200 (pushed), meeting 170–370; header 1 at 250.
    /// - 260: header 0 at 200–230 misses 260–460; header 1 = min(300, 450) = 300.
    @Test(arguments: directions)
    func pinnedHeadersStartBelowTheLeadingContentInset(_ direction: UICollectionView.ScrollDirection) {
        let inset = direction == .vertical ? UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
            : UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        let fixture = Fixture(direction, headers: true, footers: false, contentInset: inset)
        let cases: [(offset: CGFloat, first: CGFloat?, second: CGFloat?)] = [(-40, 0, nil), (60, 100, 250), (170, 200, 250),
                                                                             (260, nil, 300)]
        for (offset, first, second) in cases {
            fixture.scroll(to: offset)
            let frames = fixture.frames(ofKind: UICollectionView.elementKindSectionHeader)
            #expect(frames[0] == first.map { fixture.frame($0, 30) }, "header 0 at offset \(offset), \(direction)")
            #expect(frames[1] == second.map { fixture.frame($0, 30) }, "header 1 at offset \(offset), \(direction)")
            fixture.checkCellsUnmoved()
        }
    }

    /// At offset 100 header 0 is pinned at 100–130, far from its own place 0–30: a rect that meets
    /// only the pinned position (100–105) holds it; a rect that meets only its own place (0–20)
    /// never holds it at that stale place.
    @Test(arguments: directions)
    func aRectMeetingOnlyThePinnedPositionHoldsTheHeader(_ direction: UICollectionView.ScrollDirection) {
        let fixture = Fixture(direction, headers: true, footers: false)
        fixture.scroll(to: 100)
        let pinnedOnly = fixture.frames(ofKind: UICollectionView.elementKindSectionHeader, in: fixture.frame(100, 5))
        #expect(pinnedOnly[0] == fixture.frame(100, 30))
        let naturalOnly = fixture.frames(ofKind: UICollectionView.elementKindSectionHeader, in: fixture.frame(0, 20))
        #expect(naturalOnly[0] == nil || naturalOnly[0] == fixture.frame(100, 30))
    }

    /// Without pinning the same scroll leaves headers at their places: at offset 100 header 0
    /// (0–30) is not in the answer for 100–300, header 1 is at 250.
    @Test(arguments: directions)
    func unpinnedHeadersStayInPlace(_ direction: UICollectionView.ScrollDirection) {
        let fixture = Fixture(direction, headers: false, footers: false)
        fixture.scroll(to: 100)
        let frames = fixture.frames(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(frames == [1: fixture.frame(250, 30)])
        #expect(fixture.lookup(ofKind: UICollectionView.elementKindSectionHeader, section: 0) == fixture.frame(0, 30))
    }

    // MARK: Footers

    /// Footer starts, visibleEnd = offset + 200, headers ending at 30 and 280:
    /// - 0: footer 0 = min(230, max(200 − 20, 30)) = 180, inside 0–200; footer 1 = min(480,
    ///   max(180, 280)) = 280, held back by its header's end, beyond 200: absent.
    /// - 40: footer 0 = min(230, max(220, 30)) = 220; footer 1 at 280 misses 40–240.
    /// - 100: footer 0 = min(230, 280) = 230, its own place; footer 1 = max(280, 280) = 280.
    /// - 200: footer 0 at 230; footer 1 = min(480, max(380, 280)) = 380.
    /// - 300: footer 0 at 230–250 misses 300–500; footer 1 = min(480, 480) = 480.
    @Test(arguments: directions)
    func pinnedFootersFollowTheVisibleEndWithinTheirSection(_ direction: UICollectionView.ScrollDirection) {
        let fixture = Fixture(direction, headers: false, footers: true)
        let cases: [(offset: CGFloat, first: CGFloat?, second: CGFloat?)] = [(0, 180, nil), (40, 220, nil), (100, 230, 280),
                                                                             (200, 230, 380), (300, nil, 480)]
        for (offset, first, second) in cases {
            fixture.scroll(to: offset)
            let frames = fixture.frames(ofKind: UICollectionView.elementKindSectionFooter)
            #expect(frames[0] == first.map { fixture.frame($0, 20) }, "footer 0 at offset \(offset), \(direction)")
            #expect(frames[1] == second.map { fixture.frame($0, 20) }, "footer 1 at offset \(offset), \(direction)")
            let expectedSecond = min(480, max(offset + 180, 280))
            #expect(fixture.lookup(ofKind: UICollectionView.elementKindSectionFooter, section: 1) == fixture.frame(expectedSecond, 20))
            fixture.checkCellsUnmoved()
        }
    }

    /// A trailing content inset of 30 ends the visible area 30 before the bounds' end: at offset
    /// 0, visibleEnd = 170 and footer 0 = min(230, max(150, 30)) = 150; at 60, visibleEnd 230,
    /// footer 0 = min(230, 210) = 210.
    @Test(arguments: directions)
    func pinnedFootersEndAboveTheTrailingContentInset(_ direction: UICollectionView.ScrollDirection) {
        let inset = direction == .vertical ? UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
            : UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 30)
        let fixture = Fixture(direction, headers: false, footers: true, contentInset: inset)
        for (offset, start) in [(CGFloat(0), CGFloat(150)), (60, 210)] {
            fixture.scroll(to: offset)
            #expect(fixture.frames(ofKind: UICollectionView.elementKindSectionFooter)[0] == fixture.frame(start, 20),
                    "offset \(offset), \(direction)")
        }
    }

    /// Headers and footers pinned together at offset 100: header 0 at 100, footer 0 at its place
    /// 230 (visibleEnd 300), header 1 at 250, footer 1 = max(280, 280) = 280.
    @Test(arguments: directions)
    func headersAndFootersPinTogether(_ direction: UICollectionView.ScrollDirection) {
        let fixture = Fixture(direction, headers: true, footers: true)
        fixture.scroll(to: 100)
        #expect(fixture.frames(ofKind: UICollectionView.elementKindSectionHeader) == [0: fixture.frame(100, 30), 1: fixture.frame(250, 30)])
        #expect(fixture.frames(ofKind: UICollectionView.elementKindSectionFooter) == [0: fixture.frame(230, 20), 1: fixture.frame(280, 20)])
    }

    // MARK: The bounds rule

    /// With pinning every scroll (either axis) invalidates, since pinned frames follow the bounds;
    /// without it only a change of the length across the scroll direction does.
    @Test(arguments: directions)
    func everyScrollInvalidatesWhenPinning(_ direction: UICollectionView.ScrollDirection) {
        for (headers, footers) in [(true, false), (false, true), (true, true)] {
            let fixture = Fixture(direction, headers: headers, footers: footers)
            let bounds = fixture.view.bounds
            for delta in [CGFloat(1), 0.5, 50, 299, -20] {
                let along = direction == .vertical ? bounds.offsetBy(dx: 0, dy: delta) : bounds.offsetBy(dx: delta, dy: 0)
                let across = direction == .vertical ? bounds.offsetBy(dx: delta, dy: 0) : bounds.offsetBy(dx: 0, dy: delta)
                #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: along), "\(direction) by \(delta)")
                #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: across), "\(direction) across by \(delta)")
            }
        }
    }

    @Test(arguments: directions)
    func withoutPinningOnlyTheCrossLengthInvalidates(_ direction: UICollectionView.ScrollDirection) {
        let fixture = Fixture(direction, headers: false, footers: false)
        let bounds = fixture.view.bounds
        for delta in [CGFloat(1), 50, 299, -20] {
            #expect(!fixture.layout.shouldInvalidateLayout(forBoundsChange: bounds.offsetBy(dx: delta, dy: delta)), "scroll by \(delta)")
        }
        let longer = direction == .vertical ? CGRect(x: 0, y: 0, width: 100, height: 300) : CGRect(x: 0, y: 0, width: 300, height: 100)
        let wider = direction == .vertical ? CGRect(x: 0, y: 0, width: 120, height: 200) : CGRect(x: 0, y: 0, width: 200, height: 120)
        #expect(!fixture.layout.shouldInvalidateLayout(forBoundsChange: longer))
        #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: wider))
    }
}
