import StackUI

/// Splitting and slicing lines of a ``TextDocument`` in UTF-8 offsets, in linear time.
enum TextLines {
  /// `text` cut at its line breaks (`\n`, `\r\n`, `\r`, each one break), tabs made
  /// `tabWidth` spaces; other control characters are kept (a ``TextArea`` shows them escaped).
  static func split(_ text: String, tabWidth: Int) -> [String] {
    let tab = String(repeating: " ", count: max(0, tabWidth))
    var lines: [String] = []
    var current: [UInt8] = []
    var previousWasReturn = false
    for byte in text.utf8 {
      defer { previousWasReturn = byte == 0x0D }
      switch byte {
      case 0x0A where previousWasReturn:
        continue
      case 0x0A, 0x0D:
        lines.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      case 0x09:
        current.append(contentsOf: tab.utf8)
      default:
        current.append(byte)
      }
    }
    lines.append(String(decoding: current, as: UTF8.self))
    return lines
  }

  /// The UTF-8 bytes of `line` before `offset`, as a string.
  static func prefix(_ line: String, _ offset: Int) -> String {
    String(decoding: line.utf8.prefix(max(0, offset)), as: UTF8.self)
  }

  /// The UTF-8 bytes of `line` from `offset` on, as a string.
  static func suffix(_ line: String, _ offset: Int) -> String {
    String(decoding: line.utf8.dropFirst(max(0, offset)), as: UTF8.self)
  }

  /// The index of `line` at UTF-8 `offset` (clamped to the line).
  static func index(_ line: String, _ offset: Int) -> String.Index {
    line.utf8.index(line.startIndex, offsetBy: min(max(0, offset), line.utf8.count))
  }

  /// The UTF-8 offset of `index` in `line`.
  static func offset(_ line: String, _ index: String.Index) -> Int {
    line.utf8.distance(from: line.startIndex, to: index)
  }

  /// `offset`, or the next character boundary after it when it falls inside a character.
  static func boundary(_ line: String, atOrAfter offset: Int) -> Int {
    let clamped = min(max(0, offset), line.utf8.count)
    let index = line.utf8.index(line.startIndex, offsetBy: clamped)
    if index == line.endIndex || index.samePosition(in: line) != nil { return clamped }
    return self.offset(line, line.index(after: index))
  }

  /// The offset of the character boundary nearest left of `column` (a column never splits a
  /// wide character: it lands on its start).
  static func offset(_ line: String, atColumn column: Int) -> Int {
    var x = 0
    var index = line.startIndex
    while index < line.endIndex {
      let next = line.index(after: index)
      let width = TextWidth.of(line[index..<next])
      if x + width > column { break }
      x += width
      index = next
    }
    return offset(line, index)
  }

  /// The column of `offset` in `line`.
  static func column(_ line: String, _ offset: Int) -> Int {
    TextWidth.of(line[..<index(line, offset)])
  }
}
