/// Arithmetic that stops at the ends of `Int` instead of trapping, for sums of values a
/// caller passes (offsets, coordinates, lengths) where `Int.max` is a legal argument.
extension Int {
  /// `self + other`, or `Int.max` / `Int.min` when the sum does not fit.
  package func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }

  /// `self - other`, or `Int.max` / `Int.min` when the difference does not fit.
  package func saturatingSubtract(_ other: Int) -> Int {
    let (difference, overflow) = subtractingReportingOverflow(other)
    guard overflow else { return difference }
    return other < 0 ? .max : .min
  }

  /// `self * other`, or `Int.max` / `Int.min` when the product does not fit.
  package func saturatingMultiply(_ other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }
}

/// The largest length, in cells, the stack works with: a row's content and insets, a
/// separator's thickness, the spacing, the viewport and a lazy row's estimate are capped
/// here. A row (content, insets, separator and spacing) then fits the storage's 32-bit
/// extents, and sums of offsets over any number of rows cannot overflow.
package let maximumCellLength = 1 << 28

/// `value` clamped to `0...maximumCellLength`.
package func clampedLength(_ value: Int) -> Int {
  Swift.min(Swift.max(0, value), maximumCellLength)
}
