/// The declarations of a user's files that `try-layout` needs: classes (to find the layout), and
/// protocols with their function requirements (to rewrite `@objc` optional ones and to answer the
/// layout's own delegate). Read from tokens (`SourceToken`), so declarations inside comments and
/// strings are not seen.
struct ClassDeclaration: Equatable {
    var name: String
    /// The inherited types as written, generic arguments dropped: the superclass first, if any.
    var inherited: [String]
    var file: Int
    var line: Int
    /// Its designated initializers' argument labels (`[]` for `init()`, or for one whose every
    /// parameter has a default), failable ones included.
    var initializers: [[String]]
    /// Its stored and computed properties, by name, with their type as written (`PinterestLayoutDelegate?`).
    var properties: [(name: String, type: String)]
    /// The code of its body, for the delegate lookups (`as? P`).
    var bodyCode: String

    static func == (lhs: ClassDeclaration, rhs: ClassDeclaration) -> Bool {
        lhs.name == rhs.name && lhs.file == rhs.file && lhs.line == rhs.line
    }
}

/// A parameter of a function requirement.
struct Parameter: Equatable {
    /// The argument label (`nil` for `_`).
    var label: String?
    var name: String
    /// The type as written.
    var type: String
    /// Whether it has a default value (`= .center`): a call may leave it out.
    var hasDefault = false
}

/// An `optional var name: Type { get }` requirement.
struct OptionalProperty: Equatable {
    var name: String
    var type: String
    var typeRange: Range<Int>
    var optionalKeyword: Range<Int>
}

/// A function requirement of a protocol.
struct FunctionRequirement: Equatable {
    var name: String
    var parameters: [Parameter]
    /// The result type as written, nil for none.
    var result: String?
    var isOptional: Bool
    /// Whether it throws or is async: a harness cannot answer those.
    var hasEffects: Bool
    var line: Int
    /// The byte range of the `optional` keyword, when there is one.
    var optionalKeyword: Range<Int>?
    /// The byte range of the result type, when there is one.
    var resultRange: Range<Int>?

    /// `collectionView(_:heightForItemAt:)`.
    var selector: String { "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))" }
    /// The labels a call writes: `[nil, "heightForItemAt"]`.
    var callLabels: [String?] { parameters.map(\.label) }
}

struct ProtocolDeclaration: Equatable {
    var name: String
    var inherited: [String]
    var file: Int
    var line: Int
    var isObjC: Bool
    var functions: [FunctionRequirement]
    /// Requirements that are not functions (properties, subscripts, associated types), by line.
    var otherRequirements: [(line: Int, text: String)]
    /// The `optional var` requirements of an `@objc` protocol: the name, the type's text and
    /// range, and the `optional` keyword's range.
    var optionalProperties: [OptionalProperty] = []

    static func == (lhs: ProtocolDeclaration, rhs: ProtocolDeclaration) -> Bool {
        lhs.name == rhs.name && lhs.file == rhs.file && lhs.line == rhs.line
    }
}

/// What a set of files declares.
struct Declarations {
    var classes: [ClassDeclaration] = []
    var protocols: [ProtocolDeclaration] = []

    /// The classes and protocols of `files`.
    /// - Complexity: O(n) in the files' total length.
    init(_ files: [SwiftSource]) {
        for (fileIndex, file) in files.enumerated() {
            let tokens = file.tokens
            var index = 0
            while index < tokens.count {
                let word = tokens[index].text
                if word == "class" || word == "protocol", index + 1 < tokens.count, tokens[index + 1].isIdentifier,
                   !Self.keywordsAfterClass.contains(tokens[index + 1].text),
                   !(index > 0 && tokens[index - 1].text == ".") {
                    if word == "class", let declaration = Self.classDeclaration(tokens, at: index, file: file, fileIndex: fileIndex) {
                        classes.append(declaration)
                    } else if word == "protocol", let declaration = Self.protocolDeclaration(tokens, at: index, file: file, fileIndex: fileIndex) {
                        protocols.append(declaration)
                    }
                }
                index += 1
            }
        }
    }

    /// Words after `class` that make it a modifier (`class func`), not a class declaration.
    private static let keywordsAfterClass: Set<String> = ["func", "var", "let", "subscript", "override", "final", "private",
                                                          "fileprivate", "public", "open", "internal", "static", "dynamic", "weak"]

