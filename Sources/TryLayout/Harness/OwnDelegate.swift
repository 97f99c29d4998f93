/// The layout's own delegate protocol (Pinterest's `heightForPhotoAt`, …) and how the layout reads
/// it, when `try-layout` can answer it without code: a protocol of the user's files whose
/// requirements take and return plain values only (`plainTypes`), read through a property of the
/// layout typed with it, or through the collection view's `delegate` cast to it (`as? P`).
struct OwnDelegate: Equatable {
    enum Attachment: Equatable {
        /// A property of the layout (or a superclass of it in the files): `layout.delegate = …`.
        case property(String)
        /// The collection view's delegate, cast to the protocol by the layout.
        case collectionViewDelegate
    }

    var protocolDeclaration: ProtocolDeclaration
    var attachment: Attachment

    /// The types a drawn answer can be, and an argument can be keyed by or ignored for.
    static let plainTypes: Set<String> = ["IndexPath", "CGFloat", "CGSize", "CGPoint", "CGRect", "Int", "Bool", "UIEdgeInsets",
                                          "Double", "Float", "UICollectionView", "UICollectionViewLayout", "UICollectionViewFlowLayout"]

    /// What the layout reads, and whether it can be answered: nil when the layout reads no
    /// protocol of the files; `.failure` with what to write instead when it reads one that cannot
    /// be drawn.
    static func find(for layout: ClassDeclaration, in declarations: Declarations) -> Result<OwnDelegate, Unsupported>? {
        let chain = superclassChain(of: layout, in: declarations)
        for declaration in declarations.protocols {
            var attachment: Attachment?
            for candidate in chain {
                // The cast first: a property typed with the protocol may be the computed
                // `var delegate: P? { collectionView?.delegate as? P }`, which cannot be assigned.
                if candidate.bodyCode.contains("as? \(declaration.name)") || candidate.bodyCode.contains("as! \(declaration.name)") {
                    attachment = .collectionViewDelegate
                    break
                }
                if let property = candidate.properties.first(where: { strippedOptional($0.type) == declaration.name }) {
                    attachment = .property(property.name)
                    break
                }
            }
            guard let attachment else { continue }
            let problems = unsupported(declaration, layoutClass: layout.name)
            guard problems.isEmpty else {
                return .failure(Unsupported(protocolName: declaration.name, reasons: problems))
            }
            return .success(OwnDelegate(protocolDeclaration: declaration, attachment: attachment))
        }
        return nil
    }

    /// Why a protocol cannot be answered without code.
    struct Unsupported: Error, Equatable {
        var protocolName: String
        var reasons: [String]
    }

    /// The layout and its superclasses declared in the files, nearest first.
    static func superclassChain(of layout: ClassDeclaration, in declarations: Declarations) -> [ClassDeclaration] {
        var chain = [layout]
        while let superclass = chain.last?.inherited.first, let next = declarations.classes.first(where: { $0.name == superclass }),
              !chain.contains(next) {
            chain.append(next)
        }
        return chain
    }

    /// `P?`, `P!`, `P` → `P`.
    static func strippedOptional(_ type: String) -> String {
        var text = type.trimmingTrailingSpaces
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("(") && text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("any") { text = String(text.dropFirst(3)).trimmingLeadingSpaces }
        return text
    }

    /// What keeps `declaration` from being answered: requirements with effects, non-plain types,
    /// requirements that are not functions (or plain `var x: T { get }`).
    static func unsupported(_ declaration: ProtocolDeclaration, layoutClass: String) -> [String] {
        var reasons: [String] = []
        let plain = plainTypes.union([layoutClass])
        func isPlain(_ type: String) -> Bool { plain.contains(strippedOptional(type)) }
        for requirement in declaration.functions {
            if requirement.hasEffects { reasons.append("\(requirement.selector) throws or is async") }
            for parameter in requirement.parameters where !isPlain(parameter.type) {
                reasons.append("\(requirement.selector) takes \(parameter.type)")
            }
            if let result = requirement.result, !isPlain(result), result.trimmingTrailingSpaces != "Void" {
                reasons.append("\(requirement.selector) returns \(result)")
            }
        }
        for other in declaration.otherRequirements where PropertyRequirement(other.text).map({ !isPlain($0.type) }) ?? true {
            reasons.append("requirement '\(other.text)' (line \(other.line)) is not a function or a plain read-only property")
        }
        return reasons
    }
}

/// A read-only property requirement: `var columns: Int { get }`.
struct PropertyRequirement: Equatable {
    var name: String
    var type: String

    init?(_ text: String) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 5, words[0] == "var", words[1].hasSuffix(":"), words.suffix(3) == ["{", "get", "}"] else { return nil }
        name = String(words[1].dropLast())
        type = words[2..<(words.count - 3)].joined(separator: " ")
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
