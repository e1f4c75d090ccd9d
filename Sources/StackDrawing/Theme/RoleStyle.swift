/// How a theme shows one ``StyleRole``: colours (nil keeps the terminal's default), the
/// attributes added in colour, and the attributes used instead of colour on a terminal without
/// any (`NO_COLOR`), where a role must still stand out.
///
/// ```swift
/// RoleStyle(foreground: .red, attributes: .bold, monochrome: [.bold, .underline])
/// ```
public struct RoleStyle: Sendable, Hashable {
  /// The text colour, or nil for the terminal's default.
  public var foreground: ThemeColor?
  /// The background colour, or nil for the terminal's default.
  public var background: ThemeColor?
  /// Attributes shown with colours.
  public var attributes: TextAttributes
  /// Attributes shown without colours (`NO_COLOR`, a monochrome terminal).
  public var monochrome: TextAttributes

  /// A role's style; `monochrome` defaults to `attributes`.
  public init(
    foreground: ThemeColor? = nil, background: ThemeColor? = nil,
    attributes: TextAttributes = [], monochrome: TextAttributes? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
    self.monochrome = monochrome ?? attributes
  }

  /// The cell style on a terminal of `depth`.
  public func cellStyle(for depth: ColorDepth) -> CellStyle {
    guard depth != .none else { return CellStyle(attributes: monochrome) }
    return CellStyle(
      foreground: foreground?.resolved(for: depth) ?? .default,
      background: background?.resolved(for: depth) ?? .default, attributes: attributes)
  }

  /// The terminal's default colours, no attributes.
  public static let plain = RoleStyle()
}
