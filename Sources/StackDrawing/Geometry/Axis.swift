/// The direction rows are laid out in.
///
/// On ``Axis/vertical`` rows stack top to bottom and the stack scrolls up and down; on
/// ``Axis/horizontal`` rows become columns laid out left to right and the stack scrolls sideways.
public enum Axis: String, Sendable, Hashable, CaseIterable {
  /// Rows top to bottom; separators are horizontal lines.
  case vertical
  /// Columns left to right; separators are vertical lines.
  case horizontal

  /// The other axis.
  public var cross: Axis { self == .vertical ? .horizontal : .vertical }
}
