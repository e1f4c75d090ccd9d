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

  /// The help's lines: the current screen's key map, quitting first.
  var helpLines: [KeyHelpLine] { screenKeyMap.helpLines }

  /// The box is framed: its top border carries the title, its bottom border how to close
  /// it (and, when the entries scroll, how to scroll them); the entries go between.
  var helpLayout: HelpLayout {
    let count = helpLines.count
    let comfortable = count + 2  // Top border, entries, bottom border.
    let roomy = size.height - 2 >= comfortable
    let width = size.width >= 58 ? 56 : size.width
    let height = roomy ? comfortable : size.height
    let box = Rect(
      x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    let lines = max(0, height - 2)
    let scrolls = lines < count
    return HelpLayout(
      box: box, firstLine: box.minY + 1, lines: scrolls ? lines : count, scrolls: scrolls,
      maxOffset: scrolls ? max(0, count - lines) : 0)
  }

  /// Scrolls a help that does not fit; a help that fits closes instead (so every key closes
  /// it then).
  func scrollHelp(_ scroll: HelpScroll) -> AppResponse {
    let layout = helpLayout
    guard layout.scrolls else { return closeHelp() }
    let page = max(1, layout.lines)
    let step =
      switch scroll {
      case .lineDown: 1
      case .lineUp: -1
      case .pageDown: page
      case .pageUp: -page
      }
    let offset = min(max(0, helpOffset + step), layout.maxOffset)
    guard offset != helpOffset else { return .unchanged }
    helpOffset = offset
    return .redraw
  }

  /// Hides the help, back at its first line for the next time.
  func closeHelp() -> AppResponse {
    showsHelp = false
    helpOffset = 0
    return .redraw
  }
}
