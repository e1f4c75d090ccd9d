import StackCore
import StackTerminal

/// Every line a command wrote, compactly: the lines' bytes in a `LineStore` (blocks that
/// are never copied as they grow, so a flood never holds a key behind a copy) and one bit
/// per line saying whether it came from standard error.
struct OutputLines {
  private let store = LineStore()
  /// One bit per line: set for standard error.
  private var errorBits: [UInt64] = []

  var count: Int { store.count }

  /// Appends the lines of `batch`, marked as standard error when `isError`.
  mutating func append(_ batch: LineBatch, isError: Bool) {
    for index in batch.indices {
      store.append(line: batch.bytes(at: index))
      mark(isError: isError)
    }
  }

  /// Appends one line of text (a message of the viewer's own).
  mutating func append(text: String, isError: Bool) {
    store.append(line: Array(text.utf8)[...])
    mark(isError: isError)
  }

  /// Records whether the line just appended came from standard error.
  private mutating func mark(isError: Bool) {
    let line = store.count - 1
    if line / 64 >= errorBits.count { errorBits.append(0) }
    if isError { errorBits[line / 64] |= 1 << UInt64(line % 64) }
  }

  /// Line `index` as text (invalid UTF-8 shown as U+FFFD).
  func text(at index: Int) -> String { store.string(at: index) }

  /// True when line `index` came from standard error.
  func isError(at index: Int) -> Bool {
    errorBits[index / 64] & (1 << UInt64(index % 64)) != 0
  }
}
