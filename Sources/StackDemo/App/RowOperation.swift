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
