import StackCore
import StackLive
import StackTerminal
import StackWidgets

/// Shows a growing text as line rows that follow its end (``ScrollStack/followsEnd``): scroll
/// up to read and the view stays put while the footer counts the new lines; End follows
/// again. `/` finds text (Enter searches, Esc cancels), `n`/`N` go to the next/previous match,
/// Esc ends the search.
///
/// New lines arrive as the loop learns of them — inotify for a file, readiness for a pipe
/// (``start(in:)``) — in the same wait as keys: no polling interval, and reading never waits
/// for keys to stop.
@MainActor
final class TailFollowApp: TerminalApp {
  /// One row per line, made on demand (lazy rows), so a long log opens at once.
  let stack = ScrollStack()
  /// The lines by row: where the newest are in the file (or, piped, their text), at most
  /// ``maximumLines``; row 0 tells of lines dropped past that.
  private(set) var lines: TailLines
  /// The cap on lines kept (`--max-lines`).
  let maximumLines: Int
  /// What the status line calls the text ("app.log", "stdin").
  let name: String
  /// The text typed after `/` while finding (nil when not finding).
  private(set) var query: String?
  /// The search that ran last (`n` and `N` move through its matches).
  private(set) var search: LineSearch?
  /// A message on the status line until the next key ("not found").
  private(set) var notice: String?
  /// True once a piped text ended; why reading failed, if it did.
  private(set) var isAtEnd = false
  private(set) var failure: String?
  private let source: TailSource
  private var loop: AppLoop?
  /// The app's keys while no search is typed, tried before the list's (`KeyMap.standard`).
  lazy var layers: [KeyLayer] = [
    .quit(),
    .command("find", keys: [.character("/")], help: "find") { [unowned self] in
      query = ""
      return .redraw
    },
    .command("next-match", keys: [.character("n")], help: "next match") { [unowned self] in
      step(forward: true)
      return .redraw
    },
    .command("previous-match", keys: [.character("N")], help: "previous") { [unowned self] in
      step(forward: false)
      return .redraw
    },
    // Esc after a search ends it: the footer shows the name and the lines again.
    .command("end-search", keys: [.escape], help: "end the search") { [unowned self] in
      guard let search else { return .unchanged }
      search.cancel()
      self.search = nil
      return .redraw
    },
  ]
  /// The last line: ``TailStatus``, then the keys that work now (typing a search: its own).
  let footer = Footer()

  init(source: TailSource, name: String, maximumLines: Int = RecentLines.defaultMaximumLines) {
    (self.source, self.name, self.maximumLines) = (source, name, maximumLines)
    lines = TailLines(following: source.isFile, maximumLines: maximumLines)
    stack.followsEnd = true
    footer.status = { [unowned self] in TailStatus(app: self).text }
    footer.sections = { [unowned self] in
      query == nil
        ? layers.map(\.helpSection) + [.listMoves()]
        : [Self.typingHelp]
    }
  }

  /// The keys while a search is typed.
  static let typingHelp = KeyHelpSection(
    title: "Find",
    lines: [KeyHelpLine(keys: "Enter", help: "find"), KeyHelpLine(keys: "Esc", help: "cancel")])

  /// Starts reading: the file's lines now and whenever it changes, or the pipe's as they
  /// arrive.
  func start(in loop: AppLoop) {
    self.loop = loop
    switch source {
    case .file(let follower):
      loop.follow(follower) { [unowned self] update in
        if update.restarted || update.replaced && update.lines.isEmpty { restart() }
        return add(count: update.lines.count) { lines.append(update) }
      }
    case .descriptor(let descriptor):
      loop.readLines(from: descriptor) { [unowned self] batch in
        if batch.isEnd { isAtEnd = true }
        let added = add(count: batch.count) { lines.append(batch) }
        return added == .redraw || batch.isEnd ? .redraw : .unchanged
      }
    }
  }

  /// Adds `count` lines (`append` puts them in ``lines``) as rows. When the cap dropped
  /// old lines, the rows are made again (a row record per line is what the cap bounds) and
  /// the selection stays on its line while it is kept.
  func add(count: Int, _ append: () -> Void) -> AppResponse {
    guard count > 0 else { return .unchanged }
    // While the end is followed nothing is highlighted: the newest line is simply the last.
    if stack.isFollowingEnd && stack.selectedIndex == lines.count - 1 { stack.clearSelection() }
    let start = lines.count
    let dropped = lines.droppedCount
    append()
    if lines.droppedCount != dropped {
      remakeRows(shiftedBy: (lines.droppedCount - dropped) - (dropped == 0 ? 1 : 0))
      return .redraw
    }
    do {
      try stack.addLazyRows(count: lines.count - start) { [unowned self] index in
        TextRowContent(lines[start + index])
      }
    } catch {
      failure = "\(error)"
    }
    search?.linesAdded(upTo: lines.count)
    return .redraw
  }

