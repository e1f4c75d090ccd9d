import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// What the user steers stays put: paging goes the way the key says, and resizing the
/// terminal never changes which row is selected.
@MainActor
@Suite struct DemoSelectionStabilityTests {
  @Test func pageDownOnATallPricingTableNeverScrollsBack() throws {
    let demo = try DemoHarness(screen: "showcase", width: 60, height: 12)
    demo.press("G")
    demo.press("+", times: 40)
    demo.press("j", times: 3)
    var percents = [try #require(demo.statusPercent)]
    for _ in 0..<8 {
      demo.press("pgdn")
      percents.append(try #require(demo.statusPercent))
    }
    #expect(percents == percents.sorted(), "\(percents)")
    #expect(percents.last == 100, "\(percents)")
    for _ in 0..<30 {
      let before = demo.app.stack.offset
      demo.press("pgup")
      #expect(demo.app.stack.offset <= before)
    }
    #expect(demo.app.stack.offset == 0)
  }

  @Test(arguments: demoScreens)
  func resizingToOneCellAndBackKeepsTheSelectedRow(screen: String) throws {
    let demo = try DemoHarness(screen: screen)
    let selected = try #require(demo.app.stack.selection)
    for (width, height) in [(1, 1), (3, 5), (2, 40), (80, 24)] {
      demo.resize(width, height)
      #expect(demo.app.stack.selection === selected, "\(screen) at \(width)x\(height)")
    }
  }

  @Test(arguments: demoScreens)
  func aResizeThatShowsNothingLeavesTheViewWhereItWas(screen: String) throws {
    // The chain: 1x1 (no line to show anything in) and back. The view is the one a
    // fresh start at that size shows.
    for (width, height) in [(80, 24), (60, 12), (40, 10)] {
      let demo = try DemoHarness(screen: screen, width: width, height: height)
      let fresh = try DemoHarness(screen: screen, width: width, height: height)
      demo.resize(1, 1)
      demo.resize(width, height)
      let note = "\(screen) back at \(width)x\(height)"
      #expect(demo.app.stack.offset == fresh.app.stack.offset, "\(note)")
      #expect(demo.stackLines == fresh.stackLines, "\(note)")
    }
  }

  @Test func aTapAfterResizingTapsTheRowSelectedBefore() throws {
    let demo = try DemoHarness(screen: "goal")
    let index = try #require(demo.app.stack.selectedIndex)
    demo.resize(1, 1)
    demo.resize(80, 24)
    demo.press("enter")
    #expect(demo.status.contains("row \(index + 1)/4"))
    #expect(demo.status.hasSuffix("│ tapped row \(index + 1)"))
  }
}
