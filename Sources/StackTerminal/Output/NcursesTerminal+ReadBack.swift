internal import CNcurses
import StackCore

/// What ncurses holds in one cell of the window, read back for tests.
package struct NcursesCell: Equatable, Sendable {
  /// The cell's characters (a spacing character plus combining ones).
  package var text: String
  /// Its attributes.
  package var attributes: TextAttributes
  /// Its colour pair.
  package var colorPair: Int
}

extension NcursesTerminal {
  /// The characters of window line `y` from column 0 (`mvwinnwstr`): a wide character once,
  /// trailing spaces trimmed. nil when the line cannot be read.
  package func windowLine(_ y: Int) -> String? {
    guard isRunning else { return nil }
    let capacity = size.width * Int(CCHARW_MAX) + 1
    var buffer = [wchar_t](repeating: 0, count: capacity)
    guard mvwinnwstr(window, Int32(y), 0, &buffer, Int32(capacity - 1)) != ERR else {
      return nil
    }
    var text = Self.string(buffer)
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The cell at column `x`, line `y` of the window (`mvwin_wch` + `getcchar`).
  package func windowCell(x: Int, y: Int) -> NcursesCell? {
    guard isRunning else { return nil }
    var complex = cchar_t()
    guard mvwin_wch(window, Int32(y), Int32(x), &complex) == OK else { return nil }
    var characters = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
    var bits: attr_t = 0
    var pair: Int32 = 0
    guard stacktui_getcchar(&complex, &characters, &bits, &pair) == OK else { return nil }
    return NcursesCell(
      text: Self.string(characters), attributes: CellEncoder.textAttributes(bits),
      colorPair: Int(pair))
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

  /// Decodes a NUL-terminated wide-character buffer.
  private static func string(_ buffer: [wchar_t]) -> String {
    var scalars = String.UnicodeScalarView()
    for value in buffer.prefix(while: { $0 != 0 }) {
      if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) { scalars.append(scalar) }
    }
    return String(scalars)
  }
}
