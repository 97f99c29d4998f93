import UIKit

/// A data source with fixed counts, which a test changes before telling the collection view.
final class CountsDataSource: UICollectionViewDataSource {
    var counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }
}
