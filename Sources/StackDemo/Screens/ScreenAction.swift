/// The keys one screen has of its own (listed in the help after the demo's keys).
enum ScreenAction: Hashable, Sendable {
  /// Showcase: add a plan to the Pricing table.
  case addPlan
  /// Checkout: swap the footer for an item count and back.
  case toggleFooter
  /// Checkout: open the widget gallery over the cart.
  case openGallery
  /// Chat: ask the next question.
  case askNextQuestion
  /// Chat: load older messages at the top, without moving what is on screen.
  case loadOlderMessages
  /// List: live mode on or off (an identified list where a row moves every second).
  case toggleLive
}