    /// The types after the `:` that follows `start` up to the body's `{` (or a `where`), generic
    /// arguments dropped; and the index of the `{`.
    private static func inheritance(_ tokens: [SourceToken], from start: Int) -> (types: [String], body: Int)? {
        var index = start
        if index < tokens.count && tokens[index].text == "<" { index = (tokens.closing(index) ?? index) + 1 }
        var types: [String] = []
        if index < tokens.count && tokens[index].text == ":" {
            index += 1
            var current = ""
            while index < tokens.count && tokens[index].text != "{" && tokens[index].text != "where" {
                let text = tokens[index].text
                if text == "<" { index = (tokens.closing(index) ?? index) + 1; continue }
                if text == "," { types.append(current); current = "" } else { current += text }
                index += 1
            }
            if !current.isEmpty { types.append(current) }
        }
        while index < tokens.count && tokens[index].text != "{" { index += 1 }
        guard index < tokens.count else { return nil }
        return (types, index)
    }

    private static func classDeclaration(_ tokens: [SourceToken], at index: Int, file: SwiftSource, fileIndex: Int) -> ClassDeclaration? {
        let name = tokens[index + 1].text
        guard let (inherited, body) = inheritance(tokens, from: index + 2), let end = tokens.closing(body) else { return nil }
        var initializers: [[String]] = []
        var properties: [(String, String)] = []
        var position = body + 1
        var depth = 0
        while position < end {
            let text = tokens[position].text
            if text == "{" { depth += 1 } else if text == "}" { depth -= 1 }
            // A convenience initializer does not stop `init()` being inherited: only designated ones count.
            let isConvenience = tokens[Swift.max(body, position - 3)..<position].contains { $0.text == "convenience" }
            if depth == 0 && text == "init" && !isConvenience {
                var open = position + 1
                if open < end && (tokens[open].text == "?" || tokens[open].text == "!") { open += 1 }
                if open < end && tokens[open].text == "(", let close = tokens.closing(open) {
                    let declared = parameters(tokens, open, close, file)
                    // An initializer whose every parameter has a default is callable as `init()`.
                    initializers.append(declared.allSatisfy(\.hasDefault) ? [] : declared.map { $0.label ?? "_" })
                }
            }
            if depth == 0 && (text == "var" || text == "let"), position + 2 < end, tokens[position + 2].text == ":" {
                var typeEnd = position + 3
                while typeEnd < end && ![ "=", "{", "\n"].contains(tokens[typeEnd].text)
                        && file.line(of: tokens[typeEnd].range.lowerBound) == file.line(of: tokens[position].range.lowerBound) {
                    typeEnd += 1
                }
                let type = tokens[(position + 3)..<typeEnd].map(\.text).joined()
                properties.append((tokens[position + 1].text, type))
            }
            position += 1
        }
        let bodyCode = String(decoding: file.code[tokens[body].range.lowerBound..<tokens[end].range.upperBound], as: UTF8.self)
        return ClassDeclaration(name: name, inherited: inherited, file: fileIndex, line: file.line(of: tokens[index].range.lowerBound),
                                initializers: initializers, properties: properties, bodyCode: bodyCode)
    }

