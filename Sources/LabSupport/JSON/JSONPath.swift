/// Builds the paths that decoding errors report: `sections[2].items`.
package enum JSONPath {
    /// The path of the member `key` of the object at `path`: `path.key`, or `key` at the root. A key that is empty
    /// or has characters other than ASCII letters, digits, `_` and `-` is written as `path["key"]` instead.
    ///
    /// - Complexity: O(k), where k is the length of the result.
    package static func member(_ key: String, of path: String) -> String {
        let isPlain = !key.isEmpty && key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
        guard isPlain else { return "\(path)[\(JSONWriter.quoted(key))]" }
        return path.isEmpty ? key : "\(path).\(key)"
    }

    /// The path of element `index` of the array at `path`: `path[index]`.
    ///
    /// - Complexity: O(k), where k is the length of the result.
    package static func element(_ index: Int, of path: String) -> String {
        "\(path)[\(index)]"
    }
}
