import Testing
import UIKit

/// `UITraitCollection`, `UIScreen.main` and the enumerations they use. UIKit's defaults: a trait
/// collection that does not specify a trait has its "unspecified" value (Apple: "The default display
/// scale for a trait collection is 0.0 (indicating unspecified)").
struct TraitCollectionTests {
    @Test func anEmptyCollectionIsUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.displayScale == 0)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.userInterfaceIdiom == .unspecified)
    }

    @Test func aSingleTraitInitialiserSpecifiesOnlyThatTrait() {
        let scale = UITraitCollection(displayScale: 3)
        #expect(scale.displayScale == 3)
        #expect(scale.layoutDirection == .unspecified)
        #expect(scale.horizontalSizeClass == .unspecified)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).displayScale == 0)
        #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
    }

    @Test func mergingKeepsTheLastSpecifiedValueOfEachTrait() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(displayScale: 3),
            UITraitCollection(),   // specifies nothing, overrides nothing
        ])
        #expect(merged.displayScale == 3)
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.verticalSizeClass == .unspecified)
        #expect(merged.layoutDirection == .unspecified)
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    }

    @Test func containsTraitsComparesOnlyTheSpecifiedTraits() {
        let screen = UIScreen.main.traitCollection
        #expect(screen.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(screen.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(!screen.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(screen.containsTraits(in: UITraitCollection()))
        #expect(screen.containsTraits(in: nil))
    }

    @Test func equalityComparesTraitsNotIdentity() {
        #expect(UITraitCollection(displayScale: 2) == UITraitCollection(displayScale: 2))
        #expect(UITraitCollection(displayScale: 2).hash == UITraitCollection(displayScale: 2).hash)
        #expect(UITraitCollection(displayScale: 2) != UITraitCollection(displayScale: 3))
        #expect(UITraitCollection(displayScale: 2) != UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2),
                                                                                       UITraitCollection(layoutDirection: .leftToRight)]))
        #expect(!UITraitCollection().isEqual("not traits"))
    }

    @Test func aNonFiniteScaleIsKeptAndNeverTraps() {
        #expect(UITraitCollection(displayScale: .nan).displayScale.isNaN)
        #expect(UITraitCollection(displayScale: -1).displayScale == -1)
    }

    @Test func theScreenIsAnIPhoneAtScale3() {
        let screen = UIScreen.main
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.scale == 3)
        #expect(screen.nativeScale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(screen.traitCollection.displayScale == 3)
        #expect(screen.traitCollection.layoutDirection == .leftToRight)
        #expect(screen.traitCollection.horizontalSizeClass == .compact)
        #expect(screen.traitCollection.verticalSizeClass == .regular)
        #expect(screen.traitCollection.userInterfaceIdiom == .phone)
        #expect(UIScreen.main === screen)
    }

    @Test func enumerationsHaveUIKitsRawValues() {
        // UIKit's headers: UIUserInterfaceLayoutDirection {LeftToRight, RightToLeft} = 0, 1;
        // UITraitEnvironmentLayoutDirection {Unspecified = -1, LeftToRight, RightToLeft};
        // UIUserInterfaceSizeClass {Unspecified = 0, Compact, Regular}.
        #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UITraitEnvironmentLayoutDirection(rawValue: 1) == .rightToLeft)
        #expect(UIUserInterfaceSizeClass(rawValue: 0) == .unspecified)
        #expect(UIUserInterfaceSizeClass(rawValue: 2) == .regular)
        #expect(UIUserInterfaceIdiom.phone.rawValue == 0)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
    }
}
