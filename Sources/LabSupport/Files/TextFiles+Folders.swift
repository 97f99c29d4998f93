import Foundation

extension TextFiles {
    /// Creates `folder` and its parents (nothing when it exists): what `try-layout` and
    /// `fuzz run --isolate` write their results and reproducers into.
    /// - Throws: `LabError` naming the folder and the system's reason.
    package static func createFolder(_ folder: String) throws(LabError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw LabError("\(folder): cannot create the folder (\(error.localizedDescription))")
        }
    }
}

extension String {
    /// A number with one decimal (`12.3`), for the commands' summary lines.
    package init(format1 value: Double) {
        let tenths = Int64((value * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }
}
