internal import CNcurses
import StackCore

/// Turns ``Cell``s into ncurses complex characters (`cchar_t`) and writes them.
@MainActor
struct CellEncoder {
  /// Colour pairs, or nil on a monochrome screen (every cell uses pair 0).
  let colors: ColorPairs?

  /// ncurses attribute bits for each ``TextAttributes`` flag.
  private static let attributeBits: [(TextAttributes, attr_t)] = [
    (.bold, stacktui_a_bold()), (.dim, stacktui_a_dim()),
    (.reverse, stacktui_a_reverse()), (.underline, stacktui_a_underline()),
  ]

  /// The ncurses attributes for `attributes`.
  static func attributes(_ attributes: TextAttributes) -> attr_t {
    var bits = stacktui_a_normal()
    for (flag, bit) in attributeBits where attributes.contains(flag) {
      bits |= bit
    }
    return bits
  }

  /// The ``TextAttributes`` in ncurses attribute bits (colour bits ignored).
  static func textAttributes(_ bits: attr_t) -> TextAttributes {
    var attributes: TextAttributes = []
    for (flag, bit) in attributeBits where bits & bit == bit {
      attributes.insert(flag)
    }
    return attributes
  }

  /// The box-drawing characters written as VT100 line-drawing (ACS) letters, as (Unicode
  /// scalar, ACS letter) pairs: `─` and the corners, tees and crossing that join it, which
  /// come in runs. `│` is left out: it mostly stands alone on its line (a vertical
  /// separator, the scroll indicator's track), where switching the alternate character set
  /// on and off around it would cost 7 bytes instead of 3.
  private static let lineDrawing: [(UInt32, UInt8)] = [
    (0x2500, UInt8(ascii: "q")), (0x250C, UInt8(ascii: "l")),
    (0x2510, UInt8(ascii: "k")), (0x2514, UInt8(ascii: "m")), (0x2518, UInt8(ascii: "j")),
    (0x251C, UInt8(ascii: "t")), (0x2524, UInt8(ascii: "u")), (0x252C, UInt8(ascii: "w")),
    (0x2534, UInt8(ascii: "v")), (0x253C, UInt8(ascii: "n")),
  ]

  /// The ACS letter of a grapheme that is exactly one of the line-drawing characters
  /// written as ACS (`─`, corners, tees, `┼`), or nil.
  static func lineDrawingLetter(for glyph: Glyph) -> UInt8? {
    guard glyph.count == 1 else { return nil }
    let value = glyph.scalar(at: 0).value
    guard (0x2500...0x253C).contains(value) else { return nil }
    return lineDrawing.first { $0.0 == value }?.1
  }

  /// The Unicode character of ACS letter `letter` (a cell read back with `A_ALTCHARSET`),
  /// or nil when it is not one ``write(_:to:)`` sends.
  static func lineDrawingScalar(letter: wchar_t) -> Unicode.Scalar? {
    guard let value = lineDrawing.first(where: { wchar_t($0.1) == letter })?.0 else {
      return nil
    }
    return Unicode.Scalar(value)
  }

  /// Writes `cell` at the cursor of `window` with `setcchar` + `wadd_wch` and returns the
  /// result of `wadd_wch`. The grapheme is sent as its Unicode scalars (a spacing character
  /// and at most four combining ones, as ``Canvas`` stores it); an empty grapheme is sent
  /// as a space. A line-drawing character (``lineDrawingLetter(for:)``) is sent as its ACS
  /// letter with `A_ALTCHARSET`: ncurses then draws it with the terminal's alternate
  /// character set, one byte a cell instead of three in UTF-8 (plus 6 bytes to switch the
  /// set on and off around a run on xterm), or as the same Unicode character where it does
  /// not trust that in a UTF-8 locale (`screen`, `tmux`, `linux`, `NCURSES_NO_UTF8_ACS`).
  /// The encoding depends on the grapheme only, so lines that look the same are the same to
  /// ncurses, which finds scrolled lines by comparing them.
  func write(_ cell: PackedCell, to window: UnsafeMutablePointer<WINDOW>) -> Int32 {
    var bits = Self.attributes(cell.style.attributes)
    let pair = colors?.pair(for: cell.style) ?? 0
    let capacity = Int(CCHARW_MAX) + 1
    let letter = Self.lineDrawingLetter(for: cell.glyph)
    if letter != nil { bits |= stacktui_a_altcharset() }
    return withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity) { buffer in
      guard let characters = buffer.baseAddress else { return ERR }
      var count = 0
      if let letter {
        characters[0] = wchar_t(letter)
        count = 1
      } else {
        cell.glyph.forEachScalar { scalar in
          guard count < capacity - 1 else { return }
          characters[count] = wchar_t(bitPattern: scalar.value)
          count += 1
        }
      }
      if count == 0 {
        characters[0] = wchar_t(UInt8(ascii: " "))
        count = 1
      }
      characters[count] = 0
      var complex = cchar_t()
      guard stacktui_setcchar(&complex, characters, bits, pair) == OK else { return ERR }
      return wadd_wch(window, &complex)
    }
  }
}
