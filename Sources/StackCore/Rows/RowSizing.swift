import StackDrawing

/// How long a row wants to be along the stack's axis (its height on a vertical stack, its
/// width on a horizontal one), not counting insets and separator.
///
/// ```swift
/// RowSizing.fixed(3)                 // always 3 cells
/// RowSizing.fit                      // as long as the content measures
/// RowSizing.fit(min: 2, max: 10)     // measured, then clamped
/// RowSizing.fixed(8).clamped(max: 4) // 4
/// ```
///
/// Bounds that contradict each other (a minimum above the maximum) are allowed: the maximum is
/// applied last, so it wins (`.fit(min: 5, max: 3)` is always 3 cells).
public struct RowSizing: Sendable, Hashable, CustomStringConvertible {
  /// Where the length comes from before clamping.
  public enum Base: Sendable, Hashable {
    /// A fixed number of cells.
    case fixed(Int)
    /// The content's measured length for the current cross-axis length.
    case fit
  }

  /// Where the length comes from before clamping.
  public var base: Base
  /// Lower bound applied after the base length; nil for none.
  public var minimum: Int?
  /// Upper bound applied after the base length and the minimum (so it wins over a larger
  /// minimum); nil for none.
  public var maximum: Int?

  /// Creates a sizing from a base and optional bounds.
  public init(base: Base, minimum: Int? = nil, maximum: Int? = nil) {
    self.base = base
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Exactly `length` cells (negative values count as zero).
  public static func fixed(_ length: Int) -> RowSizing { RowSizing(base: .fixed(max(0, length))) }

  /// The content's measured length.
  public static let fit = RowSizing(base: .fit)

  /// The content's measured length, clamped to `min...max` (with `min > max`, `max` wins).
  public static func fit(min: Int? = nil, max: Int? = nil) -> RowSizing {
    RowSizing(base: .fit, minimum: min, maximum: max)
  }

  /// This sizing with additional bounds: the length this sizing resolves to is clamped again
  /// to `min...max` (a nil argument adds no bound on that side). Bounds only narrow: the
  /// content's `.fit(min: 2, max: 6)` clamped to `max: 8` still never exceeds 6, and clamped
  /// to `min: 1` never goes below 2. The new bounds win where the two disagree.
  public func clamped(min newMinimum: Int? = nil, max newMaximum: Int? = nil) -> RowSizing {
    // Clamping to `a...b` then to `c...d` is clamping to `clamp(a)...clamp(b)`, where
    // `clamp` applies the new bounds (a missing old bound stands for minus or plus infinity).
    func clamp(_ value: Int) -> Int {
      var value = value
      if let newMinimum { value = Swift.max(value, newMinimum) }
      if let newMaximum { value = Swift.min(value, newMaximum) }
      return value
    }
    return RowSizing(
      base: base, minimum: minimum.map(clamp) ?? newMinimum,
      maximum: maximum.map(clamp) ?? newMaximum)
  }

  /// True when the length depends on measuring the content.
  public var needsMeasuring: Bool { base == .fit }

  /// Resolves the length: `measured` is only called for ``Base/fit``.
  public func resolve(measured: () -> Int) -> Int {
    var length: Int
    switch base {
    case .fixed(let value): length = value
    case .fit: length = measured()
    }
    if let minimum { length = Swift.max(length, minimum) }
    if let maximum { length = Swift.min(length, maximum) }
    return Swift.max(0, length)
  }

  /// The base, then any bounds: `fit [min: 2, max: 6]`.
  public var description: String {
    let baseText: String
    switch base {
    case .fixed(let value): baseText = "fixed(\(value))"
    case .fit: baseText = "fit"
    }
    let bounds = [minimum.map { "min: \($0)" }, maximum.map { "max: \($0)" }].compactMap { $0 }
    return bounds.isEmpty ? baseText : "\(baseText) [\(bounds.joined(separator: ", "))]"
  }
}
