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
