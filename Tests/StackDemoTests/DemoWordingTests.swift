import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// What a person reads agrees with itself: rows count from 1 in labels, the status line and
/// the event log (JSON events stay 0-based), and events read as plain sentences.
@MainActor
@Suite struct DemoWordingTests {
  @Test func labelsStatusAndTapsCountRowsFromOne() throws {
    let demo = try DemoHarness(screen: "list")
    var events: [DemoEvent] = []
    demo.app.eventSink = { events.append($0) }
    demo.press("j", "enter")
    let selected = try #require(demo.selectedLines.first)
    #expect(demo.lines[selected].hasPrefix("Row 2: some text for the row"))
    #expect(demo.status.contains("│ row 2/1000 │"))
    #expect(demo.status.hasSuffix("│ tapped row 2"))
    // The same tap in --events JSON: 0-based.
    let json = events.compactMap { $0.jsonLine(scriptLine: nil) }.filter { $0.contains("\"tap\"") }
    #expect(json.count == 1)
    #expect(json.first?.contains("\"row\":1") == true)
  }

  @Test func eventLinesHaveNoPaddingSpaces() throws {
    let demo = try DemoHarness(screen: "checkout")
    demo.press("e", "j", "a", "J", "x", "X", "d", "enter", "tab")
    demo.resize(70, 20)
    let lines = demo.app.log.lines
    #expect(lines.count > 5)
    for line in lines { #expect(!line.contains("  "), "\(line)") }
    #expect(lines.contains("switched to goal"))
    #expect(lines.contains("resized to 70x20"))
  }

  @Test func aMostlyVisibleRowReadsAsVisibleNotHidden() throws {
    // The case: the grown pricing table scrolled a little is partly on screen.
    let demo = try DemoHarness(screen: "showcase", width: 60, height: 12)
    demo.press("G")
    demo.press("+", times: 40)
    demo.press("j", times: 3)
    #expect(demo.status.hasSuffix("│ row 5 partly visible"), "\(demo.status)")
    // Nothing was hidden with x: no event says "hidden".
    #expect(!demo.app.log.lines.contains { $0.contains("hidden") })
  }

  /// Paging through the tall row keeps it partly visible: the status must not claim a
  /// share of it that is no longer true (it said "91% visible" with a fifth on screen).
  @Test func theStatusNeverClaimsAStaleShareOfARow() throws {
    let demo = try DemoHarness(screen: "showcase", width: 60, height: 12)
    demo.press("G")
    demo.press("+", times: 40)
    demo.press("j", times: 3)
    for _ in 0..<4 {
      demo.press("pgdn")
      #expect(!demo.status.contains("%  visible") && !demo.status.contains("% visible"))
    }
    #expect(demo.status.hasSuffix("│ row 5 partly visible"), "\(demo.status)")
  }

  /// The status line names what the key did, not a row it pushed off screen on the way
  /// (`a` on checkout ended on "row 8 off screen").
  @Test func theStatusNamesTheActionNotItsSideEffects() throws {
    let demo = try DemoHarness(screen: "checkout", width: 60, height: 12)
    demo.press("a")
    #expect(demo.status.hasSuffix("│ added row 3"), "\(demo.status)")
    #expect(demo.app.log.lines.contains { $0.hasSuffix("off screen") }, "the log keeps the rest")
    demo.press("G")  // Scrolls: the next key's visibility changes name themselves again.
    #expect(!demo.status.hasSuffix("│ added row 3"), "\(demo.status)")
  }
}
