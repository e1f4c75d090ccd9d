import StackTesting
import Testing

@testable import StackWidgets

/// One picture of the widget catalogue (`StackWidgets.docc/Resources/NAME.svg`): a widget set
/// up as its DocC page shows it, drawn headless at a fixed size and time.
struct WidgetPicture: CustomTestStringConvertible, Sendable {
  let name: String
  let size: Size
  /// Sets the widget up and draws it (on the main actor: widgets live there).
  let draw: @MainActor @Sendable (inout Surface) -> Void

  var testDescription: String { name }

  /// The picture as SVG: the widget drawn in 256 colours on the dark theme, rendered as
  /// xterm draws it.
  @MainActor func svg() -> String {
    var canvas = Canvas(size: size)
    Surface.draw(on: &canvas, context: RenderContext(milliseconds: 160)) { draw(&$0) }
    return ScreenSVG.render(canvas, background: .dark)
  }
}
