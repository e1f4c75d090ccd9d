import StackCore
import StackTerminal

/// tail-follow's status line: the search being typed, a notice, or the name, the line
/// count and the search's position ("match 3/17"); on the right whether the end is followed
/// (or how many lines arrived below the view, or why reading failed).
@MainActor
struct TailStatus {
  let text: String
  /// Where the cursor goes while a search is typed; nil otherwise.
  let cursorColumn: Int?

  init(app: TailFollowApp, width: Int) {
    let name = MessageText.escaped(app.name, limit: MessageText.pathLimit)
    var left = "\(name) · \(app.lines.lineCount) lines · / find · q quit"
    if let search = app.search {
      let total = search.matchCount
      let suffix = search.isComplete ? "" : "+"
      let position = app.stack.selectedIndex.flatMap { search.position(of: $0) }
      left =
        "/\(MessageText.escaped(search.text)) · "
        + (position.map { "match \($0)/\(total)\(suffix)" } ?? "\(total)\(suffix) matches")
        + " · n N"
    }
    if let notice = app.notice { left = notice }
    if let query = app.query { left = "/" + MessageText.escaped(query) }
    // The terminal's cursor after the text typed (where the terminal has one).
    cursorColumn = app.query.map { _ in min(width - 1, 1 + TextWidth.of(left)) }
    let unseen = app.stack.unseenRowCount
    let position =
      app.stack.isFollowingEnd
      ? (app.isAtEnd ? "end of input " : "following ")
      : (unseen > 0 ? "↓ \(unseen) new · End " : "End: follow ")
    let right = app.failure.map { "read error: \(MessageText.escaped($0)) " } ?? position
    text = TextLayout.pad(" " + left, toWidth: width - TextWidth.of(right) - 1) + " " + right
  }
}
