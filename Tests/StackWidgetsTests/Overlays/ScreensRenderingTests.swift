import Testing

@testable import StackWidgets

/// How `Screens` draws: the backdrop dimmed or kept, without colours, at 8 colours, with wide
/// characters; toasts on the loop's clock.
@Suite struct ScreensRenderingTests {
  @Test func aDimmedBackdropIsDrawnInTheMutedRoleAndAKeptOneAsItWas() {
    let context = RenderContext()
    let screens = Screens(root: RecordingRoot())
    screens.confirm("Quit?") { _ in }
    let dimmed = draw(screens, context: context)
    #expect(dimmed[0, 0].grapheme == "R")
    #expect(dimmed[0, 0].style == context.style(.muted))
    screens.cancel()
    screens.push(
      RecordingRoot(), returning: Void.self, placement: .centered(width: 10, height: 4),
      backdrop: .kept
    ) { _ in }
    let kept = draw(screens, context: context)
    #expect(kept[0, 0].style == context.style(.accent))
  }

  @Test func withoutColoursTheFocusedButtonIsReversedAndTheBackdropDim() throws {
    let screens = Screens(root: RecordingRoot())
    screens.confirm("Quit?") { _ in }
    let canvas = draw(screens, context: .monochrome)
    let yes = try #require(canvas.find("[ Yes ]"))
    let no = try #require(canvas.find("[ No ]"))
    #expect(canvas[yes.x, yes.y].style == CellStyle(attributes: .reverse))
    #expect(canvas[no.x, no.y].style == .plain)
    #expect(canvas[0, 0].style == CellStyle(attributes: .dim))
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width {
        #expect(
          canvas[x, y].style.foreground == .default && canvas[x, y].style.background == .default)
      }
    }
  }

  @Test func atEightColoursEveryColourIsABaseColour() {
    let screens = Screens(root: RecordingRoot())
    screens.confirm("Quit?") { _ in }
    screens.notify("Saved", kind: .success)
    let canvas = draw(screens, context: RenderContext(colorDepth: .ansi8))
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width {
        for color in [canvas[x, y].style.foreground, canvas[x, y].style.background] {
          switch color {
          case .default: break
          case .ansi(let index): #expect(index < 8)
          default: Issue.record("\(color) at \(x),\(y)")
          }
        }
      }
    }
  }

  @Test func wideCharactersInADialogAndAToastSitAtTheRightColumns() throws {
    let screens = Screens(root: RecordingRoot())
    screens.confirm("削除しますか?", title: "確認") { _ in }
    screens.notify("保存しました", kind: .success)
    let canvas = draw(screens, width: 60, height: 16)
    let message = try #require(canvas.find("削除しますか?"))
    #expect(canvas[message.x, message.y].grapheme == "削")
    #expect(canvas[message.x + 1, message.y].isContinuation)
    #expect(canvas[message.x + 2, message.y].grapheme == "除")
    let toast = try #require(canvas.find("✓ 保存しました"))
    #expect(canvas[toast.x + 2, toast.y].grapheme == "保")
    // The toast's frame closes right after the text: 12 columns of text, one of margin.
    #expect(canvas[toast.x + 2 + 12 + 1, toast.y].grapheme == "│")
  }

  @Test func aToastStaysForItsTimeOnTheLoopsClockThenGoes() {
    let screens = Screens(root: RecordingRoot())
    #expect(!screens.isAnimating)
    screens.notify("Saved", kind: .success, duration: .seconds(2))
    #expect(screens.isAnimating)
    #expect(draw(screens, at: 10_000).find("✓ Saved") != nil)  // Timed from its first frame.
    #expect(draw(screens, at: 11_999).find("✓ Saved") != nil)
    #expect(screens.isAnimating)
    #expect(draw(screens, at: 12_000).find("Saved") == nil)
    #expect(!screens.isAnimating)
  }

  @Test func olderToastsMoveUpAndTheOldestMakeRoom() throws {
    let screens = Screens(root: RecordingRoot())
    screens.maximumToasts = 2
    for name in ["one", "two", "three"] { screens.notify(name) }
    let canvas = draw(screens, at: 0)
    #expect(canvas.find("one") == nil)
    let two = try #require(canvas.find("two"))
    let three = try #require(canvas.find("three"))
    #expect(two.y < three.y)
    #expect(three.y == 12 - 1 - 2)  // The newest in the corner, above the footer's line.
  }

  @Test func badToastInputIsDefined() {
    let screens = Screens(root: RecordingRoot())
    screens.notify("never", duration: .seconds(-5))
    screens.notify("", kind: .warning)
    screens.notify(String(repeating: "x", count: 100_000), kind: .error)
    let canvas = draw(screens, width: 20, height: 5, context: RenderContext(milliseconds: 0))
    #expect(canvas.find("never") == nil)
    #expect(canvas.text.contains("…"))
    _ = draw(screens, width: 3, height: 2)  // Too small for any toast: nothing traps.
    _ = draw(screens, width: 0, height: 0)
  }

  @Test func aMessageTooLongForTheScreenIsCutAndTheFieldAndButtonsKeepTheirRoom() throws {
    let screens = Screens(root: RecordingRoot())
    let message = (1...50).map { "Line \($0) of a long message." }.joined(separator: "\n")
    screens.prompt(message, text: "typed") { _ in }
    let canvas = draw(screens, width: 40, height: 12)
    let field = try #require(canvas.find("typed"))
    let ok = try #require(canvas.find("[ OK ]"))
    #expect(field.y < ok.y)
    #expect(canvas.text.contains("…"))
    #expect(canvas.find("Line 1 of") != nil && canvas.find("Line 50") == nil)
    #expect(!canvas.line(ok.y).contains("Line"))
  }

  @Test func aDialogOnATinyScreenIsCutNotTrapped() {
    let screens = Screens(root: RecordingRoot())
    screens.prompt(String(repeating: "long message ", count: 50)) { _ in }
    for size in [(0, 0), (1, 1), (5, 3), (12, 4)] {
      _ = draw(screens, width: size.0, height: size.1)
      _ = screens.handle(.resize(Size(width: size.0, height: size.1)))
      _ = screens.handle(.mouse(.press(Point(x: 0, y: 0))))
      screens.press(.tab, .character("a"))
    }
    #expect(screens.isPresenting)
  }
}
