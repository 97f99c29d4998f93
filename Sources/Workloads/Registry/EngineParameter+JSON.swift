import LabSupport
import LayoutEngine

extension EngineParameter {
    /// The value of a scenario's `layout` member `name`, checked against the kind and `allowed`;
    /// every error names the member's path and position.
    func decode(_ node: JSONNode, path: String) throws(JSONError) -> Value {
        switch kind {
        case .boolean:
            return .number(try node.bool(path: path) ? 1 : 0)
        case .integer:
            return .number(try wholeNumber(node, path: path, expected: "a whole number"))
        case .count(let noun):
            return .number(try wholeNumber(node, path: path, expected: "a \(noun) count"))
        case .number:
            let value = try node.double(path: path)
            guard allowed.contains(value) else {
                throw node.error(.invalidValue,
                                 expected: "a number from \(JSONWriter.numberText(allowed.lowerBound)) to \(JSONWriter.numberText(allowed.upperBound))",
                                 path: path)
            }
            return .number(value)
        case .length:
            return .number(try ScenarioJSON.file.number(node, path: path))
        case .size:
            return .size(try ScenarioJSON.file.size(node, path: path))
        case .insets:
            return .insets(try ScenarioJSON.file.insets(node, path: path))
        case .choice(let values):
            return .choice(try Scenario.choice(node, path: path, among: values))
        case .composition:
            return .composition(try Scenario.decodeComposition(node, path: path))
        }
    }

    private func wholeNumber(_ node: JSONNode, path: String, expected: String) throws(JSONError) -> Double {
        let value = Double(try node.int(path: path))
        guard allowed.contains(value) else {
            throw node.error(.invalidValue, expected: "\(expected) from \(Int(allowed.lowerBound)) to \(Int(allowed.upperBound))",
                             path: path)
        }
        return value
    }

    /// The value as a scenario file holds it: in this parameter's kind, or, with no parameter to
    /// say (`parameter` nil: an engine the registry does not know), as what it is.
    static func output(_ value: Value, as parameter: EngineParameter?) -> JSONOutput {
        switch value {
        case .number(let number):
            switch parameter?.kind {
            case .boolean: .bool(number != 0)
            case .integer, .count: .int(Int(number))
            default: .number(number)
            }
        case .size(let size): ScenarioJSON.file.output(size)
        case .insets(let insets): ScenarioJSON.file.output(insets)
        case .choice(let text): .string(text)
        case .composition(let composition): composition.jsonOutput()
        }
    }
}
