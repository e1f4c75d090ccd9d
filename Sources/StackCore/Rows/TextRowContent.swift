import StackDrawing

/// A ready-made row content that shows text: wrapped to the row's width (or one line per
/// paragraph, truncated, with `wraps: false`), sized to fit by default.
///
/// Any text can be shown as it is, read from a file or a process: a tab advances to the next
/// multiple of 8 columns, a control character is drawn visibly and dim (`^[` for ESC, see
/// `ControlCharacter`), never raw, and the carriage return of a CRLF line is not shown
/// (`TextLayout.paragraphs(of:)`).
///
/// ```swift
/// try stack.addRow(TextRowContent("Hello, 世界!", style: CellStyle(attributes: .bold)))
/// let note = TextRowContent(longText)
/// note.text = "Changed"          // then: try stack.reloadRow(at: i)
/// ```
public final class TextRowContent: RowContent {
  /// The text; "\n" (or "\r\n") starts a new paragraph.
  public var text: String {
    didSet { layouts.removeAll() }
  }
  /// The style the text is drawn with when ``role`` is nil.
  public var style: CellStyle
  /// The role the text is drawn in (the theme's style for it), or nil to use ``style``.
  public var role: StyleRole?
  /// Wraps long lines at word boundaries when true; truncates them with "…" when false.
  public var wraps: Bool {
    didSet { layouts.removeAll() }
  }
  /// The sizing on either axis; `.fit` by default.
  public var sizing: RowSizing
  /// Whether the selection stops here.
  public var isSelectable: Bool

  /// Creates a text row.
  public init(
    _ text: String, style: CellStyle = .plain, role: StyleRole? = nil, wraps: Bool = true,
    sizing: RowSizing = .fit, isSelectable: Bool = true
  ) {
    self.text = text
    self.style = style
    self.role = role
    self.wraps = wraps
    self.sizing = sizing
    self.isSelectable = isSelectable
  }

  /// The narrowest column a wrapping text row gets on a horizontal stack.
  public static let readableColumns = 32

  /// ``sizing``, whatever the axis.
  public func sizing(along axis: Axis) -> RowSizing { sizing }

  /// The lines of the widths laid out last (``lines(width:)``), made again only when
  /// ``text``, ``wraps`` or the width changes: a frame, a measure and a key cost no layout.
  private var layouts = TextRowLayouts()

  /// The lines drawn for `width` columns (kept: asking again for the same width, with the
  /// same text, costs nothing).
  public func lines(width: Int) -> [String] {
    if let lines = layouts.lines(width: width) { return lines }
    let lines =
      wraps
      ? TextLayout.wrap(text, width: width)
      : TextLayout.paragraphs(of: text).map { TextLayout.truncate(String($0), width: width) }
    layouts.keep(lines, width: width)
    return lines
  }

  /// Vertical: the number of lines at `crossLength` columns. Horizontal: the fewest columns,
  /// but at least ``readableColumns`` (or the text's width), whose wrapped lines fit in
  /// `crossLength` lines — a column of text, not one long line; the widest paragraph when
  /// even that does not fit or the text does not wrap.
  public func measure(along axis: Axis, crossLength: Int) -> Int {
    switch axis {
    case .vertical:
      return lines(width: crossLength).count
    case .horizontal:
      let widest = TextLayout.paragraphs(of: text).map { TextWidth.of($0) }.max() ?? 0
      guard wraps, crossLength > 0, widest > 1 else { return widest }
      // Fewer columns never give fewer lines: search for the narrowest that fits.
      var (low, high) = (min(widest, Self.readableColumns), widest)
      while low < high {
        let middle = (low + high) / 2
        if lines(width: middle).count <= crossLength { high = middle } else { low = middle + 1 }
      }
      return low
    }
  }

  /// Draws the visible lines (only those: a row taller than the screen costs its visible
  /// lines).
  public func render(in surface: inout Surface, context: RowRenderContext) {
    let visible = surface.visibleRect
    let lines = lines(width: surface.size.width)
    let first = max(0, visible.minY)
    let end = min(lines.count, visible.maxY)
    guard first < end else { return }
    let style = role.map(surface.style) ?? style
    for y in first..<end {
      surface.write(lines[y], at: Point(x: 0, y: y), style: style)
    }
  }
}
