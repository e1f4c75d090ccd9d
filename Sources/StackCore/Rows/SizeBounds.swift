import StackDrawing

/// Minimum and maximum lengths laid over a row's sizing (the builder's `.size(min:max:)`):
/// the length the sizing resolves to is clamped again, so these bounds narrow the sizing's
/// own and never widen them. With `minimum > maximum`, the maximum wins.
public struct SizeBounds: Sendable, Hashable {
  /// Lower bound; nil for none.
  public var minimum: Int?
  /// Upper bound; nil for none.
  public var maximum: Int?

  /// Creates bounds.
  public init(minimum: Int? = nil, maximum: Int? = nil) {
    self.minimum = minimum
    self.maximum = maximum
  }
}
