extension JSONNode {
    /// A shape of a tagged array: how many elements follow the name, and how an error shows it
    /// (`["moveItem", fromSection, fromItem, toSection, toItem]`).
    package typealias TaggedShape = (count: Int, text: String)

    /// An array whose first element is a string naming its shape, as workloads and fuzz steps write
    /// changes and steps (`["moveItem", 0, 1, 0, 2]`): the name, and all the elements, the name
    /// first, so that element `i` has the path `path[i]`.
    /// - Throws: `JSONError` when the node is not an array or is empty ("a `noun`: an array whose
    ///   first element names it"), when the name is none of `shapes` (naming them), or when the count
    ///   of elements after the name is not the shape's (showing the shape).
    package func taggedArray(path: String, noun: String, shapes: [String: TaggedShape]) throws(JSONError)
        -> (name: String, elements: [JSONNode]) {
        let elements = try array(path: path)
        guard let first = elements.first else {
            throw error(.invalidValue, expected: "a \(noun): an array whose first element names it", path: path)
        }
        let name = try first.string(path: JSONPath.element(0, of: path))
        guard let shape = shapes[name] else {
            let known = shapes.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw JSONError(kind: .invalidValue, message: "unknown \(noun) \"\(name)\" (known: \(known))",
                            position: first.position, path: JSONPath.element(0, of: path))
        }
        guard elements.count == shape.count + 1 else {
            throw error(.invalidValue, expected: shape.text, path: path)
        }
        return (name, elements)
    }
}
