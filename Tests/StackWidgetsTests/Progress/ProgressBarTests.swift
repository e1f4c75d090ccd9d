import Testing

@testable import StackWidgets

/// `ProgressBar`: the fill in eighths, the numbers after it, bouncing, colours, bad amounts.
@Suite struct ProgressBarTests {
  @Test func aDeterminateBarShowsItsLabelFillAndPercentage() {
    let bar = ProgressBar("Copy", total: 200)
    bar.progress.set(completed: 100)
    bar.showsRate = false
    let line = draw(widget: bar, width: 30).line(0)
    #expect(line == "Copy ██████████░░░░░░░░░░  50%")
  }

  @Test func partCellsAreDrawnInEighths() {
    let bar = ProgressBar(total: 80)
    bar.showsPercentage = false
    bar.progress.set(completed: 13)  // 13/80 of 10 cells = 1.625 cells: one full, five eighths.
    #expect(draw(widget: bar, width: 10).line(0) == "█▋░░░░░░░░")
  }

  @Test func rateAndTimeLeftComeFromTheReportedTimes() {
    let bar = ProgressBar("Get", total: 1000)
    bar.unit = "B"
    bar.update(completed: 0, at: 0)
    bar.update(completed: 250, at: 2_000)
    #expect(bar.progress.ratePerSecond == 125)
    #expect(bar.progress.remainingMilliseconds == 6_000)
    #expect(draw(widget: bar, width: 50).line(0).hasSuffix(" 25% 125B/s ETA 0:06"))
  }

  @Test func aShortLineDropsTheTimeTheRateThePercentageThenTheLabel() {
    let bar = ProgressBar("Downloading", total: 10)
    bar.update(completed: 0, at: 0)
    bar.update(completed: 5, at: 1_000)
    let wide = draw(widget: bar, width: 60).line(0)
    #expect(wide.contains("ETA") && wide.contains("/s") && wide.contains("%"))
    let narrow = draw(widget: bar, width: 20).line(0)
    #expect(!narrow.contains("ETA"))
    let tiny = draw(widget: bar, width: 3).line(0)
    #expect(tiny == "█▌░")  // The bar alone.
  }

  @Test func anIndeterminateBarBouncesOnTheLoopsClock() {
    let bar = ProgressBar(indeterminate: true)
    #expect(bar.isAnimating)
    func blockStart(at time: Int64) -> Int? {
      let canvas = draw(widget: bar, width: 20, context: RenderContext(milliseconds: time))
      return (0..<20).first { canvas[$0, 0].grapheme == "█" }
    }
    #expect(blockStart(at: 0) == 0)
    #expect(blockStart(at: 50) == 1)
    #expect(blockStart(at: 50 * 16) == 16)  // The far end (20 - 4 cells).
    #expect(blockStart(at: 50 * 17) == 15)  // Back again.
    #expect(blockStart(at: -50) == 1)
  }

  @Test func badAmountsAreDrawnSanely() {
    let cases: [(Double, Double, String)] = [
      (.nan, 10, " 0%"), (-5, 10, " 0%"), (50, 10, " 100%"), (.infinity, 10, " 100%"),
      (5, 0, " 0%"), (5, -3, " 0%"), (5, .nan, " 0%"), (5, .infinity, " 0%"),
      (-.infinity, 10, " 0%"),
    ]
    for (completed, total, percent) in cases {
      let bar = ProgressBar(total: total)
      bar.update(completed: completed, at: 0)
      bar.update(completed: completed, at: 1_000)
      let line = draw(widget: bar, width: 30).line(0)
      #expect(
        line.hasSuffix(percent) || line.contains(percent + " "), "\(completed)/\(total): \(line)")
    }
  }

  @Test func withoutColoursTheFillAndTheRestDifferByCharacter() {
    let bar = ProgressBar(total: 2)
    bar.progress.set(completed: 1)
    bar.showsPercentage = false
    let canvas = draw(widget: bar, width: 20, context: .monochrome)
    #expect(hasNoColor(canvas))
    #expect(canvas.line(0) == "██████████░░░░░░░░░░")
    #expect(
      usesOnlyBaseColors(draw(widget: bar, width: 20, context: RenderContext(colorDepth: .ansi8))))
  }

  @Test func aWideLabelIsCutAtTheRightColumn() {
    let bar = ProgressBar("ダウンロード中", total: 1)
    bar.showsPercentage = false
    let canvas = draw(widget: bar, width: 18)
    #expect(canvas.line(0).hasPrefix("ダウ… "))
    #expect(canvas[6, 0].grapheme == "░")
  }
}
