/// Fitting text into columns: word wrapping, truncation and padding, measured with
/// ``TextWidth`` so that the result occupies exactly the columns ``Canvas/write(_:at:style:clip:)``
/// will give it.
///
/// ```swift
/// TextLayout.wrap("the quick brown fox", width: 10)  // ["the quick", "brown fox"]
/// TextLayout.truncate("abcdefgh", width: 5)          // "abcd…"
/// TextLayout.pad("中文", toWidth: 6)                   // "中文  "
/// ```
public enum TextLayout {
  /// Word-wraps `text` to lines of at most `width` columns.
  ///
  /// - `"\n"` (or `"\r\n"`) ends a paragraph (``paragraphs(of:)``); each paragraph starts a
  ///   new line, and an empty paragraph gives an empty line (so `""` gives `[""]`).
  /// - Lines break at spaces. A tab is first expanded to spaces up to the next multiple of 8
  ///   columns of its paragraph (as the writer expands it on a line). Control characters are
  ///   words of the width of their visible form (``ControlCharacter``). The spaces at a break are dropped,
  ///   so no line ends (or, after a break, starts) with a space; the indentation of a
  ///   paragraph's first line is kept when it fits.
  /// - A word wider than `width` is broken across lines, filling the rest of the current line
  ///   first, without splitting a wide character or separating a zero-width scalar from its
  ///   base. This is also how text without spaces (CJK) wraps.
  /// - The only line that can exceed `width` is a single character wider than `width`: a wide
  ///   character when `width` is 1, a control character's visible form (`^[` is 2 columns,
  ///   `<9B>` 4) when `width` is smaller.
  ///
  /// `width <= 0` gives `[]`.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in paragraphs(of: text) {
      var wrapper = ParagraphWrapper(width: width)
      wrapper.wrap(expandingTabs(paragraph))
      lines.append(contentsOf: wrapper.lines)
    }
    return lines
  }

  /// `text` if it fits in `width` columns; otherwise its longest prefix that fits together
  /// with `ellipsis`, followed by `ellipsis`.
  ///
  /// The cut never splits a wide character (the result may then be one column narrower than
  /// `width`) nor separates a zero-width scalar from its base. When `ellipsis` itself is wider
  /// than `width`, the result is the longest prefix of `text` that fits, without ellipsis.
  /// `width <= 0` gives `""`. Tabs are measured as the writer expands them.
  public static func truncate(_ text: String, width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    // Measured only as far as `width` reaches: a 10 MB line costs its first columns.
    guard prefix(of: text[...], fitting: width).endIndex < text.endIndex else { return text }
    let ellipsisWidth = TextWidth.of(ellipsis)
    guard ellipsisWidth <= width else { return String(prefix(of: text[...], fitting: width)) }
    return prefix(of: text[...], fitting: width - ellipsisWidth) + ellipsis
  }

  /// `text` truncated (with `ellipsis`, see ``truncate(_:width:ellipsis:)``) or padded with
  /// trailing spaces so that it is exactly `toWidth` columns wide. `toWidth <= 0` gives `""`.
  public static func pad(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    let fitted = truncate(text, width: width, ellipsis: ellipsis)
    let missing = width - TextWidth.of(fitted)
    return missing > 0 ? fitted + String(repeating: " ", count: missing) : fitted
  }

  // MARK: - Helpers

  /// The lines of `text` as a text row shows them: the parts between `"\n"` scalars, a
  /// carriage return that ends a part removed (a CRLF line, or the last line of a text cut
  /// after its CR). A carriage return anywhere else stays (and is drawn `^M`, see
  /// ``ControlCharacter``). `""` gives `[""]`.
  ///
  /// ```swift
  /// TextLayout.paragraphs(of: "one\r\ntwo\r")   // ["one", "two"]
  /// TextLayout.paragraphs(of: "a\rb\n")          // ["a\rb", ""]
  /// ```
  public static func paragraphs(of text: String) -> [Substring] {
    let scalars = text.unicodeScalars
    var result: [Substring] = []
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      if scalars[index] == "\n" {
        result.append(withoutClosingReturn(Substring(scalars[start..<index])))
        start = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    result.append(withoutClosingReturn(Substring(scalars[start..<scalars.endIndex])))
    return result
  }

  /// `paragraph` with each tab replaced by the spaces up to the next multiple of 8 columns,
  /// counted from the paragraph's start; `paragraph` itself when it holds no tab.
  package static func expandingTabs(_ paragraph: Substring) -> Substring {
    guard paragraph.utf8.contains(0x09) else { return paragraph }
    var result = String.UnicodeScalarView()
    var column = 0
    for scalar in paragraph.unicodeScalars {
      let advance = TextWidth.advance(of: scalar, atColumn: column)
      if scalar == "\t" {
        result.append(contentsOf: repeatElement(" ", count: advance))
      } else {
        result.append(scalar)
      }
      column += advance
    }
    return Substring(String(result))
  }

  /// `line` without the carriage return it ends with, if any.
  private static func withoutClosingReturn(_ line: Substring) -> Substring {
    let scalars = line.unicodeScalars
    guard let last = scalars.last, last == "\r" else { return line }
    return Substring(scalars[scalars.startIndex..<scalars.index(before: scalars.endIndex)])
  }

  /// The longest prefix of `text` that fits in `columns` columns when written from a tab stop,
  /// keeping zero-width scalars with their base. With `force`, the prefix holds at least the
  /// first spacing scalar even if that does not fit (so that wrapping always progresses).
  package static func prefix(of text: Substring, fitting columns: Int, force: Bool = false)
    -> Substring
  {
    let scalars = text.unicodeScalars
    var column = 0
    var end = scalars.startIndex
    var index = scalars.startIndex
    var hasBase = false
    while index < scalars.endIndex {
      let advance = TextWidth.advance(of: scalars[index], atColumn: column)
      if advance > 0 {
        if column + advance > columns && !(force && !hasBase) { break }
        hasBase = true
      }
      column += advance
      index = scalars.index(after: index)
      end = index
    }
    return Substring(scalars[scalars.startIndex..<end])
  }
}
