import Testing
@testable import LayoutEngine

/// A flow section sized uniformly (closed form, nothing stored) and the same section sized item by
/// item (stored lines) must follow the same rules: the same line breaks and the same frames.
@Suite struct FlowLayoutSizingPathTests {
    /// The two paths for the same data: `itemCount` items of `size`, uniform or individually sized.
    static func bothPaths(size: Size, count: Int, width: Double, configure: (FlowLayout) -> Void)
        -> (uniform: [LayoutAttributes], individual: [LayoutAttributes], uniformSize: Size, individualSize: Size) {
        let setUp: (FlowLayout) -> Void = { $0.itemSize = size; configure($0) }
        let uniform = preparedFlow(width: width, sections: [.init(itemCount: count)], configure: setUp).layout
        let individual = preparedFlow(width: width, sections: [.sized(Array(repeating: size, count: count))],
                                      configure: setUp).layout
        return (uniform.allElements, individual.allElements, uniform.collectionViewContentSize,
                individual.collectionViewContentSize)
    }

    /// Equal up to rounding: the closed form computes `x = start + i·(width + gap)`, the stored
    /// lines add `width + gap` item by item, which may differ in the last bits.
    static func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b))
    }

    static func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
        nearlyEqual(a.origin.x, b.origin.x) && nearlyEqual(a.origin.y, b.origin.y)
            && a.size == b.size
    }

    @Test func randomUniformSectionsMatchTheirIndividuallySizedTwins() {
        for seed: UInt64 in 1...400 {
            var rng = SplitMix64(seed: seed)
            // Quarter points, as real layouts use: exact sums, so line breaks never hinge on rounding.
            let size = Size(width: Double(rng.int(in: 0...640)) / 4, height: Double(rng.int(in: 0...320)) / 4)
            let width = Double(rng.int(in: 0...4000)) / 4
            let count = rng.int(in: 0...30)
            let interitem = Double(rng.int(in: 0...80)) / 4, line = Double(rng.int(in: 0...80)) / 4
            let direction: ScrollDirection = rng.chance(0.3) ? .horizontal : .vertical
            let single = rng.element(of: FlowLineAlignment.allCases), last = rng.element(of: FlowLineAlignment.allCases)
            let inset = EdgeInsets(top: Double(rng.int(in: 0...40)), left: Double(rng.int(in: 0...40)),
                                   bottom: Double(rng.int(in: 0...40)), right: Double(rng.int(in: 0...40)))
            let result = Self.bothPaths(size: size, count: count, width: width) {
                $0.scrollDirection = direction
                $0.minimumInteritemSpacing = interitem
                $0.minimumLineSpacing = line
                $0.singleItemLineAlignment = single
                $0.lastLineAlignment = last
                $0.sectionInset = inset
            }
            let context = "seed \(seed): \(count) items of \(size), width \(width), spacing \(interitem)/\(line), \(direction), \(single)/\(last)"
            #expect(result.uniform.map(\.id) == result.individual.map(\.id), "\(context)")
            // Same lines: the along-coordinate is exact on both paths.
            #expect(result.uniform.map { $0.frame.minAlong(direction) } == result.individual.map { $0.frame.minAlong(direction) },
                    "\(context)")
            #expect(zip(result.uniform, result.individual).allSatisfy { Self.nearlyEqual($0.frame, $1.frame) }, "\(context)")
            #expect(Self.nearlyEqual(result.uniformSize.width, result.individualSize.width)
                    && Self.nearlyEqual(result.uniformSize.height, result.individualSize.height), "\(context)")
        }
    }

    /// Found by this suite: when n items fill the line exactly, the two paths used to disagree
    /// about whether n fit (a closed formula against a running sum rounded differently, e.g.
    /// items of `(390 − 5·2) / 6`). The uniform grid now counts with the same running sum.
    @Test(arguments: [(390.0, 2.0), (390, 1), (393, 5), (414, 8)])
    func itemsThatFillTheLineExactlyBreakTheSameWayOnBothPaths(width: Double, spacing: Double) {
        let itemWidth = (width - 5 * spacing) / 6   // six items fill the line exactly
        let result = Self.bothPaths(size: Size(width: itemWidth, height: 10), count: 12, width: width) {
            $0.minimumInteritemSpacing = spacing
        }
        let uniformFirstLine = result.uniform.filter { $0.frame.minY == 0 }.count
        let individualFirstLine = result.individual.filter { $0.frame.minY == 0 }.count
        #expect(uniformFirstLine == individualFirstLine, "width \(width), spacing \(spacing), items \(itemWidth)")
        #expect(result.uniformSize == result.individualSize)
    }

    /// Found by this suite: zero-width items with zero spacing in a line area of negative length
    /// (insets wider than the bounds). The rule "an item joins the line when
    /// used + spacing + width ≤ available" puts each item on its own line; the uniform grid used to
    /// special-case `width + spacing ≤ 0` and put every item on one line.
    @Test func zeroWidthItemsInANegativeLineAreaBreakTheSameWayOnBothPaths() {
        let size = Size(width: 0, height: 10)
        let configure: (FlowLayout) -> Void = {
            $0.minimumInteritemSpacing = 0
            $0.sectionInset = EdgeInsets(top: 0, left: 60, bottom: 0, right: 60)   // available 100 − 120 = −20
        }
        let result = Self.bothPaths(size: size, count: 3, width: 100, configure: configure)
        // Individual: lines at y = 0, 20, 40, each item at the line area's start x = 60.
        #expect(result.individual == [cell(0, 0, 60, 0, 0, 10), cell(0, 1, 60, 20, 0, 10), cell(0, 2, 60, 40, 0, 10)])
        #expect(result.uniform == result.individual)
    }
}
