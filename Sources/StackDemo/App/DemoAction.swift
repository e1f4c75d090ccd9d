import StackCore

/// What a key does in the demo: the actions of its `KeyMap`. ``DemoApp/perform(_:)`` carries
/// them out.
enum DemoAction: Hashable, Sendable {
  /// Quit the demo.
  case quit
  /// Switch to the next screen (Tab order), wrapping around.
  case nextScreen
  /// Switch to the previous screen, wrapping around.
  case previousScreen
  /// Show the help overlay.
  case showHelp
  /// Show or hide the event log panel.
  case toggleEventLog
  /// A standard navigation action on the current stack; `StackAction.activateSelection` is
  /// a keyboard tap (the row is drawn pressed until the next input or the idle time-out).
  case stack(StackAction)
  /// A row operation every screen offers.
  case row(RowOperation)
  /// A key of the current screen's own.
  case screen(ScreenAction)
  /// Scroll the help overlay (a help that fits closes instead).
  case scrollHelp(HelpScroll)
}