    private static func protocolDeclaration(_ tokens: [SourceToken], at index: Int, file: SwiftSource, fileIndex: Int) -> ProtocolDeclaration? {
        let name = tokens[index + 1].text
        guard let (inherited, body) = inheritance(tokens, from: index + 2), let end = tokens.closing(body) else { return nil }
        // `@objc` among the attributes and modifiers before `protocol`.
        var back = index - 1
        var isObjC = false
        while back >= 0, tokens[back].text.hasPrefix("@") || Self.modifiers.contains(tokens[back].text) || tokens[back].text == ")" {
            if tokens[back].text == "@objc" { isObjC = true }
            if tokens[back].text == ")" { back -= 1; while back >= 0 && tokens[back].text != "(" { back -= 1 } }
            back -= 1
        }
        var functions: [FunctionRequirement] = []
        var others: [(Int, String)] = []
        var position = body + 1
        var optionalKeyword: Range<Int>?
        var optionalProperties: [OptionalProperty] = []
        while position < end {
            let text = tokens[position].text
            switch text {
            case "optional":
                optionalKeyword = tokens[position].range
            case "func":
                guard position + 2 < end else { break }
                let open = tokens[position + 2].text == "<" ? (tokens.closing(position + 2) ?? end) + 1 : position + 2
                guard open < end, tokens[open].text == "(", let close = tokens.closing(open) else { break }
                var after = close + 1
                var hasEffects = false
                while after < end && ["throws", "async", "rethrows"].contains(tokens[after].text) { hasEffects = true; after += 1 }
                var result: String?
                var resultRange: Range<Int>?
                if after + 1 < end && tokens[after].text == "-" && tokens[after + 1].text == ">" {
                    var last = after + 2
                    while last < end && !Self.requirementStarts.contains(tokens[last].text) && tokens[last].text != "where"
                            && file.line(of: tokens[last].range.lowerBound) == file.line(of: tokens[after].range.lowerBound) {
                        last += 1
                    }
                    if last > after + 2 {
                        let range = tokens[after + 2].range.lowerBound..<tokens[last - 1].range.upperBound
                        resultRange = range
                        result = String(decoding: file.bytes[range], as: UTF8.self)
                    }
                    position = last - 1
                } else {
                    position = close
                }
                functions.append(FunctionRequirement(name: Self.functionName(tokens, open),
                                                     parameters: parameters(tokens, open, close, file), result: result,
                                                     isOptional: optionalKeyword != nil, hasEffects: hasEffects,
                                                     line: file.line(of: tokens[open].range.lowerBound),
                                                     optionalKeyword: optionalKeyword, resultRange: resultRange))
                optionalKeyword = nil
            case "var", "subscript", "associatedtype", "init", "static":
                let line = file.line(of: tokens[position].range.lowerBound)
                var last = position
                while last + 1 < end && file.line(of: tokens[last + 1].range.lowerBound) == line { last += 1 }
                if text == "var", let keyword = optionalKeyword, position + 3 <= last, tokens[position + 2].text == ":",
                   let brace = tokens[(position + 3)...last].firstIndex(where: { $0.text == "{" }), brace > position + 3 {
                    let typeRange = tokens[position + 3].range.lowerBound..<tokens[brace - 1].range.upperBound
                    optionalProperties.append(OptionalProperty(name: tokens[position + 1].text,
                                                               type: String(decoding: file.bytes[typeRange], as: UTF8.self),
                                                               typeRange: typeRange, optionalKeyword: keyword))
                }
                others.append((line, String(decoding: file.bytes[tokens[position].range.lowerBound..<tokens[last].range.upperBound], as: UTF8.self)))
                optionalKeyword = nil
                position = last
            default:
                break
            }
            position += 1
        }
        return ProtocolDeclaration(name: name, inherited: inherited, file: fileIndex, line: file.line(of: tokens[index].range.lowerBound),
                                   isObjC: isObjC, functions: functions, otherRequirements: others, optionalProperties: optionalProperties)
    }

    /// The name of the function whose parameter list opens at `open`: the token before it, or
    /// before its generic clause.
    private static func functionName(_ tokens: [SourceToken], _ open: Int) -> String {
        var index = open - 1
        if tokens[index].text == ">" {
            var depth = 0
            while index > 0 {
                if tokens[index].text == ">" { depth += 1 } else if tokens[index].text == "<" { depth -= 1; if depth == 0 { break } }
                index -= 1
            }
            index -= 1
        }
        return tokens[index].text
    }

    private static let modifiers: Set<String> = ["public", "open", "internal", "fileprivate", "private", "final"]
    private static let requirementStarts: Set<String> = ["func", "var", "optional", "static", "init", "subscript", "associatedtype",
                                                         "mutating", "}", "@objc", "#if", "#else", "#endif", "#elseif"]

    /// The parameters between the parentheses at `open` and `close`.
    static func parameters(_ tokens: [SourceToken], _ open: Int, _ close: Int, _ file: SwiftSource) -> [Parameter] {
        var parameters: [Parameter] = []
        var start = open + 1
        var index = open + 1
        var depth = 0
        func finish(_ end: Int) {
            guard end > start else { return }
            let part = Array(tokens[start..<end])
            guard let colon = part.firstIndex(where: { $0.text == ":" }) else { return }
            let names = part[..<colon].map(\.text).filter { !$0.hasPrefix("@") && $0 != "inout" }
            let typeEnd = part[(colon + 1)...].firstIndex { $0.text == "=" } ?? part.count
            guard typeEnd > colon + 1 else { return }
            let type = String(decoding: file.bytes[part[colon + 1].range.lowerBound..<part[typeEnd - 1].range.upperBound], as: UTF8.self)
            let label: String? = names.count >= 2 ? (names[0] == "_" ? nil : names[0]) : names.first
            parameters.append(Parameter(label: label, name: names.last ?? "_", type: type, hasDefault: typeEnd < part.count))
        }
        while index < close {
            let text = tokens[index].text
            if text == "(" || text == "[" || text == "<" || text == "{" { depth += 1 }
            else if text == ")" || text == "]" || text == "}" || text == ">" && tokens[index - 1].text != "-" { depth -= 1 }
            else if text == "," && depth == 0 { finish(index); start = index + 1 }
            index += 1
        }
        finish(close)
        return parameters
    }
}
