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
  /// The screen's own keys: lines added to the demo's `KeyMap` on this screen (and listed
  /// in the help after the demo's).
  var keyEntries: [KeyMapEntry<ScreenAction>] { get }
  /// Performs one of the screen's own actions; false when it changed nothing.
  func perform(_ action: ScreenAction) -> Bool
  /// True while the screen has timed state of its own (besides its stack's animations) that
  /// ``advanceTimedState()`` moves on.
  var hasTimedState: Bool { get }
  /// Moves the screen's own timed state to the clock's time; true when the screen changed.
  func advanceTimedState() -> Bool
  /// Ends the screen's own timed state at once.
  func finishTimedState()
  /// Told when an animated change of the screen's starts moving and when it ends, with its
  /// name (see ``animating(_:_:)``). Set by ``DemoApp``.
  var onAnimation: ((_ change: String, _ phase: AnimationPhase) -> Void)? { get set }
  /// A note for the status line (the chat's "↓ 2 new messages"), or nil.
  var statusNote: String? { get }
  /// Called when the demo gives the screen its clock.
  func clockDidChange(_ clock: (any AnimationClock)?)
  /// A widget shown over the stack's region that takes every key, paste and click while it
  /// is there (the checkout's form), or nil.
  var overlay: (any Widget)? { get }
}

extension DemoScreen {
  var name: ScreenName { Self.name }
  var keyEntries: [KeyMapEntry<ScreenAction>] { [] }
  func perform(_ action: ScreenAction) -> Bool { false }
  var hasTimedState: Bool { false }
  var statusNote: String? { nil }
  func advanceTimedState() -> Bool { false }
  func finishTimedState() {}
  func clockDidChange(_ clock: (any AnimationClock)?) {}
  var overlay: (any Widget)? { nil }
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
  stack.defaultSeparator = Separator(role: DemoPalette.rule)
  stack.showsScrollIndicator = true
  return stack
}
