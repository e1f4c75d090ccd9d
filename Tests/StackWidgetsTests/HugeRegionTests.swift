import Testing

@testable import StackWidgets

/// Every widget drawn in a region far larger than the canvas (and an empty one): clipped,
/// never trapped.
@Suite struct HugeRegionTests {
  @Test func widgetsDrawInAHugeRegionClippedToTheCanvas() {
    let bar = ProgressBar("x", total: 1)
    bar.progress.set(completed: 1)
    let widgets: [any Widget] = [
      bar, ProgressBar(indeterminate: true), Spinner("s"),
      Tabs([Tab("a", RecordingRoot())]),
      Footer { [KeyHelpSection(title: "", lines: [KeyHelpLine(keys: "q", help: "quit")])] },
      Screens(root: RecordingRoot()),
    ]
    for widget in widgets {
      for region in [
        Rect(x: 0, y: 0, width: .max, height: .max), Rect(x: -5, y: -5, width: 0, height: 0),
      ] {
        var canvas = Canvas(size: Size(width: 10, height: 3))
        Surface.draw(on: &canvas, in: region, context: RenderContext(milliseconds: .max)) {
          widget.render(in: &$0, isFocused: true)
        }
        _ = widget.handle(.mouse(.press(Point(x: 1, y: 0))), in: region)
      }
    }
    var canvas = Canvas(size: Size(width: 10, height: 1))
    Surface.draw(
      on: &canvas, in: Rect(x: 0, y: 0, width: .max, height: 1), context: RenderContext()
    ) {
      bar.render(in: &$0, isFocused: false)
    }
    #expect(canvas.line(0) == "x ████████")
  }
}
