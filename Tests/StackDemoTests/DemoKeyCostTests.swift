import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// A key costs what it changes and what is on screen, not how often it was pressed before.
@MainActor
@Suite struct DemoKeyCostTests {
  @Test func growingPricingDrawsOnlyThePlansOnScreen() throws {
    let demo = try DemoHarness(screen: "showcase", width: 60, height: 12)
    let screen = try #require(demo.app.screens.first as? ShowcaseScreen)
    demo.press("G")
    let before = screen.pricing.planLinesDrawn
    demo.press("+", times: 500)
    let perPress = Double(screen.pricing.planLinesDrawn - before) / 500
    // At most a screenful per frame, however many plans there are (500 at the end).
    #expect(perPress <= Double(demo.app.stack.viewport.height), "\(perPress) plan lines a press")
    #expect(try demo.app.stack.frameOfRow(at: 4).count == 502 + 3)
  }
}
