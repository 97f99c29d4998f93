extension UnsafeBufferPointer {
    /// A pointer to element `index` (in `indices`), to read it where it is stored: the one way
    /// LayoutEngine points into an array's storage. A query reads a value that holds arrays (a
    /// flow section, a block of its lines) in place because a copy of it retains, then releases,
    /// every array it holds, on each of the dozens of lookups a query or a batch's animation makes.
    ///
    /// The pointer is valid only while the buffer is: within the `withUnsafeBufferPointer` call
    /// that made it, which its callers never let it outlive and during which nothing changes the
    /// array (they only read). With internal checks on (`InternalChecks`), `index` is checked;
    /// otherwise only the buffer's base is (a read past the end is the caller's bug).
    /// - Complexity: O(1).
    @inline(__always)
    func pointer(at index: Int) -> UnsafePointer<Element> {
        #if LAYOUT_INTERNAL_CHECKS
        precondition(index >= 0 && index < count, "in-place read of element \(index) of \(count)")
        #endif
        return unsafe baseAddress! + index
    }
}
