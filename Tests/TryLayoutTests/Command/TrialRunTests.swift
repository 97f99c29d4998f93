import Foundation
import LabSupport
import Testing
@testable import TryLayout

/// `TrialRun`'s pure parts: the engine's name, the built-in engine put beside the layout, and the
/// checks on a user's file before anything is built.
@Suite struct TrialRunTests {
    @Test func engineNames() {
        // Words split before an upper-case letter that follows a lower-case one or a digit; a
        // trailing "layout" word dropped; "-uikit" added.
        #expect(TrialRun.engineName("PinterestLayout") == "pinterest-uikit")
        #expect(TrialRun.engineName("UPCarouselFlowLayout") == "upcarousel-flow-uikit")
        #expect(TrialRun.engineName("Grid2Layout") == "grid2-uikit")
        #expect(TrialRun.engineName("My_Layout") == "my-uikit")
        #expect(TrialRun.engineName("_Grid") == "grid-uikit")
        #expect(TrialRun.engineName("ÉcranLayout") == "cran-uikit")
        #expect(TrialRun.engineName("Layout") == "layout-uikit")
        #expect(TrialRun.engineName("Flow") == "flow-uikit")
        #expect(TrialRun.engineName("cards") == "cards-uikit")
        #expect(TrialRun.engineName("") == "layout-uikit")
    }

    func kin(_ text: String) throws -> String? {
        let declarations = Declarations([SwiftSource(path: "L.swift", text: text)])
        let layout = try #require(declarations.classes.last)
        return TrialRun.builtInKin(of: layout, in: declarations)
    }

    @Test func builtInKin() throws {
        #expect(try kin("class Tags: UICollectionViewFlowLayout {}") == "flow")
        // Through a class of the files; the flow superclass wins over the name.
        #expect(try kin("class Base: UICollectionViewFlowLayout {}\nclass WaterfallFlow: Base {}") == "flow")
        #expect(try kin("class PinterestLayout: UICollectionViewLayout {}") == "waterfall")
        #expect(try kin("class MasonryGrid: UICollectionViewLayout {}") == "waterfall")
        #expect(try kin("class MosaicLayout: UICollectionViewLayout {}") == "mosaic")
        #expect(try kin("class WeekViewLayout: UICollectionViewLayout {}") == "calendar")
        #expect(try kin("class CardsLayout: UICollectionViewLayout {}") == nil)
    }

    /// A fresh folder under the temporary directory, removed by the caller.
    func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "try-layout-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func failure(_ path: String) -> LabError? {
        do throws(LabError) {
            _ = try TrialRun.readSource(path)
            return nil
        } catch {
            return error
        }
    }

    @Test func readSourceChecksTheFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = "\(folder)/Good.swift"
        try "class A: UICollectionViewLayout {}\n".write(toFile: good, atomically: true, encoding: .utf8)
        let source = try TrialRun.readSource(good)
        #expect(source.path == good)
        #expect(source.text == "class A: UICollectionViewLayout {}\n")

        let text = "\(folder)/notes.txt"
        try "class A {}".write(toFile: text, atomically: true, encoding: .utf8)
        #expect(failure(text)?.message == "\(text): not a Swift file (try-layout takes .swift files)")

        let subfolder = "\(folder)/Layouts"
        try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
        #expect(failure(subfolder)?.message == "\(subfolder): a folder; give the layout's .swift files themselves")
        // A folder named like a Swift file.
        let swiftFolder = "\(folder)/Odd.swift"
        try FileManager.default.createDirectory(atPath: swiftFolder, withIntermediateDirectories: true)
        #expect(failure(swiftFolder)?.message == "\(swiftFolder): is a folder, not a file")

        let missing = "\(folder)/Missing.swift"
        #expect(failure(missing)?.message == "\(missing): no such file")

        let binary = "\(folder)/Binary.swift"
        try Data("class A {}\u{0}\u{0}".utf8).write(to: URL(fileURLWithPath: binary))
        #expect(failure(binary)?.message == "\(binary): not Swift source (it holds NUL bytes)")

        let latin1 = "\(folder)/Latin1.swift"
        try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: latin1))
        #expect(failure(latin1)?.message == "\(latin1): the file is not UTF-8 text")

        for path in [text, subfolder, swiftFolder, missing, binary, latin1] {
            #expect(failure(path)?.exitStatus == 2)
        }
    }
}
