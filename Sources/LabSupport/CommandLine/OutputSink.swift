/// Where a command writes its results: standard output when run, a string in tests.
public protocol OutputSink {
    mutating func write(_ text: String)
}

/// A string that collects what a command writes.
public struct StringOutput: OutputSink {
    public private(set) var text = ""

    public init() {}

    public mutating func write(_ text: String) {
        self.text += text
    }
}
