internal import CNcurses
import StackCore

/// Turns an ncurses mouse report (`getmouse`'s button state and cell) into `MouseEvent`s.
///
/// A pure function, tested without a terminal. Only the primary button and the wheel are
/// decoded; anything else (other buttons, modifier bits, motion reports) gives `[]`.
///
/// ```swift
/// MouseDecoder.decode(buttonState: MouseDecoder.button1Clicked, x: 3, y: 1)
/// // [.press(Point(x: 3, y: 1)), .release(Point(x: 3, y: 1))]
/// ```
enum MouseDecoder {
  /// The events in one report, in the order they happened. `BUTTON1_CLICKED` (reported when
  /// ncurses merges a press and release) gives a press followed by a release.
  static func decode(buttonState: UInt64, x: Int, y: Int) -> [MouseEvent] {
    let point = Point(x: x, y: y)
    var events: [MouseEvent] = []
    if buttonState & button1Pressed != 0 { events.append(.press(point)) }
    if buttonState & button1Clicked != 0 { events += [.press(point), .release(point)] }
    if buttonState & button1Released != 0 { events.append(.release(point)) }
    if buttonState & button4Pressed != 0 { events.append(.wheelUp(point)) }
    if buttonState & button5Pressed != 0 { events.append(.wheelDown(point)) }
    return events
  }

  /// `BUTTON1_PRESSED`.
  package static let button1Pressed = UInt64(stacktui_button1_pressed())
  /// `BUTTON1_RELEASED`.
  package static let button1Released = UInt64(stacktui_button1_released())
  /// `BUTTON1_CLICKED`.
  package static let button1Clicked = UInt64(stacktui_button1_clicked())
  /// `BUTTON4_PRESSED`: the wheel turned up.
  package static let button4Pressed = UInt64(stacktui_button4_pressed())
  /// `BUTTON5_PRESSED`: the wheel turned down.
  package static let button5Pressed = UInt64(stacktui_button5_pressed())
}
