import LabSupport
import LayoutEngine

/// The JSON shapes of a scenario's values (numbers, sizes, insets, events, sections), declared once
/// for the two places that hold them (docs/scenarios.md, docs/fuzzing.md):
/// - `file`, a scenario file: numbers are lengths (finite, 0 to 1e9), an event's day and start are
///   checked, per-item lists may be generated from a seed, and zero edges of insets are left out;
/// - `fuzzStep`, a fuzz step: whatever a fuzz case made, hostile values included (any number,
///   written `"inf"`, `"-inf"` or `"nan"` when not finite), lists item by item, all four edges.
///
/// Round trip, in either domain: what `output` writes, the reader of the same name reads back equal.
///
/// A section holds at most `itemLimit` items (`Scenario.maximumItemCount` unless a caller that must
/// stay fast, the front-door fuzz, asks for fewer with `limitingItems(to:)`).
package struct ScenarioJSON: Sendable {
    enum Domain { case file, fuzzStep }
    let domain: Domain
    /// The most items a section read here may hold.
    package let itemLimit: Int

    /// A scenario file's values.
    package static let file = ScenarioJSON(domain: .file, itemLimit: Scenario.maximumItemCount)
    /// A fuzz step's values.
    package static let fuzzStep = ScenarioJSON(domain: .fuzzStep, itemLimit: Scenario.maximumItemCount)

    /// The same shapes, with sections of at most `limit` items.
    package func limitingItems(to limit: Int) -> ScenarioJSON {
        ScenarioJSON(domain: domain, itemLimit: limit)
    }

    // MARK: Numbers

    /// A length in a file (an error names the bounds); any number, or `"inf"`, `"-inf"` or `"nan"`,
    /// in a fuzz step.
    package func number(_ node: JSONNode, path: String) throws(JSONError) -> Double {
        switch domain {
        case .file:
            let value = try node.double(path: path)
            guard value >= 0, value <= 1e9 else {
                throw node.error(.invalidValue, expected: "a length between 0 and 1e9", path: path)
            }
            return value
        case .fuzzStep:
            switch node.value {
            case .number(let number): return number
            case .string("inf"): return .infinity
            case .string("-inf"): return -.infinity
            case .string("nan"): return .nan
            default: throw node.error(.typeMismatch, expected: #"a number, "inf", "-inf" or "nan""#, path: path)
            }
        }
    }

    /// - Precondition: in a file, `number` is finite.
    package func output(_ number: Double) -> JSONOutput {
        if number.isFinite || domain == .file { return .number(number) }
        return .string(number.isNaN ? "nan" : number < 0 ? "-inf" : "inf")
    }

    // MARK: Geometry

    /// `{"width": w, "height": h}`.
    package func size(_ node: JSONNode, path: String) throws(JSONError) -> Size {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["width", "height"])
        return Size(width: try number(object.require("width"), path: JSONPath.member("width", of: path)),
                    height: try number(object.require("height"), path: JSONPath.member("height", of: path)))
    }

    package func output(_ size: Size) -> JSONOutput {
        .object([("width", output(size.width)), ("height", output(size.height))])
    }

    /// `{"top", "left", "bottom", "right"}`, a missing edge zero.
    package func insets(_ node: JSONNode, path: String) throws(JSONError) -> EdgeInsets {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["top", "left", "bottom", "right"])
        func edge(_ key: String) throws(JSONError) -> Double {
            guard let node = object.optional(key) else { return 0 }
            return try number(node, path: JSONPath.member(key, of: path))
        }
        return EdgeInsets(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }

    /// The non-zero edges in a file (`{}` for zero insets); all four in a fuzz step, where leaving
    /// out a zero would lose negative zero.
    package func output(_ insets: EdgeInsets) -> JSONOutput {
        let edges = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        return .object(edges.filter { domain == .fuzzStep || $0.1 != 0 }.map { ($0.0, output($0.1)) })
    }

    // MARK: Events

    /// `{"day": d, "start": hour, "duration": hours}`; in a file, a day from 0 to 99,999 and a start
    /// from 0 to 24.
    package func event(_ node: JSONNode, path: String) throws(JSONError) -> CalendarEvent {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["day", "start", "duration"])
        let dayNode = try object.require("day"), dayPath = JSONPath.member("day", of: path)
        let day = try dayNode.int(path: dayPath)
        if domain == .file, !(0..<CalendarWeekLayout.dayCountRange.upperBound).contains(day) {
            throw dayNode.error(.invalidValue, expected: "a day from 0 to 99999", path: dayPath)
        }
        let startNode = try object.require("start"), startPath = JSONPath.member("start", of: path)
        if domain == .file {
            let start = try startNode.double(path: startPath)
            guard (0...24).contains(start) else {
                throw startNode.error(.invalidValue, expected: "a start hour from 0 to 24", path: startPath)
            }
        }
        return CalendarEvent(day: day, startHour: try number(startNode, path: startPath),
                             durationHours: try number(object.require("duration"), path: JSONPath.member("duration", of: path)))
    }

    package func output(_ event: CalendarEvent) -> JSONOutput {
        .object([("day", .int(event.day)), ("start", output(event.startHour)), ("duration", output(event.durationHours))])
    }
}
