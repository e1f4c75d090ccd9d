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
  /// - `"\n"` (or `"\r\n"`) ends a paragraph; each paragraph starts a new line, and an empty
  ///   paragraph gives an empty line (so `""` gives `[""]`).
  /// - Lines break at spaces; a tab counts as one space. The spaces at a break are dropped,
  ///   so no line ends (or, after a break, starts) with a space; the indentation of a
  ///   paragraph's first line is kept when it fits.
  /// - A word wider than `width` is broken across lines, filling the rest of the current line
  ///   first, without splitting a wide character or separating a zero-width scalar from its
  ///   base. This is also how text without spaces (CJK) wraps.
  /// - The only line that can exceed `width` is a single wide character when `width` is 1.
  ///
  /// `width <= 0` gives `[]`.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in paragraphs(of: text) {
      var wrapper = ParagraphWrapper(width: width)
      wrapper.wrap(paragraph)
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
    guard TextWidth.of(text) > width else { return text }
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

  /// The paragraphs of `text`: the parts between `"\n"` scalars, a `"\r"` before a `"\n"`
  /// removed.
  static func paragraphs(of text: String) -> [Substring] {
    let scalars = text.unicodeScalars
    var result: [Substring] = []
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      if scalars[index] == "\n" {
        var end = index
        if end > start && scalars[scalars.index(before: end)] == "\r" {
          end = scalars.index(before: end)
        }
        result.append(Substring(scalars[start..<end]))
        start = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    result.append(Substring(scalars[start..<scalars.endIndex]))
    return result
  }

  /// The longest prefix of `text` that fits in `columns` columns when written from a tab stop,
  /// keeping zero-width scalars with their base. With `force`, the prefix holds at least the
  /// first spacing scalar even if that does not fit (so that wrapping always progresses).
  static func prefix(of text: Substring, fitting columns: Int, force: Bool = false) -> Substring {
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
