import LabSupport

extension BenchmarkKey {
    /// How a report's benchmark, a noise floor's entry and a comparison's row name their benchmark:
    /// `name` (the family's raw value), `engine` and `strategy` (`-` for none) and `items`, in that order.
    var jsonMembers: [(key: String, value: JSONOutput)] {
        [("name", .string(family.rawValue)), ("engine", .string(Self.fileText(engine))),
         ("strategy", .string(Self.fileText(strategy))), ("items", .int(items))]
    }

    /// The benchmark an entry's `jsonMembers` name.
    /// - Throws: `JSONError` at the member: missing, of the wrong type, or a family this build does
    ///   not know (`requireFamily`).
    init(members entry: JSONObjectReader) throws(JSONError) {
        self.init(family: try entry.requireFamily("name"),
                  engine: Self.fromFile(try entry.requireString("engine")), strategy: Self.fromFile(try entry.requireString("strategy")),
                  items: try entry.requireInt("items"))
    }
}
