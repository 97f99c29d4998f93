import Testing
@testable import TryLayout

/// `Declarations`: the classes and protocols of the files, read from their code only.
@Suite struct DeclarationsTests {
    func declarations(_ texts: String...) -> Declarations {
        Declarations(texts.enumerated().map { SwiftSource(path: "F\($0.offset).swift", text: $0.element) })
    }

    /// The byte range of the first `needle` in `text` (`needle` must occur).
    func range(of needle: String, in text: String) -> Range<Int> {
        let bytes = Array(text.utf8), pattern = Array(needle.utf8)
        let start = (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }!
        return start..<(start + pattern.count)
    }

    static let grid = """
        import UIKit

        // class Commented: UICollectionViewLayout {}
        open class GridLayout<Cell: Hashable>: UICollectionViewLayout, Sendable where Cell: Equatable {
            weak var delegate: GridLayoutDelegate?
            var columns: Int = 2
            private let spacing: CGFloat
            class func make() -> GridLayout<Int> { GridLayout<Int>() }
            class var shared: Int { 1 }
            let note = "class InString: UICollectionViewLayout {}"
            override init() { spacing = 1; super.init() }
            convenience init?(columns count: Int, _ gap: CGFloat) { self.init() }
            required init?(coder: NSCoder) { fatalError() }
            func f() { let local: Int = 1 }
        }

        final class Sub: GridLayout<Int> {}
        """

    @Test func classesWithSuperclassGenericsAndProtocols() throws {
        let found = declarations(Self.grid)
        #expect(found.classes.map(\.name) == ["GridLayout", "Sub"])
        let grid = try #require(found.classes.first)
        #expect(grid.inherited == ["UICollectionViewLayout", "Sendable"])
        #expect(grid.line == 4)
        #expect(grid.file == 0)
        let sub = try #require(found.classes.last)
        #expect(sub.inherited == ["GridLayout"])
        #expect(sub.line == 17)
        #expect(sub.initializers.isEmpty)
        #expect(sub.properties.isEmpty)
    }

    @Test func classModifiersAreNotClasses() {
        let found = declarations("""
            struct S {
                class func f() {}
            }
            enum E { class var x: Int { 1 } }
            let t = S.self
            """)
        #expect(found.classes.isEmpty)
    }

    @Test func initializersGiveTheirLabels() throws {
        let grid = try #require(declarations(Self.grid).classes.first)
        // The designated ones: init(); init?(coder:). `convenience init?(columns:_:)` does not stop
        // init() being inherited, and `super.init()` and `self.init()` are calls.
        #expect(grid.initializers == [[], ["coder"]])
    }

    @Test func propertiesGiveTheirTypes() throws {
        let grid = try #require(declarations(Self.grid).classes.first)
        // `shared` is a property (class var), `note` has no type written, `local` is inside a function.
        #expect(grid.properties.map(\.name) == ["delegate", "columns", "spacing", "shared"])
        #expect(grid.properties.map(\.type) == ["GridLayoutDelegate?", "Int", "CGFloat", "Int"])
        #expect(grid.bodyCode.hasPrefix("{"))
        #expect(grid.bodyCode.hasSuffix("}"))
    }

    @Test func classesOfSeveralFilesKnowTheirFile() {
        let found = declarations("class A: UICollectionViewLayout {}", "\n\nclass B: A {}")
        #expect(found.classes.map(\.name) == ["A", "B"])
        #expect(found.classes.map(\.file) == [0, 1])
        #expect(found.classes.map(\.line) == [1, 3])
    }

    static let waterfall = """
        @objc public protocol WaterfallDelegate: AnyObject, NSObjectProtocol {
            func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
            @objc optional func numberOfColumns(in collectionView: UICollectionView) -> Int
            optional func collectionView(_ collectionView: UICollectionView, insetsFor section: Int) -> UIEdgeInsets?
            func load(at indexPath: IndexPath) throws -> CGSize
            func fetch() async -> Int
            func reset()
            func pick<T>(_ values: [T], count: inout Int) -> T
            var columns: Int { get }
            static var shared: Self { get }
        }
        protocol Plain {
            func f(_ x: Int)
        }
        """

