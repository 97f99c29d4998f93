import LayoutEngine

/// What tells two failures apart as two defects: the check that failed and its refinement (a
/// query's missing or extra elements and the rect's shape), the engine, the category of the element
/// it is about (`FailureElement`, from the failure's structured `CheckFailure.element`) and the kind
/// of the step that exposed it (`StepKind`). `fuzz run --keep-going` keeps one reproducer per
/// signature, and the shrinker keeps a case only while it fails with the same one.
package struct FailureSignature: Hashable, Sendable, CustomStringConvertible {
    package var check: FailedCheck
    /// The refinement of the check (`CheckFailure.detail`), nil when the check alone says what failed.
    package var detail: String?
    package var engine: String
    package var element: FailureElement
    package var operation: StepKind

    package init(check: FailedCheck, detail: String? = nil, engine: String, element: FailureElement, operation: StepKind) {
        self.check = check
        self.detail = detail
        self.engine = engine
        self.element = element
        self.operation = operation
    }

    /// The signature of `failure`, found on `engine` after a step of kind `operation`.
    package init(_ failure: CheckFailure, engine: String, operation: StepKind) {
        check = failure.check
        detail = failure.detail
        self.engine = engine
        element = FailureElement(failure.element)
        self.operation = operation
    }

    package var description: String { "\(checkText) on \(engine), \(element), after \(operation.rawValue)" }

    /// The check's name with its refinement: `query-matches-reference (missing window rect)`.
    package var checkText: String { detail.map { "\(check.name) (\($0))" } ?? check.name }

    /// A file name's stem made of the signature: engine, check and its refinement, element,
    /// operation, in letters, digits and `-`.
    package var fileStem: String {
        let words = [engine, checkText, element.description, operation.rawValue].joined(separator: "-")
        var stem = ""
        for character in words.lowercased() {
            let kept = character.isASCII && (character.isLetter || character.isNumber)
            if kept { stem.append(character) } else if !stem.hasSuffix("-") { stem.append("-") }
        }
        return String(stem.trimmingSuffix("-"))
    }
}

/// The category of the element a failure is about, as its signature tells defects apart: a cell, a
/// supplementary or decoration view of a kind, or the layout as a whole (a failure about no element).
package enum FailureElement: Hashable, Sendable, CustomStringConvertible {
    case layout
    case cell
    case supplementary(ElementKind)
    case decoration(ElementKind)

    /// The category of `element`, or `layout` when there is none.
    package init(_ element: ElementID?) {
        guard let element else { self = .layout; return }
        switch element.category {
        case .cell: self = .cell
        case .supplementaryView: self = .supplementary(element.kind ?? "")
        case .decorationView: self = .decoration(element.kind ?? "")
        }
    }

    /// `layout`, `cell`, `supplementary(header)`, `decoration(background)`.
    package var description: String {
        switch self {
        case .layout: "layout"
        case .cell: "cell"
        case .supplementary(let kind): "supplementary(\(kind.rawValue))"
        case .decoration(let kind): "decoration(\(kind.rawValue))"
        }
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
