import Foundation
import Testing
@testable import TryLayout

/// The repository's UIKit examples (Example/UIKit) as try-layout reads them: each file's one layout
/// class is the one its file is named after, the files need no rewrite, and Pinterest's own
/// delegate is answered through its `delegate` property.
@Suite struct ExampleLayoutsTests {
    static let folder = #filePath.components(separatedBy: "/Tests/")[0] + "/Example/UIKit"

    static var examples: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    func source(_ name: String) throws -> SwiftSource {
        try TrialRun.readSource("\(Self.folder)/\(name)")
    }

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 9)
    }

    @Test(arguments: examples) func theLayoutClassIsTheFilesName(_ name: String) throws {
        let source = try source(name)
        let declarations = Declarations([source])
        let chosen = try LayoutClassChoice.choose(declarations, requested: nil, files: [source.path])
        #expect(chosen.name + ".swift" == name)
        // The examples import UIKit and use nothing of Objective-C: the copy is the file.
        let rewritten = MechanicalRewrites([source], declarations: declarations)
        #expect(rewritten.rewrites.isEmpty)
        #expect(rewritten.texts == [source.text])
    }

    @Test func pinterestsOwnDelegate() throws {
        let source = try source("PinterestLayout.swift")
        let declarations = Declarations([source])
        let layout = try #require(declarations.classes.first { $0.name == "PinterestLayout" })
        let own = try #require(OwnDelegate.find(for: layout, in: declarations)).get()
        #expect(own.attachment == .property("delegate"))
        #expect(own.protocolDeclaration.name == "PinterestLayoutDelegate")
        #expect(own.protocolDeclaration.functions.map(\.selector) == ["collectionView(_:heightForItemAt:)"])
        #expect(TrialRun.builtInKin(of: layout, in: declarations) == "waterfall")
        #expect(TrialRun.engineName(layout.name) == "pinterest-uikit")
    }
}
