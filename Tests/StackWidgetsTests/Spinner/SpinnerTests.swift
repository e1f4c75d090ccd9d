import Testing

@testable import StackWidgets

/// `Spinner`: frames from the loop's clock, stopping, bad styles, colours, wide labels.
@Suite struct SpinnerTests {
  @Test func theFrameFollowsTheLoopsClock() {
    let spinner = Spinner("Loading")
    #expect(draw(widget: spinner, width: 12).line(0) == "⠋ Loading")
    #expect(
      draw(widget: spinner, width: 12, context: RenderContext(milliseconds: 80)).line(0)
        == "⠙ Loading")
    #expect(
      draw(widget: spinner, width: 12, context: RenderContext(milliseconds: 800)).line(0)
        == "⠋ Loading")
    #expect(spinner.isAnimating)
  }

  @Test func anyTimeGivesAFrameNegativeAndHugeToo() {
    for style in SpinnerStyle.builtIn {
      for time: Int64 in [.min, -1, 0, 1, 79, .max] {
        #expect(style.frames.contains(style.frame(at: time)))
      }
      #expect(Set(style.frames.map { TextWidth.of($0) }).count == 1)
    }
    #expect(SpinnerStyle.line.frame(at: -1) == "/")  // Backwards in time turns backwards.
  }

  @Test func aStyleWithoutFramesOrIntervalIsStillAStyle() {
    let empty = SpinnerStyle(frames: [], interval: -5)
    #expect(empty.frames == [" "] && empty.interval == 1)
    let uneven = SpinnerStyle(frames: ["a", "日本"], interval: 10)
    #expect(uneven.frames == ["a   ", "日本"])  // 日本 takes four columns.
  }

  @Test func aStoppedSpinnerShowsItsMarkAndDoesNotAnimate() {
    let spinner = Spinner("Loading")
    spinner.stop("Done")
    #expect(!spinner.isAnimating)
    #expect(draw(widget: spinner, width: 12).line(0) == "✓ Done")
    spinner.start()
    #expect(spinner.isAnimating)
  }

  @Test func wideLabelsAreCutAtTheRightColumn() {
    let spinner = Spinner("読み込み中です", style: .line)
    let canvas = draw(widget: spinner, width: 8)
    #expect(canvas.line(0) == "- 読み…")
    #expect(canvas[2, 0].grapheme == "読" && canvas[3, 0].isContinuation)
  }

  @Test func withoutColoursAndAtEightColours() {
    let spinner = Spinner("Loading")
    #expect(hasNoColor(draw(widget: spinner, width: 12, context: .monochrome)))
    #expect(
      usesOnlyBaseColors(
        draw(widget: spinner, width: 12, context: RenderContext(colorDepth: .ansi8))))
    #expect(draw(widget: spinner, width: 12, context: .monochrome).line(0) == "⠋ Loading")
  }
}
