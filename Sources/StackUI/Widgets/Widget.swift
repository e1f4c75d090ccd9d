import StackCore

/// Anything that draws itself in a region and may take keys: a stack, an input line, a table,
/// a group of widgets, a dialog. The one drawing contract of the widget layer — a row's
/// content draws on the same `Surface` (`RowContent.render(in:context:)`), so a row can
/// host a widget (`WidgetRow`) and a widget can host a stack (``StackWidget``).
///
/// Coordinates are the widget's own: `(0, 0)` is its region's top-left cell in ``render(in:isFocused:)``,
/// in the `region` given to ``handle(_:in:)`` (always at `(0, 0)`, the region's size) and for
/// mouse events' points, and for ``cursorPosition(in:)``. The group that holds the widget
/// translates. A widget answers nil to an event it does not use, so the event goes on to the
/// screen's and the app's key maps.
///
/// ```swift
/// final class Clock: Widget {
///   var time = "12:00"
///   var acceptsFocus: Bool { false }
///   func render(in surface: inout Surface, isFocused: Bool) {
///     surface.write(time, at: Point(x: max(0, surface.size.width - 5), y: 0), role: .muted)
///   }
///   func handle(_ event: InputEvent, in region: Rect) -> AppResponse? { nil }
/// }
/// ```
///
/// Widgets are not tied to an actor: an app uses its widgets from its own (usually the main
/// actor), a test from its own.
public protocol Widget: AnyObject {
  /// True when the widget can take the focus (Tab stops at it). Default: true.
  var acceptsFocus: Bool { get }
  /// Draws the widget on `surface` (its region, clipped; the theme and the terminal's
  /// capabilities in `surface.context`); `isFocused` says whether it has the focus, which it
  /// shows the way its kind does.
  func render(in surface: inout Surface, isFocused: Bool)
  /// Handles a key (while focused), pasted text, or a mouse event inside the widget
  /// (points in the widget's coordinates); `region` is the widget's region, at `(0, 0)`. nil
  /// when the widget does not use the event.
  func handle(_ event: InputEvent, in region: Rect) -> AppResponse?
  /// Where the terminal's cursor goes while the widget has the focus (its coordinates), or nil
  /// to hide it. Default: nil.
  func cursorPosition(in region: Rect) -> Point?
  /// The widget's keys, for the screen's help and footer (``FocusGroup/helpSections`` lists
  /// the focused widget's first). Default: nil (no keys of its own to list).
  var keyHelp: KeyHelpSection? { get }
  /// True while the widget moves on its own (a spinner, a toast that will expire): the app's
  /// loop then draws frames, and the widget reads the time from `surface.context`. Default:
  /// false.
  var isAnimating: Bool { get }
  /// True while the widget takes typed text (an input line, a text area, a form's focused
  /// text field): printable keys type there, so while it has the focus the help of its
  /// screen (``FocusGroup/helpSections``, a footer) leaves out the printable keys pressed
  /// without a modifier (``KeyMapEntry/helpLineWhileTyping``). Default: false.
  var takesTypedText: Bool { get }
}

extension Widget {
  /// Default: every widget can take the focus.
  public var acceptsFocus: Bool { true }
  /// Default: no cursor.
  public func cursorPosition(in region: Rect) -> Point? { nil }
  /// Default: no help.
  public var keyHelp: KeyHelpSection? { nil }
  /// Default: nothing moves on its own.
  public var isAnimating: Bool { false }
  /// Default: no typed text.
  public var takesTypedText: Bool { false }
}

/// A widget placed in a part of its holder's surface: the holder's coordinates in, the
/// widget's own coordinates inside.
extension Widget {
  /// Draws the widget in `region` of `surface` (the surface's coordinates), clipped to it.
  ///
  /// ```swift
  /// input.render(in: &surface, region: Rect(x: 0, y: 0, width: surface.size.width, height: 1),
  ///              isFocused: true)
  /// ```
  public func render(in surface: inout Surface, region: Rect, isFocused: Bool) {
    surface.withRegion(region) { render(in: &$0, isFocused: isFocused) }
  }

  /// Handles `event`, given in the coordinates of the surface that holds the widget at
  /// `region`: a mouse event's point is made the widget's own.
  public func handle(_ event: InputEvent, placedAt region: Rect) -> AppResponse? {
    handle(event.relative(to: region.origin), in: Rect(origin: .zero, size: region.size))
  }

  /// The widget's cursor in the coordinates of the surface that holds it at `region`.
  public func cursorPosition(placedAt region: Rect) -> Point? {
    cursorPosition(in: Rect(origin: .zero, size: region.size)).map {
      Point(x: $0.x.saturatingAdd(region.minX), y: $0.y.saturatingAdd(region.minY))
    }
  }
}
