/// The inverse of `t`, or `t` itself when it has none, as Apple documents `CATransform3DInvert`
/// ("Returns the original matrix if `t` has no inverse").
///
/// Gauss–Jordan elimination with partial pivoting. `t` has no inverse here when a pivot is zero
/// (the matrix is singular) or when any entry of the result is not finite (NaN or infinite input,
/// or an overflow); Apple does not document those inputs, and returning `t` unchanged is this
/// surface's choice. Never traps.
///
/// - Complexity: O(1): a fixed 4×4 elimination.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var left = t.rows
    var right = CATransform3DIdentity.rows
    for column in 0..<4 {
        var pivot = column
        for row in (column + 1)..<4 where abs(left[row][column]) > abs(left[pivot][column]) {
            pivot = row
        }
        let pivotValue = left[pivot][column]
        guard pivotValue != 0, pivotValue.isFinite else { return t }
        left.swapAt(column, pivot)
        right.swapAt(column, pivot)
        for k in 0..<4 {
            left[column][k] /= pivotValue
            right[column][k] /= pivotValue
        }
        for row in 0..<4 where row != column {
            let factor = left[row][column]
            if factor == 0 { continue }
            for k in 0..<4 {
                left[row][k] -= factor * left[column][k]
                right[row][k] -= factor * right[column][k]
            }
        }
    }
    guard right.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return t }
    return CATransform3D(rows: right)
}
