import LayoutEngine

/// What tells two failures apart as two defects: the check that failed (with its refinement, a
/// query's missing or extra elements and the rect's shape), the engine, the category of the element
/// it is about (`cell`, `supplementary(header)`, `decoration(background)`, or `layout` when it names
/// none) and the kind of the step that exposed it (`prepare` for the prepared scenario, else the
/// operation's name, invalid batches apart). `fuzz run --keep-going` keeps one reproducer per
/// signature, and the shrinker keeps a case only while it fails with the same one.
package struct FailureSignature: Hashable, Sendable, CustomStringConvertible {
    package var check: String
    package var engine: String
    package var element: String
    package var operation: String

    package init(check: String, engine: String, element: String, operation: String) {
        self.check = check
        self.engine = engine
        self.element = element
        self.operation = operation
    }

    /// The signature of `failure`, found on `engine` after a step of kind `operation`.
    package init(_ failure: CheckFailure, engine: String, operation: String) {
        check = failure.detail.map { "\(failure.check) (\($0))" } ?? failure.check
        self.engine = engine
        element = failure.element.map(Self.category) ?? Self.category(named: failure.message)
        self.operation = operation
    }

    package var description: String { "\(check) on \(engine), \(element), after \(operation)" }

    /// A file name's stem made of the signature: engine, check and its refinement, element,
    /// operation, in letters, digits and `-`.
    package var fileStem: String {
        let words = [engine, check, element, operation].joined(separator: "-")
        var stem = ""
        for character in words.lowercased() {
            let kept = character.isASCII && (character.isLetter || character.isNumber)
            if kept { stem.append(character) } else if !stem.hasSuffix("-") { stem.append("-") }
        }
        return String(stem.trimmingSuffix("-"))
    }

    static func category(_ element: ElementID) -> String {
        switch element.category {
        case .cell: "cell"
        case .supplementaryView: "supplementary(\(element.kind?.rawValue ?? ""))"
        case .decorationView: "decoration(\(element.kind?.rawValue ?? ""))"
        }
    }

    /// The category of the first element a message names (`cell[`, `supplementary(`,
    /// `decoration(`), or `layout` when it names none.
    static func category(named message: String) -> String {
        let kinds = ["cell[", "supplementary(", "decoration("].compactMap { prefix in message.range(of: prefix).map { (prefix, $0) } }
        guard let (prefix, range) = kinds.min(by: { $0.1.lowerBound < $1.1.lowerBound }) else { return "layout" }
        if prefix == "cell[" { return "cell" }
        return message[range.lowerBound...].prefix { $0 != ")" } + ")"
    }
}

extension String {
    /// The string without the trailing run of `character`.
    fileprivate func trimmingSuffix(_ character: Character) -> Substring {
        var end = endIndex
        while end > startIndex && self[index(before: end)] == character { end = index(before: end) }
        return self[..<end]
    }
}
