/// One change `try-layout` made to the scratch copy of a user's file (the file itself is never
/// touched), as the summary lists it.
struct Rewrite: Equatable {
    /// The user's path.
    var file: String
    /// The 1-based line of the original it is at.
    var line: Int
    var what: String
}

/// The rewrites of a file that cannot compile on Linux but has one meaning there (issue 31):
/// `@objc`, `@objcMembers`, `@IBInspectable`, `@IBDesignable` and `@IBOutlet` dropped; an `@objc` protocol's
/// `optional` requirements made requirements with a default in an extension, their `?(…)` call
/// sites plain calls (`OptionalRequirements`); `#if os(iOS)` taken as true; a missing
/// `import UIKit` added. Every change keeps the line numbers of the original (an edit within a line,
/// or text added after its last line), so a compiler error in the copy points at the user's line.
/// Anything else is left for the compiler to report.
struct MechanicalRewrites {
    /// The rewritten texts, one per file, in order.
    var texts: [String]
    var rewrites: [Rewrite]

    /// The attributes dropped: Objective-C and Interface Builder ones, which mean nothing without
    /// either and do not compile without Objective-C interoperability.
    static let droppedAttributes: Set<String> = ["@objc", "@objcMembers", "@IBInspectable", "@IBDesignable", "@IBOutlet"]

    /// The rewritten copies of `files`, whose declarations are `declarations`.
    /// - Complexity: O(n) in the files' total length (call sites are matched against the optional
    ///   requirements by name).
    init(_ files: [SwiftSource], declarations: Declarations) {
        let optional = OptionalRequirements(declarations)
        texts = []
        rewrites = []
        for (index, file) in files.enumerated() {
            var edits: [(range: Range<Int>, replacement: String, rewrite: Rewrite)] = []
            let tokens = file.tokens
            func note(_ range: Range<Int>, _ replacement: String, _ what: String) {
                edits.append((range, replacement, Rewrite(file: file.path, line: file.line(of: range.lowerBound), what: what)))
            }
            var position = 0
            var importsUIKit = false
            while position < tokens.count {
                let token = tokens[position]
                if Self.droppedAttributes.contains(token.text) {
                    var end = token.range.upperBound
                    var shown = token.text
                    if position + 1 < tokens.count, tokens[position + 1].text == "(",
                       tokens[position + 1].range.lowerBound == token.range.upperBound, let close = tokens.closing(position + 1) {
                        end = tokens[close].range.upperBound
                        shown = String(decoding: file.bytes[token.range.lowerBound..<end], as: UTF8.self)
                    }
                    note(token.range.lowerBound..<end, "", "dropped \(shown) (no Objective-C runtime on Linux)")
                } else if token.text == "#if" || token.text == "#elseif" {
                    let line = file.line(of: token.range.lowerBound)
                    var scan = position + 1
                    while scan + 3 < tokens.count && file.line(of: tokens[scan].range.lowerBound) == line {
                        if tokens[scan].text == "os", tokens[scan + 1].text == "(", tokens[scan + 2].text == "iOS", tokens[scan + 3].text == ")" {
                            note(tokens[scan].range.lowerBound..<tokens[scan + 3].range.upperBound, "true",
                                 "took \(token.text) os(iOS) as true (the UIKit surface is iOS's)")
                        }
                        scan += 1
                    }
                } else if token.text == "import", position + 1 < tokens.count, tokens[position + 1].text == "UIKit" {
                    importsUIKit = true
                }
                position += 1
            }
            for edit in optional.edits(in: file, index: index, tokens: tokens) { note(edit.range, edit.replacement, edit.what) }
            var bytes = file.bytes
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            }
            var text = String(decoding: bytes, as: UTF8.self)
            // The original's last line: that of its last byte (a final newline ends that line, it starts none).
            let lastLine = file.line(of: max(0, file.bytes.count - 1))
            let additions = optional.extensions(declaredIn: index)
            if !additions.isEmpty {
                if !text.hasSuffix("\n") { text += "\n" }
                text += additions.joined(separator: "\n")
                for protocolName in optional.protocolsWithDefaults(declaredIn: index) {
                    rewrites.append(Rewrite(file: file.path, line: lastLine,
                                            what: "added after the last line: extension \(protocolName) with a default for each optional requirement"))
                }
            }
            if !importsUIKit {
                if !text.hasSuffix("\n") { text += "\n" }
                text += "import UIKit\n"
                rewrites.append(Rewrite(file: file.path, line: lastLine, what: "added import UIKit after the last line (the file does not import it)"))
            }
            rewrites += edits.map(\.rewrite).sorted { ($0.line, $0.what) < ($1.line, $1.what) }
            texts.append(text)
        }
        rewrites.sort { ($0.file, $0.line) < ($1.file, $1.line) }
    }
}
