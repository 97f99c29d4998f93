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

extension CATransform3D {
    /// The matrix as four rows of four entries (the elimination's working form).
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// The transform whose rows are `rows` (four rows of four entries).
    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}
