extension JSONObjectReader {
    /// The benchmark family the string member `key` names (`name` in a report or a noise floor).
    /// - Throws: `.missingKey` at the object; `.typeMismatch` unless a string; `.invalidValue`,
    ///   listing the families this build knows, for a name none has (a report of a newer build, a
    ///   typo in a hand-written file).
    package func requireFamily(_ key: String) throws(JSONError) -> BenchmarkFamily {
        let node = try require(key)
        let memberPath = JSONPath.member(key, of: path)
        let name = try node.string(path: memberPath)
        guard let family = BenchmarkFamily(rawValue: name) else {
            throw JSONError(kind: .invalidValue,
                            message: "expected a benchmark family this build knows ("
                                + BenchmarkFamily.allCases.map(\.rawValue).joined(separator: ", ") + "), found \(JSONWriter.quoted(name))",
                            position: node.position, path: memberPath)
        }
        return family
    }
}