    @Test func protocolsAndTheirObjC() {
        let found = declarations(Self.waterfall)
        #expect(found.protocols.map(\.name) == ["WaterfallDelegate", "Plain"])
        #expect(found.protocols.map(\.isObjC) == [true, false])
        #expect(found.protocols.map(\.line) == [1, 12])
        #expect(found.protocols.first?.inherited == ["AnyObject", "NSObjectProtocol"])
        #expect(found.classes.isEmpty)
    }

    @Test func objcWithANameMakesAnObjCProtocol() {
        let found = declarations("@objc(MyDelegate) public protocol Named {}\n")
        #expect(found.protocols.map(\.isObjC) == [true])
    }

    @Test func functionRequirements() throws {
        let waterfall = try #require(declarations(Self.waterfall).protocols.first)
        let functions = waterfall.functions
        #expect(functions.map(\.name) == ["collectionView", "numberOfColumns", "collectionView", "load", "fetch", "reset", "pick"])
        #expect(functions.map(\.selector) == ["collectionView(_:heightForItemAt:)", "numberOfColumns(in:)", "collectionView(_:insetsFor:)",
                                              "load(at:)", "fetch()", "reset()", "pick(_:count:)"])
        #expect(functions.map(\.line) == [2, 3, 4, 5, 6, 7, 8])
        #expect(functions.map(\.isOptional) == [false, true, true, false, false, false, false])
        #expect(functions.map(\.hasEffects) == [false, false, false, true, true, false, false])
        #expect(functions.map(\.result) == ["CGFloat", "Int", "UIEdgeInsets?", "CGSize", "Int", nil, "T"])

        #expect(functions[0].parameters == [Parameter(label: nil, name: "collectionView", type: "UICollectionView"),
                                            Parameter(label: "heightForItemAt", name: "indexPath", type: "IndexPath")])
        #expect(functions[0].callLabels == [nil, "heightForItemAt"])
        #expect(functions[1].parameters == [Parameter(label: "in", name: "collectionView", type: "UICollectionView")])
        #expect(functions[2].parameters.map(\.type) == ["UICollectionView", "Int"])
        #expect(functions[5].parameters.isEmpty)
        #expect(functions[6].parameters == [Parameter(label: nil, name: "values", type: "[T]"),
                                            Parameter(label: "count", name: "count", type: "inout Int")])
    }

    @Test func optionalKeywordAndResultRanges() throws {
        let text = Self.waterfall
        let functions = try #require(declarations(text).protocols.first).functions
        let first = range(of: "optional func numberOfColumns", in: text)
        #expect(functions[1].optionalKeyword == first.lowerBound..<(first.lowerBound + "optional".utf8.count))
        let second = range(of: "optional func collectionView", in: text)
        #expect(functions[2].optionalKeyword == second.lowerBound..<(second.lowerBound + "optional".utf8.count))
        #expect(functions[0].optionalKeyword == nil)
        #expect(functions[3].optionalKeyword == nil)

        #expect(functions[0].resultRange == range(of: "CGFloat", in: text))
        #expect(functions[2].resultRange == range(of: "UIEdgeInsets?", in: text))
        #expect(functions[5].resultRange == nil)
    }

    @Test func otherRequirementsAreKeptWithTheirLine() throws {
        let waterfall = try #require(declarations(Self.waterfall).protocols.first)
        #expect(waterfall.otherRequirements.map(\.line) == [9, 10])
        #expect(waterfall.otherRequirements.map(\.text) == ["var columns: Int { get }", "static var shared: Self { get }"])
    }

    @Test func declarationsInCommentsAndStringsAreNotSeen() {
        let found = declarations("""
            // protocol Commented { func f() }
            let s = "protocol InString { func g() }"
            /* class Hidden: UICollectionViewLayout {} */
            """)
        #expect(found.protocols.isEmpty)
        #expect(found.classes.isEmpty)
    }

    @Test func anInitializerWhoseParametersAllHaveDefaultsIsInitWithoutArguments() throws {
        let found = declarations("""
            final class Aligned: UICollectionViewFlowLayout {
                init(horizontal: Int = 0, vertical: Int = 1) { super.init() }
                init(columns: Int, gap: Int = 2) { super.init() }
            }
            """)
        // The first is callable as Aligned(); the second needs `columns`.
        #expect(try #require(found.classes.first).initializers == [[], ["columns", "gap"]])
    }
}
