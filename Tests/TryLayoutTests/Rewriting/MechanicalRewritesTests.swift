import Testing
@testable import TryLayout

/// `MechanicalRewrites`: each rewrite on a small file, the whole rewritten text compared with one
/// written by hand (so every original line is checked at its own line number), and the rewrites
/// listed with file, line and what.
@Suite struct MechanicalRewritesTests {
    func rewrite(_ files: [(path: String, text: String)]) -> MechanicalRewrites {
        let sources = files.map { SwiftSource(path: $0.path, text: $0.text) }
        return MechanicalRewrites(sources, declarations: Declarations(sources))
    }

    func rewrite(_ text: String) -> MechanicalRewrites { rewrite([("L.swift", text)]) }

    /// The rewrites as `file:line: what`, in file, line and text order.
    func listed(_ rewrites: [Rewrite]) -> [String] {
        rewrites.map { "\($0.file):\($0.line): \($0.what)" }.sorted {
            let (a, b) = ($0.split(separator: ":", maxSplits: 2), $1.split(separator: ":", maxSplits: 2))
            return (a[0], Int(a[1]) ?? 0, a[2]) < (b[0], Int(b[1]) ?? 0, b[2])
        }
    }

    /// Line `k` of `rewritten` is line `k` of `expected`, for every line of the original.
    func expectSameLines(_ rewritten: String, _ expected: String, original: String) {
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let count = original.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines.count >= count && wanted.count >= count)
        for k in 0..<min(count, lines.count, wanted.count) {
            #expect(lines[k] == wanted[k], "line \(k + 1)")
        }
    }

    static let dropped = "(no Objective-C runtime on Linux)"

    @Test func objectiveCAndInterfaceBuilderAttributesAreDropped() {
        let original = """
            import UIKit
            @objcMembers
            @IBDesignable class Cards: UICollectionViewLayout {
                @IBInspectable var gap: CGFloat = 4
                @IBOutlet weak var view: UIView!
                @objc(cardsPrepare) func go() {}
                @objc dynamic var x = 1
                // @objc in a comment, "@objc" in a string
                let s = "@IBInspectable"
            }
            """
        let expected = """
            import UIKit

             class Cards: UICollectionViewLayout {
                 var gap: CGFloat = 4
                 weak var view: UIView!
                 func go() {}
                 dynamic var x = 1
                // @objc in a comment, "@objc" in a string
                let s = "@IBInspectable"
            }
            """
        let result = rewrite(original)
        #expect(result.texts == [expected])
        expectSameLines(result.texts[0], expected, original: original)
        #expect(listed(result.rewrites) == [
            "L.swift:2: dropped @objcMembers \(Self.dropped)",
            "L.swift:3: dropped @IBDesignable \(Self.dropped)",
            "L.swift:4: dropped @IBInspectable \(Self.dropped)",
            "L.swift:5: dropped @IBOutlet \(Self.dropped)",
            "L.swift:6: dropped @objc(cardsPrepare) \(Self.dropped)",
            "L.swift:7: dropped @objc \(Self.dropped)",
        ])
    }

    @Test func osIOSIsTakenAsTrueOnDirectiveLinesOnly() {
        let original = """
            import UIKit
            #if os(iOS)
            let a = 1
            #elseif os(macOS) || os(iOS)
            let b = 2
            #elseif os(iOS) || os(tvOS)
            let c = 3
            #endif
            let d = "#if os(iOS)" // #if os(iOS)
            """
        let expected = """
            import UIKit
            #if true
            let a = 1
            #elseif os(macOS) || true
            let b = 2
            #elseif true || os(tvOS)
            let c = 3
            #endif
            let d = "#if os(iOS)" // #if os(iOS)
            """
        let result = rewrite(original)
        #expect(result.texts == [expected])
        expectSameLines(result.texts[0], expected, original: original)
        #expect(listed(result.rewrites) == [
            "L.swift:2: took #if os(iOS) as true (the UIKit surface is iOS's)",
            "L.swift:4: took #elseif os(iOS) as true (the UIKit surface is iOS's)",
            "L.swift:6: took #elseif os(iOS) as true (the UIKit surface is iOS's)",
        ])
    }

    @Test func aMissingImportIsAddedAfterTheLastLine() {
        let what = "added import UIKit after the last line (the file does not import it)"
        // With and without a final newline: the import goes on a line of its own after the last one.
        let ended = rewrite("import Foundation\nfinal class A: UICollectionViewLayout {}\n")
        #expect(ended.texts == ["import Foundation\nfinal class A: UICollectionViewLayout {}\nimport UIKit\n"])
        #expect(listed(ended.rewrites) == ["L.swift:2: \(what)"])
        let unended = rewrite("class A {}")
        #expect(unended.texts == ["class A {}\nimport UIKit\n"])
        #expect(listed(unended.rewrites) == ["L.swift:1: \(what)"])
        // An import in a comment or a string is no import.
        let commented = rewrite("// import UIKit\nlet s = \"import UIKit\"")
        #expect(commented.texts == ["// import UIKit\nlet s = \"import UIKit\"\nimport UIKit\n"])
        #expect(listed(commented.rewrites) == ["L.swift:2: \(what)"])
        // A file that imports it is left as it is.
        let present = rewrite("import UIKit\nclass A {}\n")
        #expect(present.texts == ["import UIKit\nclass A {}\n"])
        #expect(present.rewrites.isEmpty)
    }

    static let optionalProtocol = """
        import UIKit

        @objc protocol P {
            @objc optional func f(_ a: Int) -> CGFloat
            @objc optional func g(_ a: Int)
            func h() -> Int
        }

        final class L: UICollectionViewLayout {
            weak var delegate: P?
            func use() {
                let x = delegate?.f?(1) ?? 0
                delegate?.g?(2)
                let y = delegate?.f?(a: 1)
                // delegate?.f?(3)
                let s = "delegate?.f?(4)"
                _ = delegate?.h()
            }
        }
        """

    @Test func optionalRequirementsGetDefaultsAndPlainCalls() {
        let expected = """
            import UIKit

             protocol P {
                 func f(_ a: Int) -> CGFloat?
                 func g(_ a: Int)
                func h() -> Int
            }

            final class L: UICollectionViewLayout {
                weak var delegate: P?
                func use() {
                    let x = delegate?.f(1) ?? 0
                    delegate?.g(2)
                    let y = delegate?.f?(a: 1)
                    // delegate?.f?(3)
                    let s = "delegate?.f?(4)"
                    _ = delegate?.h()
                }
            }
            // Added by try-layout: what an Objective-C optional requirement does when not implemented.
            extension P {
                func f(_ a: Int) -> CGFloat? { nil }
                func g(_ a: Int) {}
            }

            """
        let result = rewrite(Self.optionalProtocol)
        #expect(result.texts == [expected])
        expectSameLines(result.texts[0], expected, original: Self.optionalProtocol)
        #expect(listed(result.rewrites) == [
            "L.swift:3: dropped @objc \(Self.dropped)",
            "L.swift:4: P.f(_:): optional requirement made a requirement with a default",
            "L.swift:4: P.f(_:): result CGFloat made CGFloat? (nil: not implemented)",
            "L.swift:4: dropped @objc \(Self.dropped)",
            "L.swift:5: P.g(_:): optional requirement made a requirement with a default",
            "L.swift:5: dropped @objc \(Self.dropped)",
            "L.swift:12: call of P.f(_:): ?( made a plain call",
            "L.swift:13: call of P.g(_:): ?( made a plain call",
            "L.swift:19: added after the last line: extension P with a default for each optional requirement",
        ])
    }

    @Test func optionalPropertyRequirementsGetNilDefaults() {
        let original = """
            import UIKit
            @objc protocol Q {
                @objc optional var columns: Int { get }
                var spacing: CGFloat { get }
            }
            """
        // `@objc ` and `optional ` go from line 3, its type becomes `Int?`; the required property
        // stays; the extension answers nil.
        let expected = """
            import UIKit
             protocol Q {
                 var columns: Int? { get }
                var spacing: CGFloat { get }
            }
            // Added by try-layout: what an Objective-C optional requirement does when not implemented.
            extension Q {
                var columns: Int? { nil }
            }

            """
        let result = rewrite(original)
        #expect(result.texts == [expected])
        #expect(listed(result.rewrites) == [
            "L.swift:2: dropped @objc \(Self.dropped)",
            "L.swift:3: Q.columns: optional requirement made a requirement with a default",
            "L.swift:3: Q.columns: type Int made Int? (nil: not implemented)",
            "L.swift:3: dropped @objc \(Self.dropped)",
            "L.swift:5: added after the last line: extension Q with a default for each optional requirement",
        ])
    }

    @Test func callSitesInOtherFilesAreRewrittenToo() {
        let protocolFile = "import UIKit\n@objc protocol Q {\n    @objc optional func size(for section: Int) -> CGSize?\n}\n"
        let callFile = "import UIKit\nfunc ask(_ q: Q?) -> CGSize {\n    q?.size?(for: 2) ?? .zero\n}\n"
        let result = rewrite([("A.swift", protocolFile), ("B.swift", callFile)])
        // The result is optional already: it stays as written.
        #expect(result.texts == [
            "import UIKit\n protocol Q {\n     func size(for section: Int) -> CGSize?\n}\n"
                + "// Added by try-layout: what an Objective-C optional requirement does when not implemented.\n"
                + "extension Q {\n    func size(for section: Int) -> CGSize? { nil }\n}\n",
            "import UIKit\nfunc ask(_ q: Q?) -> CGSize {\n    q?.size(for: 2) ?? .zero\n}\n",
        ])
        #expect(listed(result.rewrites) == [
            "A.swift:2: dropped @objc \(Self.dropped)",
            "A.swift:3: Q.size(for:): optional requirement made a requirement with a default",
            "A.swift:3: dropped @objc \(Self.dropped)",
            "A.swift:4: added after the last line: extension Q with a default for each optional requirement",
            "B.swift:3: call of Q.size(for:): ?( made a plain call",
        ])
        // Sorted by file, then line.
        #expect(result.rewrites.map(\.file) == ["A.swift", "A.swift", "A.swift", "A.swift", "B.swift"])
        #expect(result.rewrites.map(\.line) == [2, 3, 3, 4, 3])
    }

    @Test func optionalResults() {
        #expect(OptionalRequirements.optionalResult(nil) == nil)
        #expect(OptionalRequirements.optionalResult("CGFloat") == "CGFloat?")
        #expect(OptionalRequirements.optionalResult("CGSize? ") == "CGSize?")
        #expect(OptionalRequirements.optionalResult("UIView!") == "UIView!")
        #expect(OptionalRequirements.optionalResult("[IndexPath: CGFloat]") == "[IndexPath: CGFloat]?")
        #expect(OptionalRequirements.optionalResult("(Int) -> Void") == "((Int) -> Void)?")
    }

    @Test func callLabels() {
        let source = SwiftSource(path: "L.swift", text: "f(1, at: g(x: 2), [3, 4])")
        let tokens = source.tokens
        let close = tokens.closing(1)
        #expect(close == tokens.count - 1)
        #expect(OptionalRequirements.callLabels(tokens, open: 1, close: tokens.count - 1) == [nil, "at", nil])
        let empty = SwiftSource(path: "L.swift", text: "f()").tokens
        #expect(OptionalRequirements.callLabels(empty, open: 1, close: 2) == [])
    }

    @Test func aFileWithNothingToRewrite() {
        let text = "import UIKit\n\nfinal class Plain: UICollectionViewLayout {\n    override func prepare() {}\n}\n"
        let result = rewrite(text)
        #expect(result.texts == [text])
        #expect(result.rewrites.isEmpty)
    }
}
