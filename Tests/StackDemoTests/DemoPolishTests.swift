import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// Details a user notices: indentation of added rows, a help that always says how to leave,
/// no scroll thumb when nothing scrolls, whole tags, a goal screen that starts on the goal,
/// and the showcase laid out horizontally as readable columns.
@MainActor
@Suite struct DemoPolishTests {
  @Test func anAddedRowIsIndentedLikeTheRowItFollows() throws {
    let demo = try DemoHarness(screen: "checkout")
    demo.press("j", "j")
    let itemLine = try #require(demo.line(containing: "USB-C cable"))
    demo.press("a")
    let addedLine = try #require(demo.line(containing: "New row 1"))
    #expect(
      demo.column(of: "New row 1", inLine: addedLine)
        == demo.column(of: "USB-C cable", inLine: itemLine))
  }

  @Test func aHelpThatDoesNotFitScrollsAndAlwaysSaysHowToLeave() throws {
    let demo = try DemoHarness(screen: "showcase", width: 40, height: 12)
    demo.press("?")
    #expect(demo.line(containing: "q Esc") != nil)
    #expect(demo.lines.last?.contains("↑↓ scroll · Esc closes") == true)
    var seen = Set(demo.lines)
    for _ in 0..<20 {
      demo.press("down")
      #expect(demo.lines.last?.contains("↑↓ scroll · Esc closes") == true)
      seen.formUnion(demo.lines)
    }
    #expect(seen.contains { $0.contains("add a plan to Pricing") }, "the last entry is reachable")
    demo.press("pgup", "pgup")
    #expect(demo.line(containing: "q Esc") != nil)
    demo.press("x")
    #expect(!demo.app.showsHelp)
    #expect(demo.line(containing: "Esc closes") == nil)
  }

  @Test func helpThatFitsClosesOnAnyKey() throws {
    let demo = try DemoHarness(screen: "showcase")
    demo.press("?")
    #expect(demo.line(containing: "└─ Esc closes ─") != nil)
    demo.press("down")
    #expect(!demo.app.showsHelp)
  }

  @Test func contentThatFitsShowsNoScrollIndicator() throws {
    let demo = try DemoHarness(screen: "goal")
    let column = demo.app.stack.viewport.width - 1
    let indicator = (1...demo.app.stack.viewport.height).map {
      demo.textOf(line: $0, columns: column..<column + 1)
    }
    #expect(indicator.allSatisfy { $0.allSatisfy(\.isWhitespace) }, "\(indicator)")
    #expect(demo.status.contains("│ all │"))
    demo.resize(30, 8)
    #expect(demo.lines.contains { $0.hasSuffix("█") })
    #expect(demo.statusPercent != nil)
  }

  @Test(arguments: [18, 25, 33, 47, 80])
  func aTagIsNeverSplitAcrossLines(width: Int) throws {
    let demo = try DemoHarness(screen: "showcase", width: width, height: 40)
    demo.press("j", "j", "l")
    let header = try #require(demo.line(containing: "Tags (14)"))
    let tagLines = demo.lines[(header + 1)...].prefix { $0.contains("[") }
    #expect(tagLines.count >= 2)
    for line in tagLines {
      #expect(line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count, "\(line)")
    }
  }

  @Test func theGoalScreenStartsOnTheGoalRow() throws {
    let demo = try DemoHarness(screen: "goal")
    let selected = try #require(demo.selectedLines.first)
    #expect(demo.lines[selected].contains("No goal yet"))
    demo.press("up", "down", "down")
    #expect(demo.lines[try #require(demo.selectedLines.first)].contains("No goal yet"))
  }

  @Test func theHorizontalShowcaseShowsNotesAsAColumnAndWelcomeWithoutGaps() throws {
    let demo = try DemoHarness(screen: "showcase")
    demo.press("v")
    let notes = try demo.app.stack.frameOfRow(at: 1)
    #expect(notes.count <= 40, "Notes is \(notes.count) columns wide")
    #expect(demo.line(containing: "take none.") != nil, "all of Notes is on screen")
    let title = try #require(demo.line(containing: "Welcome to StackTUI"))
    #expect(demo.lines[title + 1].contains("A scrollable stack of rows"))
  }

  /// At 40 columns the title kept every tab and dropped "? help", the only pointer to the
  /// keys: the tabs give way first.
  @Test(arguments: [40, 30, 24])
  func theHelpHintStaysOnANarrowTitle(width: Int) throws {
    let demo = try DemoHarness(screen: "showcase", width: width, height: 12)
    #expect(demo.title.hasSuffix(" ? help"), "\(demo.title)")
    #expect(demo.title.contains("showcase"), "\(demo.title)")
  }
}
