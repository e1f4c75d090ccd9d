import Testing

@testable import StackWidgets

/// `Sparkline`: bars by value, the newest at the right, gaps and bad values defined.
@Suite struct SparklineTests {
  @Test func valuesBecomeBarsOnTheScale() {
    let line = Sparkline(values: [0, 1, 2, 3, 4, 5, 6, 7], minimum: 0, maximum: 7)
    #expect(line.bars(width: 8) == "▁▂▃▄▅▆▇█")
    #expect(line.bars(width: 3) == "▆▇█")  // the newest
  }

  @Test func badValuesHaveADefinedBar() {
    let line = Sparkline(values: [.nan, -5, 10, .infinity, 5])
    #expect(line.bars(width: 10) == " ▁█ ▅")
    #expect(Sparkline(values: []).bars(width: 4) == "")
    #expect(Sparkline(values: [.nan, .nan]).bars(width: 4) == "  ")
    #expect(Sparkline(values: [0, 0]).bars(width: 4) == "▁▁")
    #expect(Sparkline(values: [1, 2], minimum: .nan, maximum: -.infinity).bars(width: 0) == "")
    #expect(Sparkline(values: [3, 3], minimum: nil).bars(width: 2) == "▁▁")
  }

  @Test func appendKeepsTheLimit() {
    let line = Sparkline()
    for value in 0..<10 { line.append(Double(value), keeping: 4) }
    #expect(line.values == [6, 7, 8, 9])
    line.append(1, keeping: -3)
    #expect(line.values.isEmpty)
  }

  @Test func itDrawsAtTheRightInTheGaugeRoleInEveryColourDepth() {
    for context in [
      RenderContext(), RenderContext(colorDepth: .none), RenderContext(colorDepth: .ansi8),
    ] {
      var canvas = Canvas(size: Size(width: 6, height: 1))
      let line = Sparkline(values: [0, 8])
      Surface.draw(on: &canvas, context: context) { line.render(in: &$0, isFocused: false) }
      #expect(canvas.line(0) == "    ▁█")
      #expect(canvas[5, 0].style == context.style(.gauge))
    }
    #expect(Sparkline().acceptsFocus == false)
  }
}
