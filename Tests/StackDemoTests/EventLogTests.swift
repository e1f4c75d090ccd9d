import StackCore
import Testing

@testable import StackDemo

/// The event log keeps its newest lines, oldest first, and its lines read as before they were
/// kept as values.
@Suite struct EventLogTests {
  @Test func keepsTheNewestLinesInOrderPastItsCapacity() {
    var log = EventLog(capacity: 3)
    #expect(log.lines.isEmpty)
    for number in 1...7 {
      log.append(.text("line \(number)"))
      let kept = Array(max(1, number - 2)...number).map { "line \($0)" }
      #expect(log.lines == kept)
      #expect(log.count == kept.count)
      #expect(log[log.count - 1] == .text("line \(number)"))
    }
    var none = EventLog(capacity: 0)
    none.append(.text("dropped"))
    #expect(none.lines.isEmpty)
  }

  @Test func visibilityLinesReadAsSentences() {
    let cases: [(RowVisibility, RowVisibility, String)] = [
      (.offscreen, .entire, "row 5 fully visible"),
      (.entire, .partial(visibleCells: 1, fraction: 0.5), "row 5 partly visible"),
      (.partial(visibleCells: 1, fraction: 0.5), .offscreen, "row 5 off screen"),
      (.entire, .hidden, "row 5 hidden"),
      (.entire, .removed, "row 5 removed"),
      (.hidden, .entire, "row 5 shown, fully visible"),
    ]
    for (from, to, text) in cases {
      #expect(DemoEvent.visibilityLine(index: 4, from: from, to: to).text == text)
    }
    var text = "│ "
    EventLine.visibility(index: 999, wasHidden: false, to: .offscreen).append(to: &text)
    #expect(text == "│ row 1000 off screen")
  }
}
