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

  /// Writes `cell` at the cursor of `window` with `setcchar` + `wadd_wch` and returns the
  /// result of `wadd_wch`. The grapheme is sent as its Unicode scalars (a spacing character
  /// and at most four combining ones, as ``Canvas`` stores it); an empty grapheme is sent
  /// as a space.
  func write(_ cell: PackedCell, to window: UnsafeMutablePointer<WINDOW>) -> Int32 {
    let bits = Self.attributes(cell.style.attributes)
    let pair = colors?.pair(for: cell.style) ?? 0
    let capacity = Int(CCHARW_MAX) + 1
    return withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity) { buffer in
      guard let characters = buffer.baseAddress else { return ERR }
      var count = 0
      cell.glyph.forEachScalar { scalar in
        guard count < capacity - 1 else { return }
        characters[count] = wchar_t(bitPattern: scalar.value)
        count += 1
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
