// Constants that layout files write and that Linux lacks: C's `MAXFLOAT` (Darwin's <math.h> gives
// it to Swift as a `Float`; glibc's Swift module does not export it) and Core Graphics'
// `CGFLOAT_MAX`, `CGFLOAT_MIN` and `CGFLOAT_IS_DOUBLE` macros, as Apple's SDK imports them for
// 64-bit code (`CGFloat` is a `Double` on every platform Swift runs on here).

#if !canImport(Darwin)
/// The largest finite `Float`, as Darwin's `MAXFLOAT` (`0x1.fffffep+127`, 3.40282347e+38).
/// Layouts write `CGFloat(MAXFLOAT)` for "unbounded".
public let MAXFLOAT: Float = .greatestFiniteMagnitude
#endif

/// The largest finite `CGFloat` (1.7976931348623157e+308), as Apple documents `CGFLOAT_MAX`.
public let CGFLOAT_MAX: Double = .greatestFiniteMagnitude

/// The smallest positive normal `CGFloat` (2.2250738585072014e-308), as Apple documents `CGFLOAT_MIN`.
public let CGFLOAT_MIN: Double = .leastNormalMagnitude

/// 1: `CGFloat` is a `Double`, as Apple's `CGFLOAT_IS_DOUBLE` for 64-bit code.
public let CGFLOAT_IS_DOUBLE: Int32 = 1
