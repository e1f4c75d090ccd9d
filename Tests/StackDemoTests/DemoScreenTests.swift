import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// The keys and taps each demo screen adds, checked on the headless terminal.
@MainActor
@Suite struct DemoScreenTests {
  // MARK: showcase

  @Test func showcaseShowsItsFiveRows() throws {
    let demo = try DemoHarness()
    #expect(demo.status.hasPrefix(" showcase │ row 1/5 │ 0% │"))
    for text in [
      "Welcome to StackTUI", "Notes — 笔记 📝", "▸ Tags (14)  → expand", "Gallery",
      "Pricing  (+ adds a plan)",
    ] {
      #expect(demo.line(containing: text) != nil, "\(text)")
    }
    demo.expectSane()
  }

  @Test func plusGrowsThePricingTable() throws {
    let demo = try DemoHarness()
    demo.press("end")
    #expect(demo.status.hasPrefix(" showcase │ row 5/5 │ 100% │"))
    let heading = try #require(demo.line(containing: "Pricing  (+ adds a plan)"))
    #expect(demo.line(containing: "2 plans") == heading + 4)
    #expect(demo.line(containing: "Business") == nil)
    demo.press("+")
    // The table grew by a line; the stack scrolled so the selected table stays in view.
    let grown = try #require(demo.line(containing: "Pricing  (+ adds a plan)"))
    #expect(demo.line(containing: "3 plans") == grown + 5)
    #expect(demo.lines[grown + 4].hasPrefix(" Business    50      $198/mo"))
    #expect(demo.line(containing: "3 plans") == demo.app.stack.viewport.height)
    #expect(demo.isSelected(line: grown))
    demo.expectSane()
    // Plans keep coming (names wrap around) and the table keeps growing.
    demo.press("+", times: 8)
    #expect(demo.line(containing: "11 plans") != nil)
    #expect(demo.line(containing: "Multiverse") != nil)
    demo.expectSane()
  }

  @Test func plusWorksWhilePricingIsOffScreen() throws {
    let demo = try DemoHarness()
    demo.press("+", "+")
    // The table is brought into view, selected, so the user sees it grow.
    #expect(demo.statusSelection?.row == 5)
    #expect(demo.line(containing: "4 plans") != nil)
    #expect(demo.line(containing: "Enterprise") != nil)
    demo.expectSane()
  }

