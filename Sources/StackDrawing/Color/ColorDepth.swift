/// How many colours a terminal shows — what a theme's colours are resolved to.
///
/// A terminal's depth comes from its terminfo entry (`colors`), `COLORTERM=truecolor` (or
/// `24bit`) for 24-bit colour, and `NO_COLOR`, which gives ``none``: attributes only.
public enum ColorDepth: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// No colour: bold, dim, reverse and underline only (`NO_COLOR`, `TERM=dumb`, vt100).
  case none = 0
  /// The eight base colours (`TERM=xterm`, the Linux console): a bright colour comes out as
  /// its base colour.
  case ansi8 = 8
  /// The sixteen base and bright colours.
  case ansi16 = 16
  /// The xterm 256-colour palette (`TERM=xterm-256color`).
  case palette256 = 256
  /// 24-bit colour (`COLORTERM=truecolor`).
  case trueColor = 16_777_216

  /// The depth of a terminal with `colors` colours (its terminfo `colors`), `NO_COLOR` and
  /// `COLORTERM` taken into account. Any number is a legal argument.
  ///
  /// ```swift
  /// ColorDepth(colors: 256, noColor: false, colorTerm: "truecolor")   // .trueColor
  /// ```
  public init(colors: Int, noColor: Bool, colorTerm: String?) {
    if noColor || colors < 8 {
      self = .none
    } else if let term = colorTerm?.lowercased(), term == "truecolor" || term == "24bit" {
      self = .trueColor
    } else if colors >= 16_777_216 {
      self = .trueColor
    } else if colors >= 256 {
      self = .palette256
    } else if colors >= 16 {
      self = .ansi16
    } else {
      self = .ansi8
    }
  }

  /// Orders depths from none to 24-bit.
  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}
