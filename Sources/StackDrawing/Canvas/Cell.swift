/// One terminal cell of a ``Canvas``.
///
/// A character of width 2 (CJK, most emoji) occupies two cells: a lead cell holding the
/// character, and a continuation cell right of it holding nothing.
///
/// ```swift
/// let x = Cell(grapheme: "x", style: CellStyle(attributes: .bold))
/// x.width               // 1
/// Cell(grapheme: "中").width  // 2
/// ```
public struct Cell: Sendable, Hashable {
  /// The most Unicode scalars one cell keeps: a base plus four zero-width scalars. This is
  /// ncurses' `CCHARW_MAX`; ncurses drops anything beyond it, so the canvas does too.
  package static let maximumScalars = 5

  /// What the cell shows: one base scalar plus any zero-width scalars attached to it; `" "`
  /// for a blank cell; `""` for the continuation half of a wide character.
  public var grapheme: String
  /// Colours and attributes.
  public var style: CellStyle
  /// True for the right half of a width-2 character.
  public var isContinuation: Bool

  /// Creates a cell. Use ``Canvas/write(_:at:style:clip:)`` to turn text into cells; when a
  /// cell is stored with ``Canvas/set(_:at:)`` its grapheme is normalised (see there).
  public init(grapheme: String = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
    self.grapheme = grapheme
    self.style = style
    self.isContinuation = isContinuation
  }

  /// Creates a cell showing `character`.
  public init(_ character: Character, style: CellStyle = .plain) {
    self.init(grapheme: String(character), style: style)
  }

  /// A space in the plain style.
  public static let blank = Cell()

  /// The columns the cell accounts for: 2 for the lead cell of a wide character, 0 for a
  /// continuation cell, 1 otherwise.
  public var width: Int {
    if isContinuation { return 0 }
    guard let first = grapheme.unicodeScalars.first else { return 1 }
    return TextWidth.of(first) == 2 ? 2 : 1
  }
}
