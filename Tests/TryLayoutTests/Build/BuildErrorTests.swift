import Testing
@testable import TryLayout

/// `BuildError.parse`: the compiler's errors mapped to the user's files and explained.
@Suite struct BuildErrorTests {
    static let scratch = "/lab/.build/try-layout/package/Sources/Trial"
    static let copies = ["1-Foo.swift": "Layouts/Foo.swift", "2-Bar.swift": "Bar.swift", "main.swift": GeneratedFile.entryPoint]
    static let surface = "is not part of LayoutLab's UIKit surface (docs/uikit-surface.md lists what is, and what is left out)"

    static let log = """
        [3/5] Compiling trial 1-Foo.swift
        \(scratch)/1-Foo.swift:12:5: error: cannot find 'UIView' in scope
                let v = UIView()
                        ^~~~~~
        \(scratch)/1-Foo.swift:12:5: error: cannot find 'UIView' in scope
        \(scratch)/2-Bar.swift:7:1: warning: variable 'x' was never used
        \(scratch)/main.swift:30:12: error: missing argument for parameter 'columns' in call
        /lab/Sources/UIKit/Views/UIView.swift:3:1: error: expected declaration
        \(scratch)/2-Bar.swift:8:2: error: no such module 'AppKit'
        \(scratch)/2-Bar.swift:9:3: error: value of type 'UICollectionView' has no member 'prefetchDataSource'
        \(scratch)/2-Bar.swift:10:4: error: argument of '#selector' refers to instance method 'tap' that is not exposed to Objective-C
        \(scratch)/main.swift:40:1: error: type 'TrialDelegate' does not conform to protocol 'P'
        \(scratch)/2-Bar.swift:11:5: error: binary operator '+' cannot be applied to two 'Foo' operands
        """

    @Test func errorsMapToTheUsersFiles() {
        let errors = BuildError.parse(Self.log, copies: Self.copies)
        #expect(errors.map(\.file) == ["Layouts/Foo.swift", GeneratedFile.entryPoint, "/lab/Sources/UIKit/Views/UIView.swift",
                                       "Bar.swift", "Bar.swift", "Bar.swift", GeneratedFile.entryPoint, "Bar.swift"])
        #expect(errors.map(\.line) == [12, 30, 3, 8, 9, 10, 40, 11])
        #expect(errors.first?.message == "cannot find 'UIView' in scope")
    }

    @Test func explanations() {
        let errors = BuildError.parse(Self.log, copies: Self.copies)
        guard errors.count == 8 else {
            Issue.record("expected 8 errors, got \(errors.count): \(errors)")
            return
        }
        #expect(errors[0].explanation == "UIView \(Self.surface)")
        #expect(errors[1].explanation.hasPrefix("the layout class has no init() taking no arguments"))
        #expect(errors[1].explanation.contains("--harness FILE"))
        #expect(errors[2].explanation == "an error in LayoutLab itself, not in your files (a checkout being edited?)")
        #expect(errors[3].explanation.hasPrefix("module AppKit does not exist on Linux"))
        #expect(errors[4].explanation == "UICollectionView.prefetchDataSource \(Self.surface)")
        #expect(errors[5].explanation.hasPrefix("an Objective-C construct beyond the mechanical rewrites"))
        #expect(errors[6].explanation.hasPrefix("the generated entry point does not compile with this layout"))
        #expect(errors[7].explanation == "the compiler's own message: this construct does not compile against LayoutLab's UIKit surface")
    }

    @Test func atMostLimitAndNoDuplicates() {
        let two = BuildError.parse(Self.log, copies: Self.copies, limit: 2)
        #expect(two.map(\.line) == [12, 30])
        let one = BuildError.parse(Self.log, copies: Self.copies, limit: 1)
        #expect(one.map(\.file) == ["Layouts/Foo.swift"])
    }

    @Test func aLogWithoutErrors() {
        #expect(BuildError.parse("Compiling\nwarning: something\n/x/1-Foo.swift:3: error: no column\n", copies: Self.copies).isEmpty)
    }

    @Test func aPreSwift42NameIsExplainedAsTheRename() {
        let explanation = BuildError.explain("cannot find 'UICollectionElementKindSectionHeader' in scope", in: "M.swift")
        #expect(explanation.contains("UICollectionView.elementKindSectionHeader"))
        #expect(explanation.contains("before Swift 4.2"))
    }
}
