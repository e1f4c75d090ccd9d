import StackCore

/// A cell whose glyph does not stand out enough from what is behind it.
public struct ContrastFailure: Sendable, Hashable, CustomStringConvertible {
  /// The 0-based line.
  public var row: Int
  /// The 0-based column.
  public var column: Int
  /// What the cell shows.
  public var text: String
  /// The colour the glyph is drawn in.
  public var foreground: RenderedColor
  /// The colour behind it.
  public var background: RenderedColor
  /// The contrast ratio between the two (1...21).
  public var ratio: Double
  /// The cell's style.
  public var style: CellStyle
  /// The terminal's background the cell was drawn on.
  public var terminalBackground: XtermBackground
  /// The terminal's colour depth.
  public var colors: XtermColorDepth
  /// Which screen it was on (a script's file and line, a screen's name), empty when the
  /// check ran on one screen.
  public var screen: String

  /// Creates a failure.
  public init(
    row: Int, column: Int, text: String, foreground: RenderedColor, background: RenderedColor,
    ratio: Double, style: CellStyle, terminalBackground: XtermBackground,
    colors: XtermColorDepth, screen: String = ""
  ) {
    self.row = row
    self.column = column
    self.text = text
    self.foreground = foreground
    self.background = background
    self.ratio = ratio
    self.style = style
    self.terminalBackground = terminalBackground
    self.colors = colors
    self.screen = screen
  }

  /// `light/8 row 3 col 5 "x" #00cd00 on #ffffff 1.40:1 (fg ansi(2) bg default bold)`,
  /// with `at SCREEN:` in front when ``screen`` is set.
  public var description: String {
    let place = screen.isEmpty ? "" : "\(screen): "
    return "\(place)\(terminalBackground.name)/\(colors) row \(row) col \(column) "
      + "\"\(text)\" \(foreground.hex) on \(background.hex) \(Self.ratioText(ratio)) "
      + "(\(Self.styleText(style)))"
  }

  /// The cell's identity across screens: the same cell failing on several screens of a
  /// script is one failure.
  var key: Key {
    Key(
      row: row, column: column, text: text, style: style, background: terminalBackground,
      colors: colors)
  }

  /// What makes two failures the same cell.
  struct Key: Hashable {
    var row: Int
    var column: Int
    var text: String
    var style: CellStyle
    var background: XtermBackground
    var colors: XtermColorDepth
  }

  /// `1.40:1`.
  static func ratioText(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
  }

  /// `fg ansi(2) bg default bold dim`.
  static func styleText(_ style: CellStyle) -> String {
    var words = ["fg \(colorText(style.foreground))", "bg \(colorText(style.background))"]
    let names: [(TextAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"),
    ]
    for (attribute, name) in names where style.attributes.contains(attribute) {
      words.append(name)
    }
    return words.joined(separator: " ")
  }

  private static func colorText(_ color: TerminalColor) -> String {
    switch color {
    case .default: "default"
    case .ansi(let index): "ansi(\(index))"
    case .palette(let index): "palette(\(index))"
    case .rgb(let color): "rgb(\(color.red),\(color.green),\(color.blue))"
    }
  }
}
