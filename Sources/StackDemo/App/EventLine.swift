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
    forEachPart { $0.append(to: &text) }
  }

  /// Calls `body` with each part of the line in order (see ``StatusPart``).
  func forEachPart(_ body: (StatusPart) -> Void) {
    switch self {
    case .text(let line): body(.text(line))
    case .visibility(let index, let wasHidden, let kind):
      body(.text("row "))
      body(.number(index + 1))
      if wasHidden { body(.text(" shown,")) }
      switch kind {
      case .entire: body(.text(" fully visible"))
      case .partial: body(.text(" partly visible"))
      case .offscreen: body(.text(" off screen"))
      case .hidden: body(.text(" hidden"))
      case .removed: body(.text(" removed"))
      }
    }
  }
}
