/// Whether items `length` points long in all, spacing included, overflow a line of `available`
/// points: by more than a billionth of the larger length (at least of 1 point). Lengths an ulp or
/// so apart fit, so that items computed to fill a line exactly (a column flow's columns, their
/// widths and spacings multiplied rather than added one by one) are not broken into two lines by
/// the order of a sum. Both size paths break lines with it (`MeasuredFlowLines`,
/// `UniformFlowGrid.itemsPerLine`), so they agree to the last bit; the fuzzer's flow spec property
/// reads "fits" with the same tolerance.
/// - Complexity: O(1).
@inline(__always)
func lineOverflows(_ length: Double, _ available: Double) -> Bool {
    length > available && length - available > 1e-9 * Swift.max(1, Swift.abs(length), Swift.abs(available))
}
