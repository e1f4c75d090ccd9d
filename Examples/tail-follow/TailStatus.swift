import StackCore
import StackTerminal

/// tail-follow's state, first on its footer line (the keys follow it): the search being
/// typed, a notice, the search's position ("match 3/17") or the line count; then whether the
/// end is followed (or how many lines arrived below the view, or why reading failed); the
/// name last, where a long one is cut.
@MainActor
struct TailStatus {
  let text: String

  init(app: TailFollowApp) {
    if let query = app.query {
      text = "/" + MessageText.escaped(query)
      return
    }
    let name = MessageText.escaped(app.name, limit: MessageText.pathLimit)
    var left = "\(app.lines.lineCount) lines"
    if let search = app.search {
      let total = search.matchCount
      let suffix = search.isComplete ? "" : "+"
      let position = app.stack.selectedIndex.flatMap { search.position(of: $0) }
      left =
        "/\(MessageText.escaped(search.text)) · "
        + (position.map { "match \($0)/\(total)\(suffix)" } ?? "\(total)\(suffix) matches")
    }
    if let notice = app.notice { left = notice }
    let unseen = app.stack.unseenRowCount
    let position =
      app.stack.isFollowingEnd
      ? (app.isAtEnd ? "end of input" : "following")
      : (unseen > 0 ? "↓ \(unseen) new · End: follow" : "End: follow")
    let state = app.failure.map { "read error: \(MessageText.escaped($0))" } ?? position
    text = left + " · " + state + (app.search == nil && app.notice == nil ? " · " + name : "")
  }
}
