extension JSONObjectReader {
    /// The string member `key`; errors name the member's path (`machine.os`).
    /// - Throws: `.missingKey` at the object, `.typeMismatch` at the value.
    package func requireString(_ key: String) throws(JSONError) -> String {
        try require(key).string(path: JSONPath.member(key, of: path))
    }

    /// The integer member `key`; errors name the member's path.
    /// - Throws: `.missingKey` at the object, `.typeMismatch` or `.invalidValue` at the value.
    package func requireInt(_ key: String) throws(JSONError) -> Int {
        try require(key).int(path: JSONPath.member(key, of: path))
    }

    /// The number member `key`; errors name the member's path.
    /// - Throws: `.missingKey` at the object, `.typeMismatch` at the value.
    package func requireDouble(_ key: String) throws(JSONError) -> Double {
        try require(key).double(path: JSONPath.member(key, of: path))
    }

    /// The seed member `key`, written as a decimal string (a JSON number loses a 64-bit seed's low
    /// bits past 2^53), as every lab file writes its seeds.
    /// - Throws: `.missingKey` at the object, `.typeMismatch` or `.invalidValue` at the value.
    package func requireSeed(_ key: String) throws(JSONError) -> UInt64 {
        let node = try require(key)
        let memberPath = JSONPath.member(key, of: path)
        guard let value = UInt64(try node.string(path: memberPath)) else {
            throw node.error(.invalidValue, expected: "a seed as a decimal string", path: memberPath)
        }
        return value
    }
}
