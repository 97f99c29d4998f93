/// Looks up the members of one JSON object, reporting missing and unknown keys with the object's path.
package struct JSONObjectReader: Sendable {
    /// The object's members, in document order.
    package let members: [JSONMember]
    /// The path of the object.
    package let path: String
    /// The position of the object's `{`.
    package let position: SourcePosition

    /// The value of the member `key`.
    ///
    /// - Throws: `.missingKey`, positioned at the object, if there is no such member.
    /// - Complexity: O(m), where m is the number of members.
    package func require(_ key: String) throws(JSONError) -> JSONNode {
        guard let node = optional(key) else {
            throw JSONError(
                kind: .missingKey, message: "missing required key \(JSONWriter.quoted(key))", position: position,
                path: path)
        }
        return node
    }

    /// The value of the member `key`, or `nil` if there is none. A member whose value is `null` is present.
    ///
    /// - Complexity: O(m), where m is the number of members.
    package func optional(_ key: String) -> JSONNode? {
        members.first { $0.key == key }?.node
    }

    /// Throws if a member's key is not in `allowed`; the error names the first such key in document order and
    /// lists the allowed keys in sorted order.
    ///
    /// - Throws: `.unknownKey`, positioned at the key.
    /// - Complexity: O(m + a log a), where m is the number of members and a the number of allowed keys.
    package func rejectUnknownKeys(allowed: Set<String>) throws(JSONError) {
        guard let unknown = members.first(where: { !allowed.contains($0.key) }) else { return }
        let expectation = allowed.isEmpty
            ? "no keys"
            : "one of " + allowed.sorted().map(JSONWriter.quoted).joined(separator: ", ")
        throw JSONError(
            kind: .unknownKey, message: "unknown key \(JSONWriter.quoted(unknown.key)); expected \(expectation)",
            position: unknown.keyPosition, path: path)
    }
}
