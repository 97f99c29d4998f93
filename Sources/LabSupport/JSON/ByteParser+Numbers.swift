// The number grammar of RFC 8259 §6, correctly rounded to the nearest `Double`.
extension ByteParser {
    /// The powers of ten that are exact in a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads the number starting at `offset` (a `-` or a digit).
    ///
    /// Numbers with at most 2^53 as significand and a decimal exponent within ±22 are computed exactly with one
    /// rounding (Clinger's fast path); the rest go through the standard library's correctly rounded conversion.
    mutating func parseNumber() throws(JSONError) -> Double {
        let start = offset
        var index = offset
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative {
            index += 1
        }
        var significand: UInt64 = 0
        var isSignificandExact = true
        var decimalExponent = 0

        func digit(at index: Int) -> UInt64? {
            guard index < bytes.count else { return nil }
            let value = bytes[index] &- UInt8(ascii: "0")
            return value < 10 ? UInt64(value) : nil
        }
        func accumulate(_ digit: UInt64) {
            if significand <= (UInt64.max - 9) / 10 {
                significand = significand * 10 + digit
            } else {
                isSignificandExact = false
            }
        }

        guard let first = digit(at: index) else {
            throw expected("a digit after '-'", at: index)
        }
        index += 1
        if first == 0 {
            if digit(at: index) != nil {
                throw syntaxError("expected a number without leading zeros, found \(describe(at: start))", at: start)
            }
        } else {
            accumulate(first)
            while let next = digit(at: index) {
                accumulate(next)
                index += 1
            }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digit(at: index) != nil else { throw expected("a digit after '.' in a number", at: index) }
            while let next = digit(at: index) {
                accumulate(next)
                decimalExponent -= 1
                index += 1
            }
        }
        if index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var isExponentNegative = false
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                isExponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard digit(at: index) != nil else { throw expected("a digit in the exponent of a number", at: index) }
            var exponent = 0
            while let next = digit(at: index) {
                // Saturate: any exponent this large already makes the number infinite or zero.
                if exponent < 1_000_000 {
                    exponent = exponent * 10 + Int(next)
                }
                index += 1
            }
            decimalExponent += isExponentNegative ? -exponent : exponent
        }
        offset = index

        if isSignificandExact && significand <= 1 << 53 && (-22...22).contains(decimalExponent) {
            let magnitude = decimalExponent < 0
                ? Double(significand) / Self.exactPowersOfTen[-decimalExponent]
                : Double(significand) * Self.exactPowersOfTen[decimalExponent]
            return isNegative ? -magnitude : magnitude
        }
        if isSignificandExact && significand == 0 {
            return isNegative ? -0.0 : 0.0
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw syntaxError("number out of range: \(text) does not fit in a Double", at: start)
        }
        return value
    }
}
