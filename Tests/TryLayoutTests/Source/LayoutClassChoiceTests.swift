import LabSupport
import Testing
@testable import TryLayout

/// `LayoutClassChoice`: the one leaf subclass of a UIKit layout class, or the one `--class` names.
@Suite struct LayoutClassChoiceTests {
    func choose(_ text: String, requested: String? = nil, files: [String] = ["L.swift"]) throws(LabError) -> String {
        try LayoutClassChoice.choose(Declarations([SwiftSource(path: files[0], text: text)]), requested: requested, files: files).name
    }

    func failure(_ text: String, requested: String? = nil, files: [String] = ["L.swift"]) -> LabError? {
        do throws(LabError) {
            _ = try choose(text, requested: requested, files: files)
            return nil
        } catch {
            return error
        }
    }

    @Test func noLayoutClassNamesTheFiles() throws {
        let error = try #require(failure("class Model: NSObject {}\nstruct S {}", files: ["A.swift", "B.swift"]))
        #expect(error.message == "no layout class in A.swift, B.swift: no class there subclasses UICollectionViewLayout or "
                + "UICollectionViewFlowLayout (directly or through classes of these files)")
        #expect(error.exitStatus == 2)
    }

    @Test func oneLeaf() throws {
        #expect(try choose("class Helper {}\nfinal class Cards: UICollectionViewLayout {}") == "Cards")
        #expect(try choose("class Flow: UICollectionViewFlowLayout, Sendable {}") == "Flow")
    }

    @Test func aChainPicksItsLeaf() throws {
        let text = "class A: UICollectionViewFlowLayout {}\nclass B: A {}"
        #expect(try choose(text) == "B")
        // --class may name any layout class of the chain.
        #expect(try choose(text, requested: "A") == "A")
        let declarations = Declarations([SwiftSource(path: "L.swift", text: text)])
        #expect(LayoutClassChoice.layoutClasses(declarations).map(\.name) == ["A", "B"])
        let b = try #require(declarations.classes.last)
        #expect(LayoutClassChoice.uikitAncestor(of: b, in: declarations) == "UICollectionViewFlowLayout")
    }

    @Test func twoLeavesNeedClass() throws {
        let text = "class Grid: UICollectionViewLayout {}\nclass List: UICollectionViewFlowLayout {}"
        let error = try #require(failure(text))
        #expect(error.message == "2 layout classes in L.swift (Grid, List); name the one to try with --class NAME")
        #expect(try choose(text, requested: "List") == "List")
    }

    @Test func anUnknownClassListsTheLayoutClasses() throws {
        let text = "class Grid: UICollectionViewLayout {}\nclass List: UICollectionViewFlowLayout {}\nclass Model {}"
        let error = try #require(failure(text, requested: "Model"))
        #expect(error.message == "--class Model: no subclass of UICollectionViewLayout of that name in L.swift (layout classes: Grid, List)")
        let none = try #require(failure("class Model {}", requested: "Grid"))
        #expect(none.message == "--class Grid: no subclass of UICollectionViewLayout of that name in L.swift (layout classes: none)")
    }

    @Test func aQualifiedSuperclass() throws {
        #expect(try choose("class Q: UIKit.UICollectionViewLayout {}") == "Q")
        #expect(LayoutClassChoice.unqualified("UIKit.UICollectionViewFlowLayout") == "UICollectionViewFlowLayout")
        #expect(LayoutClassChoice.unqualified("Plain") == "Plain")
    }

    @Test func aCycleIsNoLayoutAndEnds() throws {
        let error = try #require(failure("class A: B {}\nclass B: A {}"))
        #expect(error.message.hasPrefix("no layout class in L.swift"))
    }

    @Test func aProtocolListAloneIsNoSuperclass() throws {
        // `Sendable` first: no superclass the scan can follow, so no layout class.
        #expect(failure("class P: Sendable, Equatable {}") != nil)
    }
}
