import Foundation
import LabSupport
import Testing
import TestProcesses
@testable import PerfLab

/// The HTML page in a real browser (`scripts/html-check`, headless Chromium): the verdict and the
/// first chart are on the first screen of a 1280×800 window. Runs only where Chromium is installed.
@Suite struct HTMLInBrowserTests {
    static let root = #filePath.components(separatedBy: "/Tests/")[0]
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: chromium != nil, "needs chromium (scripts/html-check installs it)"))
    func theVerdictAndTheFirstChartAreOnTheFirstScreen() throws {
        let folder = NSTemporaryDirectory() + "html-check-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let report = try Report.load(path: ReportSchemaTests.versionTwo, registry: .builtIn)
        _ = try ReportFiles.write(report, stem: folder + "/standard", includingJSON: false, writer: TextFiles.writeBytes)
        var process = try ChildProcess("/bin/bash", [Self.root + "/scripts/html-check", folder + "/standard.html", folder + "/first.png"],
                                       output: folder + "/out.txt")
        let status = process.wait()
        let output = try String(contentsOfFile: folder + "/out.txt", encoding: .utf8)
        #expect(status == 0, "\(output)")
        #expect(output.contains("the verdict and the first chart are on the first screen"), "\(output)")
        #expect(FileManager.default.fileExists(atPath: folder + "/first.png"))
    }
}
