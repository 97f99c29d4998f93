import Testing
@testable import LayoutEngine

/// UIKit's flow layout asks `collectionView(_:layout:sizeForItemAt:)` once per item in a full
/// prepare; so does this one. (The line breaker used to ask again for every item that did not
/// fit on the line before: about 1.36 calls per item at a million items.)
@Suite struct FlowLayoutDelegateCallTests {
    /// A delegate sizing items individually that counts how often each item's size is asked for.
    final class CountingData: FlowLayoutDelegate {
        var bounds: Rect
        let sizes: [[Size]]
        var asked: [IndexPath: Int] = [:]

        init(width: Double, sizes: [[Size]]) {
            bounds = Rect(x: 0, y: 0, width: width, height: 500)
            self.sizes = sizes
        }

        var numberOfSections: Int { sizes.count }
        func numberOfItems(inSection section: Int) -> Int { sizes[section].count }
        func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                            sizesItemsIndividuallyInSection section: Int) -> Bool { true }
        func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                            sizeForItemAt indexPath: IndexPath) -> Size {
            asked[indexPath, default: 0] += 1
            return sizes[indexPath.section][indexPath.item]
        }
    }

    @Test func aFullPrepareAsksForEachItemsSizeOnce() {
        for seed: UInt64 in 1...300 {
            var rng = SplitMix64(seed: seed)
            let sizes = (0..<rng.int(in: 1...3)).map { _ in
                (0..<rng.int(in: 0...120)).map { _ in
                    Size(width: Double(rng.int(in: 0...400)) / 4, height: Double(rng.int(in: 1...200)) / 4)
                }
            }
            let data = CountingData(width: Double(rng.int(in: 0...1600)) / 4, sizes: sizes)
            let layout = FlowLayout(queryStrategy: BinarySearchQuery(), invalidationStrategy: FullInvalidation())
            layout.minimumInteritemSpacing = Double(rng.int(in: 0...40)) / 4
            layout.scrollDirection = rng.chance(0.3) ? .horizontal : .vertical
            layout.collectionView = data
            layout.prepare()
            let expected = sizes.indices.flatMap { section in sizes[section].indices.map { IndexPath(item: $0, section: section) } }
            #expect(data.asked.count == expected.count, "seed \(seed)")
            #expect(expected.allSatisfy { data.asked[$0] == 1 }, "seed \(seed): \(data.asked.values.max() ?? 0) calls at most")
        }
    }
}
