import Testing
@testable import TryLayout

/// `OwnDelegate.find`: the layout's own delegate protocol, how the layout reads it, and whether
/// try-layout can answer it without code.
@Suite struct OwnDelegateTests {
    func find(_ text: String, layout: String) throws -> Result<OwnDelegate, OwnDelegate.Unsupported>? {
        let declarations = Declarations([SwiftSource(path: "L.swift", text: text)])
        let layoutClass = try #require(declarations.classes.first { $0.name == layout })
        return OwnDelegate.find(for: layoutClass, in: declarations)
    }

    @Test func aDelegateProperty() throws {
        let text = """
            protocol PinDelegate: AnyObject {
                func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath) -> CGFloat
                func numberOfColumns(in layout: PinLayout) -> Int
                var columns: Int { get }
            }
            class PinLayout: UICollectionViewLayout {
                weak var delegate: PinDelegate?
            }
            """
        let found = try #require(try find(text, layout: "PinLayout"))
        let own = try found.get()
        #expect(own.attachment == .property("delegate"))
        #expect(own.protocolDeclaration.name == "PinDelegate")
        #expect(own.protocolDeclaration.functions.map(\.selector)
                == ["collectionView(_:heightForPhotoAt:)", "numberOfColumns(in:)"])
    }

    @Test func aPropertyOfASuperclassInTheFiles() throws {
        let text = """
            protocol SizeSource { func size(at indexPath: IndexPath) -> CGSize }
            class Base: UICollectionViewLayout { var dataSource: SizeSource! }
            final class Leaf: Base {}
            """
        let own = try #require(try find(text, layout: "Leaf")).get()
        #expect(own.attachment == .property("dataSource"))
        let chain = OwnDelegate.superclassChain(of: try #require(Declarations([SwiftSource(path: "L.swift", text: text)]).classes.last),
                                                in: Declarations([SwiftSource(path: "L.swift", text: text)]))
        #expect(chain.map(\.name) == ["Leaf", "Base"])
    }

    @Test func theCollectionViewsDelegateCastToTheProtocol() throws {
        let text = """
            protocol MosaicDelegate {
                func mosaic(_ layout: MosaicLayout, sizeFor section: Int) -> CGSize
            }
            class MosaicLayout: UICollectionViewLayout {
                override func prepare() {
                    let delegate = collectionView?.delegate as? MosaicDelegate
                    _ = delegate?.mosaic(self, sizeFor: 0)
                }
            }
            """
        let own = try #require(try find(text, layout: "MosaicLayout")).get()
        #expect(own.attachment == .collectionViewDelegate)
    }

    /// The common idiom: a computed property reading the collection view's delegate. It cannot be
    /// assigned, so the delegate must be the collection view's.
    @Test func aComputedPropertyCastingTheCollectionViewsDelegate() throws {
        let text = """
            protocol MosaicDelegate {
                func mosaic(_ layout: MosaicLayout, sizeFor section: Int) -> CGSize
            }
            class MosaicLayout: UICollectionViewLayout {
                var delegate: MosaicDelegate? {
                    collectionView?.delegate as? MosaicDelegate
                }
            }
            """
        let own = try #require(try find(text, layout: "MosaicLayout")).get()
        #expect(own.attachment == .collectionViewDelegate)
    }

    @Test func noProtocolOfTheFiles() throws {
        #expect(try find("protocol Unused { func f() -> Int }\nclass L: UICollectionViewLayout { var count: Int = 0 }", layout: "L") == nil)
    }

    @Test func unsupportedRequirementsSayWhy() throws {
        let text = """
            protocol PhotoSource: AnyObject {
                func image(at indexPath: IndexPath) -> UIImage
                func height(at indexPath: IndexPath) throws -> CGFloat
                func caption(_ text: String) -> CGFloat
                func ready() async -> Bool
                var columns: Int { get }
                var title: String { get }
                var spacing: CGFloat { get set }
            }
            class PhotoLayout: UICollectionViewLayout {
                weak var source: PhotoSource?
            }
            """
        let found = try #require(try find(text, layout: "PhotoLayout"))
        guard case .failure(let unsupported) = found else {
            Issue.record("expected a failure, got \(found)")
            return
        }
        #expect(unsupported.protocolName == "PhotoSource")
        // `columns` is a plain read-only property: no reason.
        #expect(unsupported.reasons == [
            "image(at:) returns UIImage",
            "height(at:) throws or is async",
            "caption(_:) takes String",
            "ready() throws or is async",
            "requirement 'var title: String { get }' (line 7) is not a function or a plain read-only property",
            "requirement 'var spacing: CGFloat { get set }' (line 8) is not a function or a plain read-only property",
        ])
    }

    @Test func plainTypesAndTheLayoutItself() throws {
        let text = """
            protocol Everything {
                func a(_ cv: UICollectionView, layout: UICollectionViewLayout, at indexPath: IndexPath) -> CGSize
                func b(_ flow: UICollectionViewFlowLayout, section: Int) -> UIEdgeInsets
                func c(_ layout: Mine) -> CGRect?
                func d(_ x: Double, _ y: Float, _ z: CGFloat) -> CGPoint
                func e() -> Bool
                func f() -> Void
                func g()
                var columns: Int { get }
            }
            class Mine: UICollectionViewLayout { var everything: Everything? }
            """
        let own = try #require(try find(text, layout: "Mine")).get()
        #expect(own.attachment == .property("everything"))
    }

    @Test func strippedOptional() {
        #expect(OwnDelegate.strippedOptional("P?") == "P")
        #expect(OwnDelegate.strippedOptional("P!") == "P")
        #expect(OwnDelegate.strippedOptional("P ") == "P")
        #expect(OwnDelegate.strippedOptional("(any P)?") == "P")
        #expect(OwnDelegate.strippedOptional("any P") == "P")
    }

    @Test func propertyRequirements() {
        #expect(PropertyRequirement("var columns: Int { get }") == PropertyRequirement(name: "columns", type: "Int"))
        #expect(PropertyRequirement("var gap: CGFloat? { get }")?.type == "CGFloat?")
        #expect(PropertyRequirement("var gap: CGFloat { get set }") == nil)
        #expect(PropertyRequirement("static var shared: Self { get }") == nil)
    }
}

extension PropertyRequirement {
    init(name: String, type: String) {
        self.init("var \(name): \(type) { get }")!
    }
}
