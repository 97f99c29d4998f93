/// Where a collection view reads its counts, as UIKit's `UICollectionViewDataSource`. Cells are not
/// modelled (nothing is drawn), so `collectionView(_:cellForItemAt:)` is not a requirement here.
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The number of sections; 1 when not implemented, as in UIKit.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// UIKit's default: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
