import StackCore

/// One part of a screen made of several: a stack, an input line, or anything that draws
/// itself in a region of the screen and takes keys while it has the focus.
///
/// A screen lays its parts out (each gets a `Rect`), draws them, gives keys to the focused
/// part first and mouse events to the part under the pointer. A part answers nil to an event
/// it does not use, so the event goes on to the screen's and the app's key maps.
@MainActor
public protocol Part: AnyObject {
  /// True when the part can take the focus (Tab stops at it). Default: true.
  var acceptsFocus: Bool { get }
  /// Draws the part inside `region` of `canvas` (nothing outside it); `isFocused` says
  /// whether it has the focus, which it shows the way its kind does.
  func render(into canvas: inout Canvas, in region: Rect, isFocused: Bool)
  /// Handles a key (while focused) or a mouse event (inside `region`, in screen
  /// coordinates); nil when the part does not use the event.
  func handle(_ event: InputEvent, in region: Rect) -> AppResponse?
  /// Where the terminal's cursor goes while the part has the focus (screen coordinates), or
  /// nil to hide it. Default: nil.
  func cursorPosition(in region: Rect) -> Point?
  /// The part's keys, for the screen's help (``PartGroup/helpSections`` lists the focused
  /// part's first). Default: nil (no keys of its own to list).
  var keyHelp: KeyHelpSection? { get }
}

extension Part {
  /// Default: every part can take the focus.
  public var acceptsFocus: Bool { true }
  /// Default: no cursor.
  public func cursorPosition(in region: Rect) -> Point? { nil }
  /// Default: no help.
  public var keyHelp: KeyHelpSection? { nil }
}
