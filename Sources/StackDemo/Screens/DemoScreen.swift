import StackCore
import StackTerminal

/// One screen of the demo: a stack built with StackCore's public API, plus the keys that
/// only make sense on this screen.
@MainActor
protocol DemoScreen: AnyObject {
  /// The name used by `--screen` and shown in the title bar.
  static var name: String { get }
  /// The stack the screen shows.
  var stack: ScrollStack { get }
  /// Help lines for the screen's own keys: (keys, what they do).
  var helpEntries: [(keys: String, action: String)] { get }
  /// Handles a screen-specific key; returns false when the key means nothing here.
  func handle(_ key: Key) -> Bool
}

extension DemoScreen {
  var name: String { Self.name }
  var helpEntries: [(keys: String, action: String)] { [] }
  func handle(_ key: Key) -> Bool { false }
}

/// Makes a stack with the demo's common look.
@MainActor
func makeDemoStack() -> ScrollStack {
  let stack = ScrollStack(viewport: Size(width: 80, height: 20))
  stack.defaultSeparator = Separator(style: DemoPalette.rule)
  stack.showsScrollIndicator = true
  return stack
}
