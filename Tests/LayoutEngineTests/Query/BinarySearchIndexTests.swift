import Testing
@testable import LayoutEngine

/// `BinarySearchQuery.Index` on its own, against a brute-force filter: sources of many blocks,
/// ordered and not, stored and computed, brought up to date through random edits from random
/// ordinals, as prepares do.
@Suite struct BinarySearchIndexTests {
    /// Frames in an array, as a test source.
    struct FrameList: ElementSource {
        var frames: [Rect]
        var scrollDirection: ScrollDirection
        var storesFrames: Bool
        var elementCount: Int { frames.count }
        var isOrderedAlongScrollDirection: Bool {
            zip(frames, frames.dropFirst()).allSatisfy {
                $0.minAlong(scrollDirection) <= $1.minAlong(scrollDirection) && $0.maxAlong(scrollDirection) <= $1.maxAlong(scrollDirection)
            }
        }
        func frame(ofElementAt ordinal: Int) -> Rect { frames[ordinal] }
    }

    /// A frame `along` points down (or right), sometimes long, sometimes empty.
    static func frame(along: Double, _ rng: inout SplitMix64, direction: ScrollDirection) -> Rect {
        let length = rng.chance(0.05) ? Double(rng.int(in: 0...3_000)) : Double(rng.int(in: 0...80))
        let across = Double(rng.int(in: 0...300)), width = Double(rng.int(in: 0...120))
        return direction == .vertical ? Rect(x: across, y: along, width: width, height: length)
            : Rect(x: along, y: across, width: length, height: width)
    }

    /// Frames in scroll order when `ordered`, with small jitter otherwise (as a waterfall's or a
    /// centred flow line's are).
    static func frames(count: Int, ordered: Bool, _ rng: inout SplitMix64, direction: ScrollDirection, from start: Double = 0) -> [Rect] {
        var along = start
        return (0..<count).map { _ in
            along += Double(rng.int(in: 0...30))
            if ordered { return direction == .vertical ? Rect(x: 0, y: along, width: 10, height: 20) : Rect(x: along, y: 0, width: 20, height: 10) }
            return frame(along: Swift.max(0, along + Double(rng.int(in: -200...50))), &rng, direction: direction)
        }
    }

    static func expectAnswersMatch(_ index: BinarySearchQuery.Index, _ source: FrameList, _ rng: inout SplitMix64,
                                   _ context: String) -> Int {
        let start = (source.frames.map { $0.minAlong(source.scrollDirection) }.min() ?? 0) - 100
        let extent = (source.frames.map { $0.maxAlong(source.scrollDirection) }.max() ?? 0) + 100
        var nonEmpty = 0
        for _ in 0..<12 {
            let low = start + Double(rng.int(in: 0...Int(Swift.max(0, extent - start)))) + 0.5 * Double(rng.int(in: 0...1))
            let length = Double(rng.int(in: 0...900))
            let across = Double(rng.int(in: -50...350))
            let rect = source.scrollDirection == .vertical ? Rect(x: across, y: low, width: 200, height: length)
                : Rect(x: low, y: across, width: length, height: 200)
            var answer: [Int] = []
            _ = index.appendOrdinals(in: rect, source: source, to: &answer)
            let expected = source.frames.indices.filter { rect.intersects(source.frames[$0]) }
            #expect(answer == expected, "\(context), rect \(rect)")
            if !expected.isEmpty { nonEmpty += 1 }
        }
        return nonEmpty
    }

    @Test func answersMatchBruteForceThroughRandomEdits() {
        var nonEmpty = 0
        for seed: UInt64 in 1...60 {
            var rng = SplitMix64(seed: seed)
            let direction: ScrollDirection = rng.chance(0.5) ? .vertical : .horizontal
            let ordered = rng.chance(0.3)
            // Far from the origin the index's `Float` bounds are coarser than the frames: the
            // answers must stay exact.
            let origin = rng.chance(0.3) ? 987_654_321.375 : 0
            var source = FrameList(frames: Self.frames(count: rng.int(in: 0...2_000), ordered: ordered, &rng, direction: direction, from: origin),
                                   scrollDirection: direction, storesFrames: rng.chance(0.8))
            var index = BinarySearchQuery.Index()
            index.update(from: 0, source: source)
            nonEmpty += Self.expectAnswersMatch(index, source, &rng, "seed \(seed), fresh")
            for edit in 0..<8 {
                // Replace everything from a random ordinal on with a random run: appends,
                // truncations and changes, as prepares after invalidations do.
                let start = rng.int(in: 0...source.frames.count)
                let along = start > 0 ? source.frames[start - 1].minAlong(direction) : 0
                let run = Self.frames(count: rng.int(in: 0...300), ordered: ordered && rng.chance(0.8), &rng, direction: direction,
                                      from: along + Double(rng.int(in: -300...100)))
                source.frames.replaceSubrange(start..., with: run)
                index.update(from: start, source: source)
                nonEmpty += Self.expectAnswersMatch(index, source, &rng, "seed \(seed), edit \(edit) from \(start)")
            }
        }
        #expect(nonEmpty > 60 * 9 * 12 / 3, "most answers are not empty: \(nonEmpty)")
    }

    @Test func anOrderedStoredSourceKeepsAnEighthOfAByteAnElement() {
        var rng = SplitMix64(seed: 7)
        let source = FrameList(frames: Self.frames(count: 64 * 100, ordered: true, &rng, direction: .vertical),
                               scrollDirection: .vertical, storesFrames: true)
        var index = BinarySearchQuery.Index()
        index.update(from: 0, source: source)
        #expect(index.bytesHeld >= 2 * 100 * 4 && index.bytesHeld < 64 * 100 / 4, "two floats per block: \(index.bytesHeld)")
        var computed = source
        computed.storesFrames = false
        var none = BinarySearchQuery.Index()
        none.update(from: 0, source: computed)
        #expect(none.bytesHeld == 0)
    }
}
