/// An `@objc` protocol's `optional` function requirements, rewritten for a Swift without
/// Objective-C: each becomes a plain requirement whose result is optional (`-> CGFloat` becomes
/// `-> CGFloat?`; no result stays none), with a default in an extension that answers nil (does
/// nothing); each call site `x?.name?(…)` whose argument labels are a rewritten requirement's
/// becomes `x?.name(…)`. The meaning is the original's: a conformer that does not implement the
/// method answers nil, so the caller's `?? fallback` applies, exactly as when an Objective-C
/// optional method is not implemented.
struct OptionalRequirements {
    /// The optional requirements, with the protocol and file declaring them.
    private var requirements: [(protocolName: String, file: Int, requirement: FunctionRequirement)] = []
    /// The optional property requirements, likewise: each becomes `var name: Type? { get }`, nil by default.
    private var properties: [(protocolName: String, file: Int, property: OptionalProperty)] = []

    init(_ declarations: Declarations) {
        for declaration in declarations.protocols where declaration.isObjC {
            for requirement in declaration.functions where requirement.isOptional {
                requirements.append((declaration.name, declaration.file, requirement))
            }
            for property in declaration.optionalProperties {
                properties.append((declaration.name, declaration.file, property))
            }
        }
    }

    /// A requirement's result made optional: unchanged when it is none or already optional.
    static func optionalResult(_ result: String?) -> String? {
        guard let result else { return nil }
        let trimmed = result.trimmingTrailingSpaces
        if trimmed.hasSuffix("?") || trimmed.hasSuffix("!") { return trimmed }
        let simple = trimmed.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "<" || $0 == ">" || $0 == "," || $0 == " " || $0 == "[" || $0 == "]" || $0 == ":" }
        return simple ? "\(trimmed)?" : "(\(trimmed))?"
    }

    /// The in-line edits of `file`: each optional keyword dropped and its result made optional,
    /// and each matching `?(` call made a plain call.
    /// - Parameter fileIndex: `file`'s index among the files the declarations were read from.
    func edits(in file: SwiftSource, index fileIndex: Int, tokens: [SourceToken]) -> [(range: Range<Int>, replacement: String, what: String)] {
        var edits: [(Range<Int>, String, String)] = []
        for (protocolName, declaringFile, requirement) in requirements where declaringFile == fileIndex {
            guard let keyword = requirement.optionalKeyword else { continue }
            var end = keyword.upperBound
            while end < file.bytes.count && file.bytes[end] == UInt8(ascii: " ") { end += 1 }
            edits.append((keyword.lowerBound..<end, "", "\(protocolName).\(requirement.selector): optional requirement made a requirement with a default"))
            if let range = requirement.resultRange, let result = requirement.result, let optional = Self.optionalResult(result), optional != result {
                edits.append((range, optional, "\(protocolName).\(requirement.selector): result \(result) made \(optional) (nil: not implemented)"))
            }
        }
        for (protocolName, declaringFile, property) in properties where declaringFile == fileIndex {
            var end = property.optionalKeyword.upperBound
            while end < file.bytes.count && file.bytes[end] == UInt8(ascii: " ") { end += 1 }
            edits.append((property.optionalKeyword.lowerBound..<end, "", "\(protocolName).\(property.name): optional requirement made a requirement with a default"))
            if let optional = Self.optionalResult(property.type), optional != property.type {
                edits.append((property.typeRange, optional, "\(protocolName).\(property.name): type \(property.type) made \(optional) (nil: not implemented)"))
            }
        }
        let names = Set(requirements.map(\.requirement.name))
        var index = 1
        while index + 2 < tokens.count {
            if tokens[index - 1].text == ".", names.contains(tokens[index].text), tokens[index + 1].text == "?", tokens[index + 2].text == "(",
               tokens[index + 1].range.lowerBound == tokens[index].range.upperBound,
               let close = tokens.closing(index + 2) {
                let labels = Self.callLabels(tokens, open: index + 2, close: close)
                if let match = requirements.first(where: { $0.requirement.name == tokens[index].text && $0.requirement.callLabels == labels }) {
                    edits.append((tokens[index + 1].range, "", "call of \(match.protocolName).\(match.requirement.selector): ?( made a plain call"))
                }
            }
            index += 1
        }
        return edits
    }

    /// The argument labels of the call whose parentheses are at `open` and `close`.
    static func callLabels(_ tokens: [SourceToken], open: Int, close: Int) -> [String?] {
        guard close > open + 1 else { return [] }
        var labels: [String?] = []
        var start = open + 1, depth = 0
        for index in (open + 1)...close {
            let text = tokens[index].text
            if index == close || (text == "," && depth == 0) {
                let isLabelled = index - start >= 2 && tokens[start].isIdentifier && tokens[start + 1].text == ":"
                labels.append(isLabelled ? tokens[start].text : nil)
                start = index + 1
            } else if text == "(" || text == "[" || text == "{" { depth += 1 }
            else if text == ")" || text == "]" || text == "}" { depth -= 1 }
        }
        return labels
    }

    /// The names of the protocols of file `file` given defaults.
    func protocolsWithDefaults(declaredIn file: Int) -> [String] {
        var names: [String] = []
        for name in requirements.filter({ $0.file == file }).map(\.protocolName) + properties.filter({ $0.file == file }).map(\.protocolName)
        where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// The extensions to add to file `file`: one per protocol, a default per optional requirement.
    func extensions(declaredIn file: Int) -> [String] {
        protocolsWithDefaults(declaredIn: file).map { name in
            let defaults = requirements.filter { $0.file == file && $0.protocolName == name }.map { entry in
                let requirement = entry.requirement
                let parameters = requirement.parameters.map { "\($0.label ?? "_") \($0.name): \($0.type)" }.joined(separator: ", ")
                let result = Self.optionalResult(requirement.result)
                return "    func \(requirement.name)(\(parameters))\(result.map { " -> \($0) { nil }" } ?? " {}")"
            } + properties.filter { $0.file == file && $0.protocolName == name }.map { entry in
                "    var \(entry.property.name): \(Self.optionalResult(entry.property.type) ?? entry.property.type) { nil }"
            }
            return "// Added by try-layout: what an Objective-C optional requirement does when not implemented.\nextension \(name) {\n"
                + defaults.joined(separator: "\n") + "\n}\n"
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
