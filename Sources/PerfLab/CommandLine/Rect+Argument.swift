import LabSupport
import LayoutEngine

extension Rect {
    /// Parses `X,Y,W,H` (four numbers of magnitude at most 1e15, so that sums of them stay
    /// finite) from the command line; `option` names the option in the error.
    init(argument text: String, option: String) throws(LabError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.trimmingSpaces) }
        guard parts.count == 4, numbers.count == 4, numbers.allSatisfy({ $0.isFinite && Swift.abs($0) <= 1e15 }) else {
            throw LabError("\(option): expected X,Y,W,H (four numbers between -1e15 and 1e15), got '\(text)'")
        }
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
