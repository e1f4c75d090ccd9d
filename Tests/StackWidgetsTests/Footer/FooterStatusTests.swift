import Testing

@testable import StackWidgets

/// `Footer.status`: live state before the keys, kept when the keys do not fit.
@Suite struct FooterStatusTests {
  static func footer(status: String) -> Footer {
    let footer = Footer { FooterTests.sections }
    footer.status = { status }
    return footer
  }

  @Test func theStateComesFirstAndTheKeysAfterIt() {
    #expect(
      draw(widget: Self.footer(status: "3 lines"), width: 60).line(0)
        == " 3 lines · Enter open · / filter · Tab next · q quit")
  }

  @Test func keysThatDoNotFitAfterTheStateAreDropped() {
    #expect(
      draw(widget: Self.footer(status: "3 lines"), width: 24).line(0) == " 3 lines · Enter open")
    #expect(draw(widget: Self.footer(status: "3 lines"), width: 20).line(0) == " 3 lines")
  }

  @Test func aStateWiderThanTheLineIsCutAndNoKeysShow() {
    let footer = Self.footer(status: String(repeating: "y", count: 50))
    #expect(draw(widget: footer, width: 12).line(0) == " yyyyyyyyy…")
  }

  @Test func theStateIsDrawnInItsRoleAndTheKeysInTheBars() {
    let footer = Self.footer(status: "failed")
    footer.statusRole = .error
    let context = RenderContext()
    let canvas = draw(widget: footer, width: 60, context: context)
    #expect(canvas[1, 0].style == context.style(.error))
    #expect(canvas[0, 0].style == context.style(.status))
    #expect(canvas[10, 0].style == context.style(.status).merging(CellStyle(attributes: .bold)))
  }

  @Test func anEmptyStateLeavesTheKeysAsBefore() {
    #expect(
      draw(widget: Self.footer(status: ""), width: 60).line(0)
        == draw(widget: Footer { FooterTests.sections }, width: 60).line(0))
  }
}

/// `Footer.follow(_:appKeysFrom:)`: the app's keys first, a dialog's alone.
@MainActor
@Suite struct FooterAppKeysTests {
  @Test func theAppsKeysComeBeforeThePartsAndADialogShowsItsOwn() {
    let group = FocusGroup([StackWidget(title: "Files")]) { [$0] }
    group.layers = [
      .command("delete", keys: [.character("d")], help: "delete") { .redraw }, .quit(),
    ]
    let screens = Screens(root: group)
    let footer = Footer()
    footer.follow(screens, appKeysFrom: group)
    let line = draw(widget: footer, width: 200).line(0)
    #expect(line.hasPrefix(" d delete · q quit · ↑↓ k j move the selection"), "\(line)")
    #expect(line.components(separatedBy: "q quit").count == 2)  // Listed once.
    screens.confirm("Quit?") { _ in }
    #expect(draw(widget: footer, width: 200).line(0).hasPrefix(" y n yes / no"))
  }
}
