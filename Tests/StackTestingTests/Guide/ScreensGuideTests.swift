import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import StackWidgets
import Testing

/// The "Screens with several parts" article's example, run: the screen it shows, Tab, a
/// click that taps a mailbox, and the key layers.
@MainActor
@Suite struct ScreensGuideTests {
  static let mail = [
    "Inbox": ["Lunch on Friday?", "Your parcel is on its way"], "Archive": ["Welcome!"],
  ]

  @Test func theMailAppShowsTwoFramedListsAndMovesTheFocus() throws {
    let app = try MailApp(mail: Self.mail)
    let terminal = VirtualTerminal(size: Size(width: 44, height: 6))
    let loop = AppLoop(terminal: terminal, app: app)
    loop.runUntilIdle()
    #expect(terminal.screen.line(0) == "┏ Mailboxes ━━━┓┌ Messages ────────────────┐")
    #expect(terminal.screen.line(1) == "┃Archive       ┃│                          │")
    // A click on Inbox focuses the list and taps the row: its messages show on the right.
    terminal.enqueue([.mouse(.press(Point(x: 3, y: 2))), .mouse(.release(Point(x: 3, y: 2)))])
    loop.runUntilIdle()
    #expect(terminal.screen.line(0) == "┏ Mailboxes ━━━┓┌ Inbox ───────────────────┐")
    #expect(terminal.screen.line(1) == "┃Archive       ┃│Lunch on Friday?          │")
    #expect(
      terminal.screen.lines.prefix(5) == [  // As the article shows it.
        "┏ Mailboxes ━━━┓┌ Inbox ───────────────────┐",
        "┃Archive       ┃│Lunch on Friday?          │",
        "┃Inbox         ┃│Your parcel is on its way │",
        "┃              ┃│                          │",
        "┗━━━━━━━━━━━━━━┛└──────────────────────────┘",
      ])
    #expect(terminal.screen.line(5) == "↑↓ k j move the selection · PgUp PgDn ^B ^F…")
    // Tab: the messages have the focus (and the keys).
    terminal.enqueue([.key(.tab), .key(.down)])
    loop.runUntilIdle()
    #expect(terminal.screen.line(0) == "┌ Mailboxes ───┐┏ Inbox ━━━━━━━━━━━━━━━━━━━┓")
    #expect(app.messages.stack.selectedIndex == 1)
    #expect(terminal.screen.line(5).hasPrefix("↑↓ k j move the selection · "))
    terminal.enqueue([.key(.character("q"))])
    loop.runUntilIdle()
    #expect(loop.isFinished)
  }

  @Test func layoutsNest() {
    let screen = Rect(origin: .zero, size: Size(width: 80, height: 24))
    let rows = Layout.rows([.fixed(1), .fill(), .fixed(1)]).split(screen)
    let panes = Layout.columns([.fraction(1, of: 3), .fill(weight: 2)]).split(rows[1])
    #expect(rows[0] == Rect(x: 0, y: 0, width: 80, height: 1))
    #expect(panes[0] == Rect(x: 0, y: 1, width: 26, height: 22))
    #expect(panes[1] == Rect(x: 26, y: 1, width: 54, height: 22))
  }

  @Test func aPanelFramesAnyDrawing() {
    var canvas = Canvas(size: Size(width: 20, height: 4))
    Surface.draw(on: &canvas, context: RenderContext()) { surface in
      let panel = Panel(title: "Notes", border: .rounded)
      let inside = panel.render(in: &surface, region: surface.bounds, isFocused: false)
      surface.withRegion(inside) { $0.write("Buy milk", at: .zero) }
    }
    #expect(canvas.line(0) == "╭ Notes ───────────╮")
    #expect(canvas.line(1) == "│Buy milk          │")
  }
}
