import StackCore
import StackTerminal

/// N plain rows, made lazily: usable with 1,000,000 rows.
@MainActor
final class ListScreen: DemoScreen {
  static let name = ScreenName.list
  let stack = makeDemoStack()
  var onAnimation: ((_ change: String, _ phase: AnimationPhase) -> Void)?

  init(rows: Int) throws {
    try stack.addLazyRows(count: rows, estimatedLength: 1) { ListRowContent(index: $0) }
  }
}