  @Test func theGalleryKeepsItsTilesVisibleWhenSelected() throws {
    for monochrome in [false, true] {
      let demo = try DemoHarness(monochrome: monochrome)
      let tiles = try #require(demo.line(containing: "Gallery")) + 1
      demo.press("j", "j", "j")
      #expect(demo.statusSelection?.row == 4)
      #expect(demo.isSelected(line: tiles))
      // Tiles are 4 cells wide with a 1-cell gap, after the 1-cell inset: selected, a tile
      // still stands out from the gap, by its glyph or its style.
      let tile = demo.screen[1, tiles]
      let gap = demo.screen[5, tiles]
      #expect(
        tile.grapheme != gap.grapheme || tile.style != gap.style,
        "tiles invisible when selected (monochrome: \(monochrome))")
      demo.expectSane()
    }
  }

  // MARK: checkout

  /// The total and the item count follow the cart's rows (deleting the keyboard left the
  /// total at $213), and switching the footer does not bring a deleted item back.
  @Test func theCheckoutTotalFollowsTheCart() throws {
    let demo = try DemoHarness(screen: "checkout", width: 60, height: 20)
    #expect(demo.text.contains("Total: $213"))
    demo.press("d")  // The keyboard ($129) is selected first.
    #expect(!demo.text.contains("Mechanical keyboard"))
    #expect(demo.text.contains("Total: $84"), "\(demo.text)")
    demo.press("f")
    #expect(demo.text.contains("4 items in your cart"), "\(demo.text)")
    demo.press("f")
    #expect(!demo.text.contains("Mechanical keyboard"))
    #expect(demo.text.contains("Total: $84"))
  }

  @Test func checkoutShowsTheCartAndTheFooter() throws {
    let demo = try DemoHarness(screen: "checkout")
    #expect(demo.status.hasPrefix(" checkout │ row 2/7 │"))  // The header is not selectable.
    for text in [
      "🛒 Your cart", "Mechanical keyboard", "Desk lamp 💡", "抹茶 Matcha tea",
      "Total: $213", "[ Pay now ]",
    ] {
      #expect(demo.line(containing: text) != nil, "\(text)")
    }
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Mechanical keyboard"))))
  }

  @Test func fTogglesTheFooterAndTheItemCount() throws {
    let demo = try DemoHarness(screen: "checkout")
    demo.press("f")
    #expect(demo.line(containing: "Total: $213") == nil)
    #expect(demo.line(containing: "[ Pay now ]") == nil)
    #expect(demo.line(containing: "5 items in your cart") != nil)
    #expect(demo.statusSelection?.count == 7)
    demo.expectSane()
    demo.press("f")
    #expect(demo.line(containing: "Total: $213") != nil)
    #expect(demo.line(containing: "5 items in your cart") == nil)
    demo.expectSane()
  }

  @Test func fKeepsTheSelectedItemSelected() throws {
    let demo = try DemoHarness(screen: "checkout")
    demo.press("j", "j")
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Desk lamp"))))
    demo.press("f")
    #expect(demo.statusSelection?.row == 4)
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Desk lamp"))))
    demo.press("f")
    #expect(demo.isSelected(line: try #require(demo.line(containing: "Desk lamp"))))
  }

  @Test func tappingTheFooterOpensTheCheckoutFormWhoseSubmitPays() throws {
    let demo = try DemoHarness(screen: "checkout")
    demo.press("end")
    let footer = try #require(demo.line(containing: "[ Pay now ]"))
    _ = demo.app.handle(.key(.enter))
    #expect(demo.renderNow().line(footer).contains("[ Paying… ]"))  // Pressed.
    demo.loop.runUntilIdle()
    #expect(demo.line(containing: "Checkout — Total: $213") != nil)
    #expect(demo.status.hasSuffix("│ tapped row 7"))
    demo.press("enter")  // Every check runs: the form stays, the messages show.
    #expect(demo.line(containing: "Please enter your name") != nil)
    #expect(demo.line(containing: "An email needs an @") != nil)
    // Letters are the form's while it is open: `q` and `f` are typed, not the demo's keys.
    demo.press("q", "f", "backspace", "backspace", "A", "d", "a", "tab", "a", "@", "b")
    #expect(demo.line(containing: "Please enter your name") == nil)
    demo.press("enter")
    #expect(demo.line(containing: "Checkout — Total") == nil)
    #expect(demo.line(containing: "✔ Paid — thank you!") == footer)
    #expect(demo.line(containing: "Total: $213 — Ada, standard") == footer - 1)
    demo.press("f", "f")
    #expect(demo.line(containing: "✔ Paid — thank you!") != nil)
    demo.expectSane()
  }

  @Test func escClosesTheCheckoutFormWithoutPaying() throws {
    let demo = try DemoHarness(screen: "checkout")
    demo.press("end", "enter")
    demo.loop.runUntilIdle()
    #expect(demo.line(containing: "› Name") != nil)
    demo.press("esc")
    #expect(demo.line(containing: "Checkout — Total") == nil)
    #expect(demo.line(containing: "[ Pay now ]") != nil)
    demo.expectSane()
  }

  // MARK: goal

  @Test func tapsCountTowardsTheGoalAndItsHeightFollows() throws {
    let demo = try DemoHarness(screen: "goal")
    #expect(demo.statusSelection?.row == 3)  // The only selectable row.
    func goalHeight() throws -> Int {
      let top = try #require(demo.selectedLines.first)
      let below = try #require(demo.line(containing: "Rows below move"))
      #expect(demo.selectedLines == Array(top..<(top + demo.selectedLines.count)))
      #expect(below == top + demo.selectedLines.count + 1)  // Right after the separator.
      return demo.selectedLines.count
    }
    #expect(demo.line(containing: "No goal yet") != nil)
    #expect(try goalHeight() == 3)
    // (taps, text then on screen, goal row height): the tap count shows, success comes at
    // the goal's count, and the row has one progress bar per 10 taps of the goal.
    let expected: [(Int, String, Int)] = [
      (1, "Goal: 10 taps (small) — 0 tapped", 2), (4, "Goal: 10 taps (small) — 4 tapped", 2),
      (6, "You reached 10 taps.", 5), (1, "Goal: 30 taps (medium) — 0 tapped", 4),
      (29, "Goal: 30 taps (medium) — 29 tapped", 4), (1, "You reached 30 taps.", 5),
      (1, "Goal: 50 taps (big) — 0 tapped", 6), (50, "🏆 Success!", 5), (1, "No goal yet", 3),
    ]
    for (taps, text, height) in expected {
      demo.press("enter", times: taps)
      #expect(demo.line(containing: text) != nil, "\(text)")
      #expect(try goalHeight() == height, "\(text)")
      #expect(demo.status.hasSuffix("│ tapped row 3"))
      demo.expectSane(text)
    }
  }

  // MARK: chat

  @Test func nAppendsAQuestionAndAnAnswer() throws {
    let demo = try DemoHarness(screen: "chat")
    #expect(demo.status.hasPrefix(" chat │ row 1/1 │"))
    #expect(demo.line(containing: "Bot: Hi! Press n to ask me something.") != nil)
    demo.press("n")
    #expect(demo.status.hasPrefix(" chat │ row 3/3 │"))
    let question = try #require(demo.line(containing: "You: What is StackTUI?"))
    let answer = try #require(demo.line(containing: "Bot: A Swift library"))
    #expect(answer > question)
    #expect(demo.isSelected(line: answer))
    demo.expectSane()
  }

  @Test func chatFollowsTheBottom() throws {
    let demo = try DemoHarness(screen: "chat")
    demo.press("n", times: 12)
    #expect(demo.status.hasPrefix(" chat │ row 25/25 │ 100% │"))
    #expect(demo.line(containing: "Bot: Hi!") == nil)  // Scrolled away.
    // The last answer ends on the last line of the stack.
    let last = try #require(demo.selectedLines.last)
    #expect(last == demo.app.stack.viewport.height)
    #expect(demo.lines[last].contains("Bot:") || demo.lines[last - 1].contains("Bot:"))
    // Scrolled to the top, the next question still brings the bottom into view.
    demo.press("home")
    #expect(demo.line(containing: "Bot: Hi!") != nil)
    demo.press("n")
    #expect(demo.status.hasPrefix(" chat │ row 27/27 │ 100% │"))
    #expect(demo.line(containing: "Bot: Hi!") == nil)
    demo.expectSane()
  }

  @Test func chatWrapsWideTextWithinTheScreen() throws {
    let demo = try DemoHarness(screen: "chat", width: 24, height: 12)
    demo.press("n", "n")
    #expect(demo.line(containing: "中文") != nil)
    for (y, line) in demo.lines.enumerated() {
      #expect(TextWidth.of(line) <= 24, "line \(y): \(line)")
    }
    demo.expectSane()
  }

  // MARK: list

  @Test func listShowsItsRowsLazily() throws {
    let demo = try DemoHarness(screen: "list", rows: 1_000_000)
    #expect(demo.status.hasPrefix(" list │ row 1/1000000 │ 0% │"))
    #expect(demo.line(containing: "Row 1: some text for the row") == 1)
    #expect(demo.line(containing: "Row 11:") != nil)
    demo.press("pgdn", times: 3)
    #expect(demo.statusSelection?.row == 34)
    demo.expectSane()
  }

  @Test(arguments: [0, 1, 2])
  func tinyListsWork(rows: Int) throws {
    let demo = try DemoHarness(screen: "list", rows: rows)
    #expect(demo.statusSelection?.count == rows)
    #expect(demo.statusSelection?.row == (rows == 0 ? nil : 1))
    #expect((demo.line(containing: "No rows. Press a to add one.") != nil) == (rows == 0))
    demo.pressEachCheckingTheScreen(
      [
        "j", "k", "pgdn", "pgup", "end", "home", "enter", "l", "h", "v", "v", "d", "K", "J",
        "x", "X",
      ], note: { "\($0) with \(rows) rows" })
    demo.press("a")
    #expect(demo.line(containing: "New row 1 (added with a)") != nil)
    demo.expectSane()
  }
}
