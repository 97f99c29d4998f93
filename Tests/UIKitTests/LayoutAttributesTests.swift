import Testing
import UIKit

/// `UICollectionViewLayoutAttributes`: UIKit's defaults, the frame derived from center, size and
/// transform, copies of subclasses, equality.
struct LayoutAttributesTests {
    /// A subclass with a property of its own, written as on iOS.
    final class TaggedAttributes: UICollectionViewLayoutAttributes {
        var tag = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone)
            (copy as? TaggedAttributes)?.tag = tag
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? TaggedAttributes else { return false }
            return other.tag == tag && super.isEqual(object)
        }
    }

    @Test func defaultsAreUIKits() {
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        #expect(cell.frame == .zero)
        #expect(cell.alpha == 1)
        #expect(cell.zIndex == 0)
        #expect(cell.isHidden == false)
        #expect(cell.transform == .identity)
        #expect(cell.transform3D == CATransform3DIdentity)
        #expect(cell.representedElementCategory == .cell)
        #expect(cell.representedElementKind == nil)
        #expect(cell.indexPath == IndexPath(item: 2, section: 1))
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                      with: IndexPath(item: 0, section: 3))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shadow", with: IndexPath(item: 0, section: 0))
        #expect(decoration.representedElementCategory == .decorationView)
        #expect(decoration.representedElementKind == "shadow")
    }

    @Test func settingTheFrameSetsCenterAndSize() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        #expect(attributes.size == CGSize(width: 30, height: 40))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        attributes.center = CGPoint(x: 100, y: 100)
        #expect(attributes.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
        attributes.frame.origin.y = 0
        #expect(attributes.frame == CGRect(x: 85, y: 0, width: 30, height: 40))
    }

    @Test func theFrameUnderATransformIsTheBoundingBoxAboutTheCenter() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        // Scaling by 0.5 about the center (20, 10): a 20 × 10 box centred there.
        attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(attributes.frame == CGRect(x: 10, y: 5, width: 20, height: 10))
        #expect(attributes.center == CGPoint(x: 20, y: 10), "the transform moves no stored property")
        #expect(attributes.size == CGSize(width: 40, height: 20))
        // A translation by (7, -3) moves the box.
        attributes.transform = CGAffineTransform(translationX: 7, y: -3)
        #expect(attributes.frame == CGRect(x: 7, y: -3, width: 40, height: 20))
        #expect(attributes.transform3D == CATransform3DMakeTranslation(7, -3, 0))
    }

    @Test func aCopyIsOfTheSubclassWithEveryProperty() throws {
        let original = TaggedAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 4, section: 2))
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.alpha = 0.5
        original.zIndex = 7
        original.isHidden = true
        original.tag = 42
        original.transform = CGAffineTransform(scaleX: 2, y: 2)
        let copy = try #require(original.copy() as? TaggedAttributes)
        #expect(copy !== original)
        #expect(copy.tag == 42)
        #expect(copy.size == original.size)
        #expect(copy.center == original.center)
        #expect(copy.alpha == 0.5)
        #expect(copy.zIndex == 7)
        #expect(copy.isHidden)
        #expect(copy.transform == original.transform)
        #expect(copy.representedElementCategory == .supplementaryView)
        #expect(copy.representedElementKind == "badge")
        #expect(copy.indexPath == IndexPath(item: 4, section: 2))
        #expect(copy.isEqual(original))
        copy.tag = 1
        #expect(!copy.isEqual(original), "the subclass's own property takes part")
    }

    @Test func equalityComparesEveryPropertyAndTheClass() {
        func make() -> UICollectionViewLayoutAttributes {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
            attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            return attributes
        }
        #expect(make().isEqual(make()))
        #expect(make().hash == make().hash)
        let moved = make()
        moved.frame.origin.x = 1
        #expect(!moved.isEqual(make()))
        let faded = make()
        faded.alpha = 0.9
        #expect(!faded.isEqual(make()))
        let tagged = TaggedAttributes(forCellWith: IndexPath(item: 1, section: 0))
        tagged.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!make().isEqual(tagged), "another class is another thing")
        #expect(!make().isEqual(nil))
    }

    @Test func aFlowLayoutMakesItsAttributesOfItsAttributesClass() throws {
        final class TaggedFlowLayout: UICollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
        }
        let layout = TaggedFlowLayout()
        let dataSource = CountsDataSource([2])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let answer = try #require(layout.layoutAttributesForElements(in: view.bounds))
        #expect(answer.count == 2)
        #expect(answer.allSatisfy { $0 is TaggedAttributes })
    }
}
