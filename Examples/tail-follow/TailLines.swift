import StackCore
import StackLive
import StackTerminal
import StackWidgets

/// tail-follow's lines by row: for a followed file an index of where its newest lines are
/// (their text read back from the file as rows are made, as `less` does), for a pipe the
/// newest lines themselves in a capped block store. Past the cap (`--max-lines`) the oldest
/// lines are dropped and row 0 says how many ("… 125000 earlier lines dropped").
final class TailLines: RandomAccessCollection {
  private enum Store {
    case file(FileLineIndex)
    case pipe(RecentLines)
  }

  private let store: Store
  let maximumLines: Int

  init(following: Bool, maximumLines: Int) {
    self.maximumLines = maximumLines
    store =
      following
      ? .file(FileLineIndex(maximumLines: maximumLines))
      : .pipe(RecentLines(maximumLines: maximumLines))
  }

  /// The lines dropped to stay within the cap.
  var droppedCount: Int {
    switch store {
    case .file(let index): index.droppedCount
    case .pipe(let lines): lines.droppedCount
    }
  }

  /// Every line read, dropped ones included.
  var lineCount: Int {
    switch store {
    case .file(let index): index.endIndex
    case .pipe(let lines): lines.endIndex
    }
  }

  /// 1 when row 0 tells of dropped lines.
  private var noticeRows: Int { droppedCount > 0 ? 1 : 0 }

  var startIndex: Int { 0 }
  var endIndex: Int { lineCount - droppedCount + noticeRows }

  /// Row `row`'s text: the dropped-lines notice, or a line.
  subscript(row: Int) -> String {
    if row < noticeRows {
      return "… \(droppedCount) earlier lines dropped (at most \(maximumLines) kept: --max-lines)"
    }
    let number = droppedCount + row - noticeRows
    switch store {
    case .file(let index): return index.string(at: number)
    case .pipe(let lines): return lines.string(at: number)
    }
  }

  /// Adds a followed file's lines (their places only).
  func append(_ update: FileFollower.Update) {
    if case .file(let index) = store { index.append(update) }
  }

  /// Adds piped lines.
  func append(_ batch: LineBatch) {
    guard case .pipe(let lines) = store else { return }
    for index in batch.indices { lines.append(line: batch.bytes(at: index)) }
  }
}
