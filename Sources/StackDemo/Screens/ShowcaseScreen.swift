import StackCore
import StackTerminal

/// The reference library's own demo as a terminal stack: Welcome (fixed), Notes (fits its
/// text), Tags (collapsible), Gallery (fixed, colour blocks), Pricing (grows with its table).
@MainActor
final class ShowcaseScreen: DemoScreen {
  static let name = ScreenName.showcase
  let stack = makeDemoStack()
  var onAnimation: ((_ change: String, _ phase: AnimationPhase) -> Void)?
  let pricing = PricingContent()

  init() throws {
    stack.defaultInsets = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
    let notes = TextRowContent(
      """
      Notes — 笔记 📝 This row sizes itself to fit its text: resize the terminal and it \
      re-wraps. Wide characters (中文, 日本語, 한국어) and emoji (🎉🚀) take two columns; \
      combining marks (e\u{301}) take none.
      """)
    try stack.setRows {
      WelcomeContent().insets(EdgeInsets(top: 1, left: 2, bottom: 1, right: 1))
      notes
      TagsContent()
      GalleryContent()
      pricing
    }
  }

  var keyEntries: [KeyMapEntry<ScreenAction>] {
    [.command("add-plan", keys: [.character("+")], help: "add a plan to Pricing", action: .addPlan)]
  }

  func perform(_ action: ScreenAction) -> Bool {
    guard action == .addPlan, let row = stack.row(for: pricing), let index = row.index
    else { return false }
    pricing.addPlan()
    // The table grows line by line; the view follows to show all of it.
    animating("grow") { animation, completion in
      try? stack.performUpdate(animation: animation, completion: completion) {
        () throws(StackError) in
        try stack.reloadRow(at: index)
        // Show the table that grew: select it and bring all of it into view.
        if (try? stack.select(rowAt: index)) != nil {
          try stack.scrollToRow(at: index, alignment: .nearest)
        }
      }
    }
    return true
  }
}
