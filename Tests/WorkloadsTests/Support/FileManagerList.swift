import Foundation

enum FileManagerList {
    /// The names of the JSON files in `folder`, sorted.
    static func jsonFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
    }
}
