import StackWidgets

/// A root widget for the overlay tests: fills its region with a letter, counts what reaches it.
final class RecordingRoot: Widget {
  var events: [InputEvent] = []
  var renders = 0
  /// False: events are recorded but not used (nil), so they go on.
  var answersEvents = true
  let letter: Character
  init(letter: Character = ".") { self.letter = letter }
  func render(in surface: inout Surface, isFocused: Bool) {
    renders += 1
    surface.fill(surface.bounds, with: letter, role: .text)
    surface.write("ROOT", at: .zero, role: .accent)
  }
  func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    events.append(event)
    return answersEvents ? .redraw : nil
  }
}

/// Draws `widget` into a canvas of `width`×`height` with `context`, focused or not.
func draw(
  widget: any Widget, width: Int, height: Int = 1, focused: Bool = true,
  context: RenderContext = RenderContext()
) -> Canvas {
  widget.canvas(width: width, height: height, focused: focused, context: context)
}

/// Every colour of `canvas`'s cells.
func colors(of canvas: Canvas) -> [TerminalColor] {
  (0..<canvas.size.height).flatMap { y in
    (0..<canvas.size.width).flatMap { x in
      [canvas[x, y].style.foreground, canvas[x, y].style.background]
    }
  }
}

/// True when every colour is the default or one of the eight base colours.
func usesOnlyBaseColors(_ canvas: Canvas) -> Bool {
  colors(of: canvas).allSatisfy { color in
    if case .ansi(let index) = color { return index < 8 }
    return color == .default
  }
}

/// True when no cell has a colour (NO_COLOR).
func hasNoColor(_ canvas: Canvas) -> Bool {
  colors(of: canvas).allSatisfy { $0 == .default }
}

/// Draws the Screens host into a canvas of `width`×`height` with `context` and returns the canvas.
func draw(
  _ screens: Screens, width: Int = 40, height: Int = 12,
  context: RenderContext = RenderContext()
) -> Canvas {
  var canvas = Canvas(size: Size(width: width, height: height))
  Surface.draw(on: &canvas, context: context) { screens.render(in: &$0) }
  return canvas
}

/// The same at the loop's time `milliseconds`.
func draw(_ screens: Screens, at milliseconds: Int64) -> Canvas {
  draw(screens, context: RenderContext(milliseconds: milliseconds))
}

extension Screens {
  /// Presses `keys` in order (after a first layout in 40×12), returning the last response.
  @discardableResult
  func press(_ keys: Key...) -> AppResponse? {
    if bounds.isEmpty { _ = handle(.resize(Size(width: 40, height: 12))) }
    var last: AppResponse?
    for key in keys { last = handle(.key(key)) }
    return last
  }
}

extension Canvas {
  /// The first point where `text` starts on a line, or nil.
  func find(_ text: String) -> Point? {
    let wanted = Array(text)
    for y in 0..<size.height {
      let cells = (0..<size.width).filter { !self[$0, y].isContinuation }
      let characters = cells.map {
        Character(self[$0, y].grapheme.isEmpty ? " " : self[$0, y].grapheme)
      }
      guard characters.count >= wanted.count else { continue }
      for start in 0...(characters.count - wanted.count)
      where Array(characters[start..<(start + wanted.count)]) == wanted {
        return Point(x: cells[start], y: y)
      }
    }
    return nil
  }
}
