extension Array {
    /// The element at `index`, or nil when it is out of range.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension ContiguousArray {
    /// The element at `index`, or nil when it is out of range.
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
