/// Arithmetic that stops at the ends of `Int` instead of trapping, for sums of values a
/// caller passes (offsets, coordinates, lengths) where `Int.max` is a legal argument.
extension Int {
  /// `self + other`, or `Int.max` / `Int.min` when the sum does not fit.
  package func saturatingAdd(_ other: Int) -> Int {
    let sum = self &+ other
    // Negative (all ones after the shift) exactly when the sum overflowed: both operands
    // have the sign the sum lacks.
    let overflowMask = ((self ^ sum) & (other ^ sum)) >> (Int.bitWidth - 1)
    return Self.select(overflowMask, (self >> (Int.bitWidth - 1)) ^ .max, else: sum)
  }

  /// `self - other`, or `Int.max` / `Int.min` when the difference does not fit.
  package func saturatingSubtract(_ other: Int) -> Int {
    let difference = self &- other
    // All ones exactly when the difference overflowed: the operands' signs differ and the
    // difference's sign is not `self`'s.
    let overflowMask = ((self ^ other) & (self ^ difference)) >> (Int.bitWidth - 1)
    return Self.select(overflowMask, (self >> (Int.bitWidth - 1)) ^ .max, else: difference)
  }

  /// `saturated` where `mask` is all ones, `value` where it is zero; arithmetic, not a branch,
  /// so that code inlining many saturating steps stays one path (decision 0661).
  private static func select(_ mask: Int, _ saturated: Int, else value: Int) -> Int {
    (saturated & mask) | (value & ~mask)
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
