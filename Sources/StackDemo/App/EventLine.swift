import StackCore

/// A line of the event log panel and the status line, kept as what it says rather than as
/// text: the text is written out only where a line is drawn (or read), so the visibility
/// changes a key causes are reported without building a string.
enum EventLine: Equatable {
  /// A visibility change as a person sees it now: `row 5 fully visible`, `row 5 partly
  /// visible`, `row 5 off screen`, `row 5 hidden`, `row 5 removed`; a row shown again with X
  /// says so first: `row 2 shown, fully visible`. `index` is 0-based; the line numbers rows
  /// from 1.
  case visibility(index: Int, wasHidden: Bool, to: RowVisibility.Kind)
  /// Any other line.
  case text(String)

  /// The line's text.
  var text: String {
    var text = ""
    append(to: &text)
    return text
  }

  /// Appends the line's text to `text`.
  func append(to text: inout String) {
    switch self {
    case .text(let line): text += line
    case .visibility(let index, let wasHidden, let kind):
      text += "row "
      text += String(index + 1)
      if wasHidden { text += " shown," }
      switch kind {
      case .entire: text += " fully visible"
      case .partial: text += " partly visible"
      case .offscreen: text += " off screen"
      case .hidden: text += " hidden"
      case .removed: text += " removed"
      }
    }
  }
}
