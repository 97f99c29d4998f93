import LabSupport
import Workloads

/// Makes the files a user or a CI hands the lab by mistake: a real file (scenario, reproducer,
/// workload, failure record) with bytes flipped, inserted or cut; a number swapped for a hostile one
/// (NaN-ish, huge, negative, -0, 1e308, beyond `Int`); a key renamed, dropped or repeated; another
/// version; a value buried under deep nesting; two files spliced; or JSON made from nothing.
/// Seeded: the same seed and corpus give the same input.
package struct FrontDoorMutator {
    /// The numbers that break decoders most often.
    static let hostileNumbers = [
        "NaN", "nan", "Infinity", "-Infinity", "1e308", "1e309", "-1e308", "-0", "-0.0", "0", "-1", "1e-320",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551616", "10000000",
        "10000001", "1e9", "1000000000.5", "2.5", "3", "7", "1e15", "-5", "4294967296", "0x10", "01", "1.", ".5", "1e",
    ]
    /// Values of every JSON type, some of them wrong for any key.
    static let hostileValues = [
        "null", "true", "false", "[]", "{}", "\"\"", "\"flow\"", "\"spiral\"", "\"\\u0000\"", "\"\\n\"", "\"\\ud800\"",
        "[null]", "{\"random\": {\"seed\": 1, \"width\": [0, 0], \"height\": [0, 0]}}", "{\"random\": {\"seed\": 7}}",
        "\"layout-reproducer\"", "\"layout-case\"", "\"workload\"", "\"fails\"",
    ]
    /// Keys the decoders know, to rename one into another.
    static let knownKeys = [
        "version", "kind", "engine", "container", "layout", "sections", "items", "itemSizes", "preferredSizes", "events",
        "width", "height", "steps", "scenario", "columnCount", "itemSize", "segmentHeight", "caseSeed", "step", "check",
        "scrollDirection", "sectionInset", "headerSize", "day", "start", "duration", "name", "workloadKind", "expected",
    ]

    package let corpus: [String]

    package init(corpus: [String]) {
        precondition(!corpus.isEmpty, "a mutator needs at least one file to start from")
        self.corpus = corpus
    }

    /// One input: a corpus file mutated one to four times, or (one time in twenty) JSON from nothing.
    package func input(using generator: inout SeededGenerator) -> String {
        if generator.chance(0.05) { return Self.randomJSON(depth: 0, using: &generator) }
        var text = corpus[generator.int(in: 0..<corpus.count)]
        // Mostly one mutation, so that many inputs get past the parser to the values.
        for _ in 0..<(generator.chance(0.6) ? 1 : generator.int(in: 2...4)) {
            text = mutate(text, using: &generator)
        }
        return text
    }

    func mutate(_ text: String, using generator: inout SeededGenerator) -> String {
        var bytes = Array(text.utf8)
        switch generator.int(in: 0..<10) {
        case 0: // flip, insert or delete a few bytes
            for _ in 0..<generator.int(in: 1...4) where !bytes.isEmpty {
                let index = generator.int(in: 0..<bytes.count)
                switch generator.int(in: 0..<3) {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes.insert(Array("{}[],:\"-0e\\".utf8)[generator.int(in: 0..<11)], at: index)
                default: bytes.remove(at: index)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        case 1: // cut short
            return String(decoding: bytes.prefix(generator.int(in: 0...bytes.count)), as: UTF8.self)
        case 2, 3: // a number replaced
            return replacing(tokensOf: .number, in: text, with: Self.hostileNumbers, using: &generator)
        case 4: // a value replaced
            return replacing(tokensOf: .any, in: text, with: Self.hostileValues + Self.hostileNumbers, using: &generator)
        case 5: // a key renamed (to a known key or nonsense)
            let names = Self.knownKeys.map { "\"\($0)\"" } + ["\"\"", "\"Version\"", "\"version \"", "\"x\""]
            return replacing(tokensOf: .key, in: text, with: names, using: &generator)
        case 6: // another version
            let version = ["0", "-1", "2", "3", "99", "1.5", "\"1\"", "null", "1e3"][generator.int(in: 0..<9)]
            return text.replacingVersion(with: version)
        case 7: // a value nested deep
            let depth = [2, 10, 100, 511, 512, 513, 1_000, 100_000][generator.int(in: 0..<8)]
            let open = String(repeating: "[", count: depth), close = String(repeating: "]", count: depth)
            return replacing(tokensOf: .any, in: text, with: [open + "1" + close, open + close], using: &generator)
        case 8: // spliced with another file
            let other = Array(corpus[generator.int(in: 0..<corpus.count)].utf8)
            let cut = generator.int(in: 0...bytes.count), from = generator.int(in: 0...other.count)
            return String(decoding: bytes.prefix(cut) + other.suffix(from: from), as: UTF8.self)
        default: // a member dropped or repeated
            let ranges = Self.tokens(in: bytes, kind: .key)
            guard !ranges.isEmpty else { return text }
            let key = ranges[generator.int(in: 0..<ranges.count)]
            let keyText = Array(bytes[key])
            if generator.chance(0.5) {
                bytes.replaceSubrange(key, with: Array("\"dropped\"".utf8))
            } else {
                bytes.insert(contentsOf: keyText + Array(": null, ".utf8), at: key.lowerBound)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    enum TokenKind { case number, key, any }

    /// `text` with one token of `kind`, chosen at random, replaced by one of `replacements`.
    func replacing(tokensOf kind: TokenKind, in text: String, with replacements: [String],
                   using generator: inout SeededGenerator) -> String {
        var bytes = Array(text.utf8)
        let ranges = Self.tokens(in: bytes, kind: kind)
        guard !ranges.isEmpty else { return text }
        let range = ranges[generator.int(in: 0..<ranges.count)]
        bytes.replaceSubrange(range, with: Array(replacements[generator.int(in: 0..<replacements.count)].utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The byte ranges of the tokens of `kind`: numbers; keys (a string followed by a colon);
    /// any value (numbers, strings that are not keys, literals, and empty or short arrays).
    /// A lexical scan, good enough for mutation: it never needs the text to be valid.
    static func tokens(in bytes: [UInt8], kind: TokenKind) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                end = min(end + 1, bytes.count)
                var next = end
                while next < bytes.count && (bytes[next] == 32 || bytes[next] == 10) { next += 1 }
                let isKey = next < bytes.count && bytes[next] == UInt8(ascii: ":")
                if (kind == .key && isKey) || (kind == .any && !isKey) { ranges.append(index..<end) }
                index = end
            } else if byte == UInt8(ascii: "-") || (48...57).contains(byte) {
                var end = index + 1
                while end < bytes.count && "0123456789.eE+-".utf8.contains(bytes[end]) { end += 1 }
                if kind != .key { ranges.append(index..<end) }
                index = end
            } else if kind == .any, let literal = ["true", "false", "null"].first(where: { bytes[index...].starts(with: $0.utf8) }) {
                ranges.append(index..<index + literal.utf8.count)
                index += literal.utf8.count
            } else {
                index += 1
            }
        }
        return ranges
    }

    /// JSON made from nothing: objects with known keys, arrays, hostile numbers and values.
    static func randomJSON(depth: Int, using generator: inout SeededGenerator) -> String {
        let choice = depth > 4 ? generator.int(in: 2..<4) : generator.int(in: 0..<4)
        switch choice {
        case 0:
            let members = (0..<generator.int(in: 0...6)).map { _ in
                "\"\(knownKeys[generator.int(in: 0..<knownKeys.count)])\": \(randomJSON(depth: depth + 1, using: &generator))"
            }
            return "{" + members.joined(separator: ", ") + "}"
        case 1:
            return "[" + (0..<generator.int(in: 0...5)).map { _ in randomJSON(depth: depth + 1, using: &generator) }
                .joined(separator: ", ") + "]"
        case 2: return hostileNumbers[generator.int(in: 0..<hostileNumbers.count)]
        default: return hostileValues[generator.int(in: 0..<hostileValues.count)]
        }
    }
}

extension String {
    /// `self` with the first `"version": <value>` given `version` as its value.
    fileprivate func replacingVersion(with version: String) -> String {
        var bytes = Array(utf8)
        let key = Array(#""version":"#.utf8)
        guard let start = (0..<max(0, bytes.count - key.count)).first(where: { bytes[$0..<$0 + key.count].elementsEqual(key) })
        else { return self }
        var from = start + key.count
        while from < bytes.count && bytes[from] == 32 { from += 1 }
        var end = from
        while end < bytes.count && !",}\n".utf8.contains(bytes[end]) { end += 1 }
        bytes.replaceSubrange(from..<end, with: Array(version.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

}
