/// How a cell is drawn: colours and attributes.
///
/// Styles compose: ``merging(_:)`` lays an overlay (a selection or highlight) over a base
/// style, and ``withoutColor()`` gives the monochrome fallback.
///
/// ```swift
/// let base = CellStyle(foreground: .ansi(2))
/// let selected = base.merging(CellStyle(attributes: .reverse))
/// // selected == CellStyle(foreground: .ansi(2), attributes: .reverse)
/// ```
public struct CellStyle: Sendable, Hashable {
  /// The text colour.
  public var foreground: TerminalColor
  /// The cell's background colour.
  public var background: TerminalColor
  /// Bold, dim, reverse, underline.
  public var attributes: TextAttributes

  /// Creates a style; every part defaults to the terminal's default.
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// Default colours, no attributes.
  public static let plain = CellStyle()

  /// This style with `overlay` laid on top: each colour of `overlay` that is not
  /// ``TerminalColor/default`` replaces this style's colour, and the attributes are the union
  /// of both.
  public func merging(_ overlay: CellStyle) -> CellStyle {
    CellStyle(
      foreground: overlay.foreground == .default ? foreground : overlay.foreground,
      background: overlay.background == .default ? background : overlay.background,
      attributes: attributes.union(overlay.attributes))
  }

  /// The monochrome fallback of this style: both colours reset to ``TerminalColor/default``,
  /// attributes kept.
  public func withoutColor() -> CellStyle {
    CellStyle(attributes: attributes)
  }

  /// The style as one number, distinct for distinct styles: comparing keys is comparing
  /// styles, in a few instructions (the canvas diff compares every cell of a frame).
  @inline(__always)
  package var key: UInt64 {
    UInt64(foreground.code) | UInt64(background.code) << 26 | UInt64(attributes.rawValue) << 52
  }

  /// The style whose ``key`` is `key`.
  @inline(__always)
  package init(key: UInt64) {
    self.init(
      foreground: TerminalColor(code: UInt32(truncatingIfNeeded: key) & 0x3FF_FFFF),
      background: TerminalColor(code: UInt32(truncatingIfNeeded: key >> 26) & 0x3FF_FFFF),
      attributes: TextAttributes(rawValue: UInt8(truncatingIfNeeded: key >> 52)))
  }
}
