import StackCore
import StackTerminal

/// The help overlay's contents and geometry, and scrolling it when it does not fit.
extension DemoApp {
  /// Where the help box goes and how many entries it shows.
  struct HelpLayout {
    /// The box, centred (the whole screen when there is no room for a margin).
    var box: Rect
    /// The screen line of the first entry.
    var firstLine: Int
    /// Entries shown at once.
    var lines: Int
    /// True when not every entry fits: the list scrolls and a footer line says how.
    var scrolls: Bool
    /// The largest scroll offset.
    var maxOffset: Int
  }

  /// Every key the help lists, quitting first.
  var helpEntries: [(keys: String, action: String)] {
    [
      ("q Esc", "quit"), ("↑↓ k j", "move the selection"), ("PgUp PgDn ^B ^F", "page"),
      ("Home End g G", "first / last row"), ("Enter Space", "tap the selected row"),
      ("← → h l", "collapse / expand"), ("wheel, click", "scroll 3 lines, tap a row"),
      ("Tab Shift-Tab", "next / previous screen"), ("e", "event log"),
      ("v", "vertical ↔ horizontal"), ("?", "this help"),
    ] + Self.rowOperationHelp + screen.helpEntries
  }

  var helpLayout: HelpLayout {
    let count = helpEntries.count
    let comfortable = count + 3  // Title, blank line, entries, blank line.
    let roomy = size.height - 2 >= comfortable
    let width = size.width >= 58 ? 56 : size.width
    let height = roomy ? comfortable : size.height
    let box = Rect(
      x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    if roomy {
      return HelpLayout(
        box: box, firstLine: box.minY + 2, lines: count, scrolls: false, maxOffset: 0)
    }
    // Title, entries, footer.
    let lines = max(0, height - 2)
    let scrolls = lines < count
    return HelpLayout(
      box: box, firstLine: box.minY + 1, lines: scrolls ? lines : count, scrolls: scrolls,
      maxOffset: max(0, count - lines))
  }

  /// Handles a key while the help is shown: ↑↓ (k j, PgUp PgDn) scroll a help that does not
  /// fit; any other key closes it (q and Esc too: they do not quit from here).
  func handleHelpKey(_ key: Key) -> AppResponse {
    let layout = helpLayout
    let step: Int?
    switch key {
    case .down, .character("j"): step = 1
    case .up, .character("k"): step = -1
    case .pageDown: step = max(1, layout.lines)
    case .pageUp: step = -max(1, layout.lines)
    default: step = nil
    }
    guard layout.scrolls, let step else {
      showsHelp = false
      helpOffset = 0
      return .redraw
    }
    let offset = min(max(0, helpOffset + step), layout.maxOffset)
    guard offset != helpOffset else { return .unchanged }
    helpOffset = offset
    return .redraw
  }
}
