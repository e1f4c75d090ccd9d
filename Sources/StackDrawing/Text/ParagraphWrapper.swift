/// Greedy word wrapping of one paragraph, for ``TextLayout/wrap(_:width:)``.
package struct ParagraphWrapper {
  /// The column limit, at least 1.
  package let width: Int
  /// The finished lines.
  private(set) var lines: [String] = []
  /// The line being built, and its width.
  private var line = ""
  private var lineWidth = 0
  /// True once the current line holds a word.
  private var lineHasWord = false

  package init(width: Int) {
    self.width = width
  }

  /// Wraps `paragraph` (which holds no `"\n"`) into ``lines``.
  package mutating func wrap(_ paragraph: Substring) {
    var gap = 0
    var wordStart: String.UnicodeScalarView.Index?
    let scalars = paragraph.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == " " || scalar == "\t" {
        if let start = wordStart {
          add(Substring(scalars[start..<index]), gap: gap)
          wordStart = nil
          gap = 0
        }
        gap += 1
      } else if wordStart == nil {
        wordStart = index
      }
      index = scalars.index(after: index)
    }
    if let start = wordStart {
      add(Substring(scalars[start..<scalars.endIndex]), gap: gap)
    }
    if lineHasWord || lines.isEmpty {
      lines.append(line)
    }
  }

  /// Adds one word preceded by `gap` spaces.
  private mutating func add(_ word: Substring, gap: Int) {
    let wordWidth = TextWidth.of(word)
    // Spaces are kept between words and as the paragraph's indentation, never after a break.
    let spaces = lineHasWord || lines.isEmpty ? gap : 0
    if lineWidth + spaces + wordWidth <= width {
      append(word, width: wordWidth, spaces: spaces)
      return
    }
    if wordWidth <= width {
      breakLine()
      append(word, width: wordWidth, spaces: 0)
      return
    }
    // A word wider than a whole line: fill the current line, then break it up, in one pass
    // over its scalars (measuring the rest again per cut line would be quadratic).
    let room = width - lineWidth - spaces
    var rest = word
    if lineHasWord && room > 0 {
      let head = TextLayout.prefix(of: rest, fitting: room)
      let headWidth = TextWidth.of(head)
      if headWidth > 0 {
        append(head, width: headWidth, spaces: spaces)
        rest = Substring(rest.unicodeScalars[head.unicodeScalars.endIndex...])
      }
    }
    breakLine()
    breakUp(rest)
  }

  /// Cuts `word` (no spaces, no tabs) into lines of at most ``width`` columns, each holding at
  /// least one spacing scalar, zero-width scalars kept with their base; the last piece stays
  /// as the current line. Linear in the word.
  private mutating func breakUp(_ word: Substring) {
    let scalars = word.unicodeScalars
    var start = scalars.startIndex
    var column = 0
    var hasBase = false
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let advance = TextWidth.advance(of: scalars[index], atColumn: column)
      if advance > 0 {
        if hasBase && column + advance > width {
          lines.append(String(Substring(scalars[start..<index])))
          start = index
          column = 0
        }
        hasBase = true
      }
      column += advance
      index = scalars.index(after: index)
    }
    if start < scalars.endIndex {
      append(Substring(scalars[start..<scalars.endIndex]), width: column, spaces: 0)
    }
  }

  private mutating func append(_ text: Substring, width: Int, spaces: Int) {
    if spaces > 0 { line += String(repeating: " ", count: spaces) }
    line += text
    lineWidth += spaces + width
    lineHasWord = true
  }

  /// Ends the current line (if it holds a word) and starts an empty one.
  private mutating func breakLine() {
    if lineHasWord { lines.append(line) }
    line = ""
    lineWidth = 0
    lineHasWord = false
  }
}
