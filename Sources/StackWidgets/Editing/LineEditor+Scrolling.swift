import StackUI

/// What a field of a given width shows of a ``LineEditor``: see
/// ``LineEditor/visibleText(width:)``.
public struct LineEditorView: Sendable, Equatable {
  /// The text to draw (clip it to the field: its last character may stick out).
  public var text: Substring
  /// Where to draw ``text``: 0, or 1 when the first column shows the right half of a wide
  /// character scrolled out, which stays blank.
  public var leadingColumns: Int
  /// The cursor's column in the field.
  public var cursorColumn: Int
}

extension LineEditor {
  /// Scrolls sideways so the cursor is inside a field `width` columns wide: the least
  /// scrolling that shows it, the cursor's cell included at the end of the text; no
  /// scrolling while the whole text and the cursor fit.
  public mutating func scrollToShowCursor(width: Int) {
    let width = max(1, width)
    let column = cursorColumn
    let total = TextWidth.of(text)
    if total + 1 <= width {
      scrollColumn = 0
      return
    }
    if column < scrollColumn {
      scrollColumn = column
    } else if column >= scrollColumn + width {
      scrollColumn = column - width + 1
    }
    // Never leave room right of the end while text is scrolled out on the left.
    scrollColumn = max(0, min(scrollColumn, total + 1 - width))
  }

  /// What a field `width` columns wide shows at the current ``scrollColumn`` (call
  /// ``scrollToShowCursor(width:)`` first): the text from that column on, and the cursor's
  /// column in the field.
  ///
  /// ```swift
  /// var editor = LineEditor(text: "a long line of text")
  /// editor.scrollToShowCursor(width: 8)
  /// editor.visibleText(width: 8)   // text "of text", cursorColumn 7
  /// ```
  public func visibleText(width: Int) -> LineEditorView {
    var x = 0
    var index = text.startIndex
    while index < text.endIndex && x < scrollColumn {
      let next = text.index(after: index)
      x += TextWidth.of(text[index..<next])
      index = next
    }
    let leading = x - scrollColumn
    var end = index
    var shown = leading
    while end < text.endIndex && shown < max(1, width) {
      let next = text.index(after: end)
      shown += TextWidth.of(text[end..<next])
      end = next
    }
    return LineEditorView(
      text: text[index..<end], leadingColumns: leading,
      cursorColumn: cursorColumn - scrollColumn)
  }
}
