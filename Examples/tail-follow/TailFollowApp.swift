import StackCore
import StackTerminal

/// Shows a growing text as line rows that follow its end (``ScrollStack/followsEnd``): scroll
/// up to read and the view stays put while the status line counts the new lines; End follows
/// again. `/` finds text (Enter searches, Esc cancels), `n`/`N` go to the next/previous match.
/// The run loop sleeps until a key arrives or ``pollInterval`` ms pass
/// (``idleTimeoutMilliseconds``), then ``idle()`` reads what was added.
@MainActor
final class TailFollowApp: TerminalApp {
  /// One row per line, made on demand (lazy rows), so a long log opens at once.
  let stack = ScrollStack()
  /// Every line read so far, as read.
  private(set) var lines: [String] = []
  /// What the status line calls the text ("app.log", "stdin"); how often to read it again,
  /// in milliseconds.
  let name: String, pollInterval: Int
  /// The text typed after `/` while finding (nil when not finding), and the text last
  /// searched for (`n` and `N` search it again).
  private(set) var query: String?, lastSearch = ""
  /// A message on the status line until the next key ("not found").
  private(set) var notice: String?
  private let reader: LineReader

  init(reader: LineReader, name: String, pollInterval: Int = 200) throws {
    (self.reader, self.name, self.pollInterval) = (reader, name, pollInterval)
    stack.followsEnd = true
    try poll()
  }

  /// Adds the lines that arrived since the last call as rows; true when there were any.
  @discardableResult
  func poll() throws -> Bool {
    let new = reader.newLines()
    guard !new.isEmpty else { return false }
    // A selection on the last line while following stays on the last line.
    let selectionFollows =
      stack.isFollowingEnd && (stack.selectedIndex ?? lines.count - 1) == lines.count - 1
    let start = lines.count
    lines += new
    try stack.addLazyRows(count: new.count) { [unowned self] index in
      TextRowContent(MessageText.escaped(lines[start + index], limit: 10_000))
    }
    if selectionFollows { stack.selectLast() }
    return true
  }

  /// Poll while the text may still grow (a closed pipe does not); at once while a large
  /// file is still loading (``LineReader/hasMore``).
  var idleTimeoutMilliseconds: Int? {
    reader.isAtEnd ? nil : reader.hasMore ? 0 : pollInterval
  }

  func idle() -> AppResponse { ((try? poll()) ?? false) ? .redraw : .unchanged }

  func handle(_ event: InputEvent) -> AppResponse {
    notice = nil
    switch (query, event) {
    case (nil, .key(.character("q"))): return .quit
    case (nil, .key(.character("/"))): query = ""
    case (nil, .key(.character("n"))): find(lastSearch, forward: true)
    case (nil, .key(.character("N"))): find(lastSearch, forward: false)
    case (nil, _):
      guard let action = KeyBindings.standard.action(for: event, origin: .zero) else {
        return .unchanged
      }
      stack.perform(action)
    // Typing after `/`: Enter searches, Esc cancels, Backspace deletes.
    case (let typed?, .key(.enter)):
      (lastSearch, query) = (typed, nil)
      find(lastSearch, forward: true)
    case (_, .key(.escape)): query = nil
    case (let typed?, .key(.backspace)): query = String(typed.dropLast())
    case (let typed?, .key(.character(let character))): query = typed + String(character)
    default: return .unchanged
    }
    return .redraw
  }

  /// Selects the next (or previous) line containing `text`, after (before) the selected one,
  /// wrapping around at the end. Finding a line above the view stops following the end.
  func find(_ text: String, forward: Bool) {
    guard !text.isEmpty, !lines.isEmpty else { return }
    let (start, count) = (stack.selectedIndex ?? (forward ? lines.count - 1 : 0), lines.count)
    for step in 1...count {
      let index = ((forward ? start + step : start - step) % count + count) % count
      if lines[index].lowercased().contains(text.lowercased()) {
        try? stack.select(rowAt: index)
        return
      }
    }
    notice = "not found: \(MessageText.escaped(text))"
  }

  /// The stack, then the status line: the search being typed, or the name, the line count
  /// and whether the end is followed (or how many lines arrived below the view, or why
  /// reading failed).
  func render(into canvas: inout Canvas) {
    stack.render(into: &canvas)
    let name = MessageText.escaped(name, limit: MessageText.pathLimit)
    let left =
      query.map { "/" + MessageText.escaped($0) }
      ?? notice ?? "\(name) · \(lines.count) lines · / find · q quit"
    let unseen = stack.unseenRowCount
    let position =
      stack.isFollowingEnd
      ? (reader.isAtEnd ? "end of input " : "following ")
      : (unseen > 0 ? "↓ \(unseen) new · End " : "End: follow ")
    let right = reader.failure.map { "read error: \($0) " } ?? position
    let bar = TextLayout.pad(" " + left, toWidth: canvas.size.width - TextWidth.of(right))
    canvas.write(
      bar + right, at: Point(x: 0, y: canvas.size.height - 1),
      style: CellStyle(attributes: .reverse))
  }

  func resize(to size: Size) {
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}
