import StackCore
import StackTerminal

/// One screen of the demo: a stack built with StackCore's public API, plus the keys that
/// only make sense on this screen.
@MainActor
protocol DemoScreen: AnyObject {
  /// The screen's name, used by `--screen` and shown in the title bar.
  static var name: ScreenName { get }
  /// The stack the screen shows.
  var stack: ScrollStack { get }
  /// The screen's own keys: lines added to the demo's ``KeyMap`` on this screen (and listed
  /// in the help after the demo's).
  var keyEntries: [KeyMapEntry<ScreenAction>] { get }
  /// Performs one of the screen's own actions; false when it changed nothing.
  func perform(_ action: ScreenAction) -> Bool
}

extension DemoScreen {
  var name: ScreenName { Self.name }
  var keyEntries: [KeyMapEntry<ScreenAction>] { [] }
  func perform(_ action: ScreenAction) -> Bool { false }
}

extension ScreenName {
  /// Builds the screen of this name; `rows` is the list screen's row count.
  @MainActor
  func makeScreen(rows: Int) throws -> any DemoScreen {
    switch self {
    case .showcase: try ShowcaseScreen()
    case .checkout: try CheckoutScreen()
    case .goal: try GoalScreen()
    case .chat: try ChatScreen()
    case .list: try ListScreen(rows: rows)
    }
  }
}

/// Makes a stack with the demo's common look.
@MainActor
func makeDemoStack() -> ScrollStack {
  let stack = ScrollStack(viewport: Size(width: 80, height: 20))
  stack.defaultSeparator = Separator(style: DemoPalette.rule)
  stack.showsScrollIndicator = true
  return stack
}
