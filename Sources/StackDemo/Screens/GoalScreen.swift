import StackCore
import StackTerminal

/// A state-driven row: a tap sets a goal, then counts towards it until success, and the row's
/// height follows the state.
@MainActor
final class GoalScreen: DemoScreen {
  static let name = ScreenName.goal
  let stack = makeDemoStack()
  var onAnimation: ((_ change: String, _ phase: AnimationPhase) -> Void)?

  init() throws {
    let goal = GoalContent()
    try stack.setRows {
      // Only the goal row does something when tapped: the title and the notes around it
      // cannot be selected, so the screen starts on the goal.
      TextRowContent("Tap tracker", role: DemoPalette.title, isSelectable: false)
        .padding(horizontal: 1)
      TextRowContent(
        "Tap the goal row (Enter, or click it): each tap counts towards the goal, and its height follows its state.",
        role: DemoPalette.muted, isSelectable: false
      ).padding(horizontal: 1)
      goal.padding(horizontal: 2).onTap { [weak self] row in
        goal.advance()
        guard let self, let index = row.index else { return }
        // The row grows (or shrinks) through its states line by line.
        animating("goal") { animation, completion in
          try? stack.reloadRow(at: index, animation: animation, completion: completion)
        }
      }
      TextRowContent(
        "Rows below move as the goal row grows and shrinks.", role: DemoPalette.muted,
        isSelectable: false
      ).padding(horizontal: 1)
    }
  }
}
