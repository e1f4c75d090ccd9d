import StackCore
import StackTerminal
import Testing

@testable import TUI

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
    #expect(demo.status.firstMatch(of: /│ row 5 \d+% visible$/) != nil, "\(demo.status)")
    // Nothing was hidden with x: no event says "hidden".
    #expect(!demo.app.log.lines.contains { $0.contains("hidden") })
  }
}
