import StackCore

/// What a key does in the demo: the actions of its ``KeyMap``. ``DemoApp/perform(_:)`` carries
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
  /// A standard navigation action on the current stack; ``StackAction/activateSelection`` is
  /// a keyboard tap (the row is drawn pressed until the next input or the idle time-out).
  case stack(StackAction)
  /// A row operation every screen offers.
  case row(RowOperation)
  /// A key of the current screen's own.
  case screen(ScreenAction)
  /// Scroll the help overlay (a help that fits closes instead).
  case scrollHelp(HelpScroll)
}

/// The row operations every screen offers, so a user can watch row-change and visibility
/// events happen.
enum RowOperation: Hashable, Sendable {
  /// Add a row after the selection (at the bottom when nothing is selected).
  case add
  /// Delete the selected row.
  case delete
  /// Move the selected row one place up.
  case moveUp
  /// Move the selected row one place down.
  case moveDown
  /// Hide the selected row.
  case hide
  /// Show the rows hidden with ``hide`` on this screen.
  case showHidden
}

/// Scrolling the help overlay when not every line fits.
enum HelpScroll: Hashable, Sendable {
  /// One line back.
  case lineUp
  /// One line on.
  case lineDown
  /// One page of lines back.
  case pageUp
  /// One page of lines on.
  case pageDown
}
