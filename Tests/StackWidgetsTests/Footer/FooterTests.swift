import Testing

@testable import StackWidgets

/// `Footer`: the focused widget's keys first, each key once, fitted to the width.
@Suite struct FooterTests {
  static let sections = [
    KeyHelpSection(
      title: "Files",
      lines: [KeyHelpLine(keys: "Enter", help: "open"), KeyHelpLine(keys: "/", help: "filter")]),
    KeyHelpSection(
      title: "Screen",
      lines: [
        KeyHelpLine(keys: "Tab", help: "next"), KeyHelpLine(keys: "click", help: "focus"),
        KeyHelpLine(keys: "Enter", help: "shadowed"),
      ]),
    KeyHelpSection(title: "App", lines: [KeyHelpLine(keys: "q", help: "quit")]),
  ]

  @Test func itemsComeInTheOrderKeysAreTriedEachKeyOnceWithoutMouseNotes() {
    let footer = Footer { Self.sections }
    #expect(draw(widget: footer, width: 60).line(0) == " Enter open · / filter · Tab next · q quit")
  }

  @Test func itemsThatDoNotFitAreDroppedAndAFirstLongOneIsCut() {
    let footer = Footer { Self.sections }
    #expect(draw(widget: footer, width: 30).line(0) == " Enter open · / filter")
    let long = Footer {
      [
        KeyHelpSection(
          title: "", lines: [KeyHelpLine(keys: "x", help: String(repeating: "y", count: 50))])
      ]
    }
    #expect(draw(widget: long, width: 12).line(0) == " x yyyyyyy…")
  }

  @Test func theBarIsInTheStatusRoleWithKeysInBold() {
    let footer = Footer { Self.sections }
    let context = RenderContext()
    let canvas = draw(widget: footer, width: 60, context: context)
    #expect(canvas[0, 0].style == context.style(.status))
    #expect(canvas[59, 0].style == context.style(.status))
    #expect(canvas[1, 0].style == context.style(.status).merging(CellStyle(attributes: .bold)))
    #expect(canvas[7, 0].style == context.style(.status))
    let mono = draw(widget: footer, width: 60, context: .monochrome)
    #expect(hasNoColor(mono) && mono[0, 0].style == CellStyle(attributes: .reverse))
    #expect(
      usesOnlyBaseColors(
        draw(widget: footer, width: 60, context: RenderContext(colorDepth: .ansi8))))
  }

  @Test func itFollowsTheFocusOfAGroup() {
    let list = StackWidget(title: "Files")
    let field = InputLine()
    let group = FocusGroup([list, field]) { area in
      [
        Rect(x: 0, y: 0, width: area.size.width, height: 5),
        Rect(x: 0, y: 5, width: area.size.width, height: 1),
      ]
    }
    let footer = Footer(for: group)
    #expect(draw(widget: footer, width: 200).line(0).hasPrefix(" ↑↓ k j move the selection"))
    group.moveFocus(.next)  // An input line has no help of its own: the screen's keys come first.
    #expect(draw(widget: footer, width: 200).line(0).hasPrefix(" Tab"))
  }

  @Test func itFollowsADialogOverTheRoot() {
    let screens = Screens(root: StackWidget(title: "Files"))
    let footer = Footer(for: screens)
    #expect(draw(widget: footer, width: 200).line(0).hasPrefix(" ↑↓ k j"))
    screens.confirm("Quit?") { _ in }
    #expect(draw(widget: footer, width: 200).line(0).hasPrefix(" y n yes / no"))
  }

  @Test func aFooterInsideTheRootFollowsTheHostAroundIt() {
    let list = StackWidget(title: "Files")
    let footer = Footer()
    let group = FocusGroup([list, footer]) { area in
      Layout.rows([.fill(), .fixed(1)]).split(area)
    }
    let screens = Screens(root: group)
    footer.follow(screens)
    #expect(draw(screens, width: 80, height: 10).line(9).hasPrefix(" ↑↓ k j move the selection"))
    screens.confirm("Quit?") { _ in }
    #expect(draw(screens, width: 80, height: 10).line(9).hasPrefix(" y n yes / no"))
  }

  @Test func wideHelpTextSitsAtTheRightColumns() throws {
    let footer = Footer {
      [
        KeyHelpSection(
          title: "",
          lines: [KeyHelpLine(keys: "q", help: "終了"), KeyHelpLine(keys: "r", help: "更新")])
      ]
    }
    let canvas = draw(widget: footer, width: 30)
    #expect(canvas.line(0) == " q 終了 · r 更新")
    let refresh = try #require(canvas.find("更新"))
    #expect(refresh.x == 12 && canvas[13, 0].isContinuation)
  }
}
