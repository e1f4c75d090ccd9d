extension Canvas {
  /// The plain text of line `y`, exactly as `tmux capture-pane -p` prints that line of the
  /// same screen: each cell's grapheme in order, a wide character written once (continuation
  /// cells contribute nothing), trailing spaces trimmed whatever their style. A line outside
  /// the canvas is `""`.
  public func line(_ y: Int) -> String {
    guard y >= 0 && y < size.height else { return "" }
    let start = y * size.width
    var end = start + size.width
    while end > start
      && (storage[end - 1].glyph.isIdentical(to: .space) || storage[end - 1].glyph.isEmpty)
    {
      end -= 1
    }
    var result = String.UnicodeScalarView()
    for index in start..<end where !storage[index].isContinuation {
      let glyph = storage[index].glyph
      if glyph.isEmpty {
        result.append(" ")
      } else {
        glyph.forEachScalar { result.append($0) }
      }
    }
    return String(result)
  }

  /// The plain text of every line, top to bottom (see ``line(_:)``).
  public var lines: [String] {
    (0..<size.height).map { line($0) }
  }

  /// All lines joined with `"\n"` (no trailing newline).
  public var text: String {
    lines.joined(separator: "\n")
  }
}