  /// Makes every row again after old lines were dropped: rows moved up by `shift`.
  private func remakeRows(shiftedBy shift: Int) {
    let selected = stack.selectedIndex.map { $0 - shift }
    let following = stack.isFollowingEnd
    stack.removeAllRows()
    search?.cancel()
    search = nil
    _ = try? stack.addLazyRows(count: lines.count) { [unowned self] index in
      TextRowContent(lines[index])
    }
    if let selected, selected > 0, !following { try? stack.select(rowAt: selected) }
    if following { stack.perform(.selectLast) }
    if following { stack.clearSelection() }
  }

  /// The file was truncated or rewritten: its lines start again.
  private func restart() {
    lines = TailLines(following: source.isFile, maximumLines: maximumLines)
    stack.removeAllRows()
    search = nil
  }

  func handle(_ event: InputEvent) -> AppResponse {
    notice = nil
    guard query != nil else {
      if let response = layers.handle(event) { return response }
      guard let action = KeyMap.standard.action(for: event, origin: .zero) else {
        return .unchanged
      }
      perform(action)
      return .redraw
    }
    switch (query, event) {
    // Typing after `/`: Enter searches, Esc cancels, Backspace deletes.
    case (let typed?, .key(.enter)):
      query = nil
      startSearch(typed)
    case (_, .key(.escape)): query = nil
    case (let typed?, .key(.backspace)): query = String(typed.dropLast())
    case (let typed?, .key(.character(let character))): query = typed + String(character)
    default: return .unchanged
    }
    return .redraw
  }

  /// Performs a stack action. While the end is followed nothing is selected: a move starts
  /// from the last line, and End (following again) leaves nothing selected.
  private func perform(_ action: StackAction) {
    let moves: [StackAction] = [.selectNext, .selectPrevious, .pageForward, .pageBack]
    if stack.selectedIndex == nil && moves.contains(action) && !lines.isEmpty {
      stack.selectLast()
    }
    stack.perform(action)
    if action == .selectLast && stack.isFollowingEnd { stack.clearSelection() }
  }

  /// Starts searching for `text` from the selected line; the first match is selected as
  /// soon as it is found (the rest are counted in slices, keys in between).
  private func startSearch(_ text: String) {
    search?.cancel()
    guard !text.isEmpty, let loop else { return }
    let search = LineSearch(text, from: stack.selectedIndex ?? max(0, lines.count - 1))
    self.search = search
    var selectedFirst = false
    let progress = { @MainActor [unowned self] () -> AppResponse in
      // The first match found is the next one after the selection: select it once.
      if !selectedFirst, let first = search.firstMatch(after: search.origin, forward: true) {
        selectedFirst = true
        try? stack.select(rowAt: first)
      }
      if search.isComplete && search.matchCount == 0 {
        notice = "not found: \(MessageText.escaped(text))"
      }
      return .redraw
    }
    search.run(on: loop, lines: { [unowned self] in lines }, progress: progress)
  }

  /// Selects the next (or previous) match of the last search, wrapping around.
  private func step(forward: Bool) {
    guard let search, let selected = stack.selectedIndex ?? lines.indices.last,
      let next = search.firstMatch(after: selected, forward: forward)
    else {
      if let search { notice = "not found: \(MessageText.escaped(search.text))" }
      return
    }
    try? stack.select(rowAt: next)
  }

  /// The stack, then the footer; while a search is typed, the cursor after its text.
  func render(in surface: inout Surface) {
    stack.render(in: &surface)
    let lastLine = Rect(x: 0, y: surface.size.height - 1, width: surface.size.width, height: 1)
    footer.render(in: &surface, region: lastLine, isFocused: false)
    // The footer writes its state from column 1.
    let column = query.map {
      min(surface.size.width - 1, 2 + TextWidth.of(MessageText.escaped($0)))
    }
    surface.setCursor(column.map { Point(x: $0, y: lastLine.minY) })
  }

  func resize(to size: Size) {
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}
