import StackCore
import StackLive
import StackTerminal
import StackWidgets

/// The newest lines a command wrote, by row, within a cap: their bytes in a `RecentLines`
/// block store (at most `--max-lines` lines, 256 MiB), each behind one byte saying whether it
/// came from standard error. Past the cap the oldest lines are dropped and row 0 says how
/// many.
struct OutputLines {
  private let store: RecentLines

  init(maximumLines: Int = RecentLines.defaultMaximumLines) {
    store = RecentLines(maximumLines: maximumLines)
  }

  /// The lines dropped to stay within the cap.
  var droppedCount: Int { store.droppedCount }
  /// Every line the command wrote.
  var lineCount: Int { store.endIndex }
  /// 1 when row 0 tells of dropped lines.
  private var noticeRows: Int { store.droppedCount > 0 ? 1 : 0 }
  /// The rows: the lines kept and the notice.
  var count: Int { store.count + noticeRows }

  /// Appends the lines of `batch`, marked as standard error when `isError`.
  mutating func append(_ batch: LineBatch, isError: Bool) {
    for index in batch.indices {
      store.append(line: ([isError ? 1 : 0] + batch.bytes(at: index))[...])
    }
  }

  /// Appends one line of text (a message of the viewer's own).
  mutating func append(text: String, isError: Bool) {
    store.append(line: ([isError ? 1 : 0] + Array(text.utf8))[...])
  }

  /// Row `row` as text (invalid UTF-8 shown as U+FFFD).
  func text(at row: Int) -> String {
    guard row >= noticeRows else {
      return "… \(store.droppedCount) earlier lines dropped (at most \(store.maximumLines) "
        + "kept: --max-lines)"
    }
    return String(decoding: store.line(number(ofRow: row)).dropFirst(), as: UTF8.self)
  }

  /// True when row `row` came from standard error.
  func isError(at row: Int) -> Bool {
    row >= noticeRows && store.line(number(ofRow: row)).first == 1
  }

  private func number(ofRow row: Int) -> Int { store.droppedCount + row - noticeRows }
}
