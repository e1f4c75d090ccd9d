import StackCore

/// How long one part of a ``Layout`` is, along the layout's axis.
///
/// Rigid parts (``fixed(_:)``, ``fraction(_:of:)``) and the floors of ``min(_:)`` parts are
/// measured first; what is left goes to the growing parts (``fill(weight:)``, ``min(_:)``,
/// ``max(_:)``) by weight. Every length is in cells; negative numbers are taken as 0.
///
/// ```swift
/// Layout.rows([.fixed(1), .fill(), .fixed(1)])                  // title, body, status line
/// Layout.columns([.fraction(1, of: 3), .fill()])                // a third, the rest
/// Layout.columns([.min(20), .fill(weight: 2), .max(30)])        // weights 1 : 2 : 1
/// ```
public enum LayoutConstraint: Sendable, Hashable {
  /// Exactly `length` cells.
  case fixed(Int)
  /// At least `length` cells; grows like `.fill(weight: 1)` beyond that.
  case min(Int)
  /// At most `length` cells; grows like `.fill(weight: 1)` up to that.
  case max(Int)
  /// `numerator / denominator` of the whole length, rounded down (a fraction above 1 is
  /// taken as 1; a denominator of 0 or less gives 0 cells).
  case fraction(Int, of: Int)
  /// A share of what the other parts leave, in proportion to `weight` (0 takes nothing;
  /// weights above ``LayoutConstraint/maximumWeight`` are taken as that).
  case fill(weight: Int = 1)

  /// The largest weight a ``fill(weight:)`` part counts with.
  public static let maximumWeight = 1_000_000

  /// True for the parts that may take more than their measured length when the whole is
  /// longer than the parts ask for: ``min(_:)`` and ``fill(weight:)``.
  package var isUnbounded: Bool {
    switch self {
    case .min, .fill: true
    case .fixed, .max, .fraction: false
    }
  }

  /// The weight the part grows with (0 for the rigid parts).
  package var weight: Int {
    switch self {
    case .min, .max: 1
    case .fill(let weight): Swift.min(Swift.max(0, weight), Self.maximumWeight)
    case .fixed, .fraction: 0
    }
  }

  /// The length the part takes before the growing parts share what is left: a fixed length,
  /// a fraction of `total`, a minimum; 0 for the others.
  package func measured(total: Int) -> Int {
    switch self {
    case .fixed(let length), .min(let length): return Layout.clamped(length)
    case .max, .fill: return 0
    case .fraction(let numerator, let denominator):
      guard denominator > 0, numerator > 0 else { return 0 }
      // total * n / d with n <= d: the quotient fits, the product may not.
      let product = total.multipliedFullWidth(by: Swift.min(numerator, denominator))
      return denominator.dividingFullWidth(product).quotient
    }
  }
}
