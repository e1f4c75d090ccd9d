import StackUI

/// Draws a line of bytes as text a terminal can show safely: UTF-8 decoded, each byte that
/// is not UTF-8 shown as `\xNN`, tabs expanded to the next multiple of 8, and control
/// characters (NUL, ESC...) shown by the library's one rule (`^@`, `^[`: `ControlCharacter`), never
/// sent raw. Characters whose first byte is in `highlighted` (sorted byte offsets) are drawn
/// with `highlight` merged onto `style`.
package enum LineDisplay {
  /// Draws `line` at `(0, y)` of `surface`, up to `width` columns; returns the columns used.
  @discardableResult
  package static func draw(
    _ line: ArraySlice<UInt8>, highlighted: [Int], in surface: inout Surface, y: Int,
    width: Int, style: CellStyle, highlight: CellStyle
  ) -> Int {
    var column = 0
    var run = ""
    var runIsHighlighted = false
    var runStart = 0
    var nextHighlight = 0
    let base = line.startIndex
    func flush(_ surface: inout Surface) {
      guard !run.isEmpty else { return }
      surface.write(
        run, at: Point(x: runStart, y: y),
        style: runIsHighlighted ? style.merging(highlight) : style)
      run = ""
    }
    var iterator = line.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while column < width {
      let piece: String
      let length: Int
      let advance: Int
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        length = encoded.count
        let scalar = Unicode.UTF8.decode(encoded)
        if scalar == "\t" {
          advance = 8 - column % 8
          piece = String(repeating: " ", count: advance)
        } else {
          piece = String(scalar)
          advance = TextWidth.of(scalar)
        }
      case .error(let errorLength):
        length = errorLength
        var escaped = ""
        for index in 0..<errorLength {
          let byte = line[base + offset + index]
          // Appended one piece at a time: one `+` chain of them was slow to type-check.
          escaped += "\\x"
          escaped += String(byte >> 4, radix: 16, uppercase: true)
          escaped += String(byte & 0xF, radix: 16, uppercase: true)
        }
        piece = escaped
        advance = escaped.count
      case .emptyInput:
        flush(&surface)
        return column
      }
      while nextHighlight < highlighted.count && highlighted[nextHighlight] < offset {
        nextHighlight += 1
      }
      let isHighlighted = nextHighlight < highlighted.count && highlighted[nextHighlight] == offset
      if isHighlighted != runIsHighlighted || run.isEmpty {
        flush(&surface)
        runIsHighlighted = isHighlighted
        runStart = column
      }
      run += piece
      column += advance
      offset += length
    }
    flush(&surface)
    return column
  }
}
