import StackCore

/// An estimate of the bytes a terminal receives for the changed runs of a frame
/// (`CanvasDiff`), modelled on what ncurses sends to an xterm-like terminal: a cursor move
/// (`ESC [ row ; col H`) before a run unless the cursor is already there, an SGR sequence
/// whenever the style changes, and the UTF-8 bytes of each cell (continuation cells cost
/// nothing).
struct DiffCost {
  /// Where the cursor is after the last run, if known.
  private var cursor: Point?
  /// The style the terminal is drawing with.
  private var style = CellStyle.plain

  /// The estimated bytes for the `changes` of `frame` (`CanvasDiff.changes(from:to:)`),
  /// continuing from the state the previous call left.
  mutating func bytes(for changes: [(y: Int, columns: Range<Int>)], in frame: Canvas) -> Int {
    var total = 0
    for change in changes {
      if cursor != Point(x: change.columns.lowerBound, y: change.y) {
        total += 4 + Self.digits(change.y + 1) + Self.digits(change.columns.lowerBound + 1)
      }
      for x in change.columns {
        let cell = frame.packedCell(x: x, y: change.y)
        guard !cell.isContinuation else { continue }
        let cellStyle = cell.style
        if cellStyle != style {
          total += Self.sgrBytes(cellStyle)
          style = cellStyle
        }
        total += cell.glyph.utf8Count
      }
      cursor = Point(x: change.columns.upperBound, y: change.y)
    }
    return total
  }

  /// Forgets the cursor position and style (after the screen was cleared or resized).
  mutating func reset() {
    cursor = nil
    style = .plain
  }

  /// `ESC [ 0 ; attributes ; colours m`.
  private static func sgrBytes(_ style: CellStyle) -> Int {
    var bytes = 4  // ESC [ 0 ... m
    let known: TextAttributes = [.bold, .dim, .reverse, .underline]
    bytes += style.attributes.intersection(known).rawValue.nonzeroBitCount * 2
    bytes += colorBytes(style.foreground) + colorBytes(style.background)
    return bytes
  }

  /// `;3n` / `;9n` for an ANSI colour, `;38;5;n` for a palette entry, `;38;2;r;g;b` for RGB.
  private static func colorBytes(_ color: TerminalColor) -> Int {
    switch color {
    case .default: 0
    case .ansi: 3
    case .palette(let index): 6 + digits(Int(index))
    case .rgb(let color):
      6 + digits(Int(color.red)) + digits(Int(color.green)) + digits(Int(color.blue))
    }
  }

  /// The decimal digits of `value` (not negative), without making a string.
  private static func digits(_ value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }
}
