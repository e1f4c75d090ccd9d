internal import CNcurses
import StackCore

/// What one cell of the screen holds, read back for tests.
package struct NcursesCell: Equatable, Sendable {
  /// The cell's characters (a spacing character plus combining ones).
  package var text: String
  /// Its attributes.
  package var attributes: TextAttributes
  /// Its colour pair.
  package var colorPair: Int
}

extension NcursesTerminal {
  /// The characters of screen line `y` as last presented: a wide character once, trailing
  /// spaces trimmed. nil when nothing has been presented since the start or the last resize,
  /// or the line is outside the screen.
  ///
  /// Read from the frame the terminal was sent: frames do not go through the ncurses window
  /// (see ``present(_:)``).
  package func windowLine(_ y: Int) -> String? {
    guard isRunning, let frame = lastFrame, y >= 0, y < frame.size.height else { return nil }
    return frame.line(y)
  }

  /// The cell at column `x`, line `y` of the screen as last presented, with the ncurses colour
  /// pair its colours use (0 for the default colours and on a monochrome screen). The right
  /// half of a wide character reads as the character.
  package func windowCell(x: Int, y: Int) -> NcursesCell? {
    guard isRunning, let frame = lastFrame, x >= 0, y >= 0, x < frame.size.width,
      y < frame.size.height
    else { return nil }
    var cell = frame.packedCell(x: x, y: y)
    if cell.isContinuation && x > 0 { cell = frame.packedCell(x: x - 1, y: y) }
    let text = cell.glyph.isEmpty ? " " : cell.glyph.string
    let pair = colors.map { Int($0.pair(for: cell.style)) } ?? 0
    return NcursesCell(text: text, attributes: cell.style.attributes, colorPair: pair)
  }

  /// The ncurses colour numbers of colour pair `pair` (-1 is the terminal's default colour),
  /// or nil when the pair cannot be read.
  package func colors(ofPair pair: Int) -> (foreground: Int, background: Int)? {
    guard isRunning else { return nil }
    var foreground: Int32 = 0
    var background: Int32 = 0
    guard extended_pair_content(Int32(pair), &foreground, &background) == OK else { return nil }
    return (Int(foreground), Int(background))
  }

  /// The number of colours the terminal has (`COLORS`).
  package var colorCount: Int { isRunning ? Int(stacktui_colors()) : 0 }
}
