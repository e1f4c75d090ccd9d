import StackCore
import StackTerminal

/// N plain rows, made lazily: usable with 1,000,000 rows.
///
/// `m` turns live mode on: the list becomes a state of up to 1,000 identified items, applied
/// to the stack (`ScrollStack.apply(_:animation:completion:row:)`), and every second one
/// item moves. The selection stays on its item wherever it moves; the status line names it.
@MainActor
final class ListScreen: DemoScreen {
  static let name = ScreenName.list
  let stack = makeDemoStack()
  var onAnimation: ((_ change: String, _ phase: AnimationPhase) -> Void)?
  private let rows: Int
  /// Live mode's items, nil when it is off.
  private var live: LiveList?
  private var clock: (any AnimationClock)?

  init(rows: Int) throws {
    self.rows = rows
    try addLazyRows()
  }

  private func addLazyRows() throws(StackError) {
    try stack.addLazyRows(count: rows, estimatedLength: 1) { ListRowContent(index: $0) }
  }

  var keyEntries: [KeyMapEntry<ScreenAction>] {
    [
      .command(
        "toggle-live", keys: [.character("m")], help: "live: a row moves every second",
        action: .toggleLive)
    ]
  }

  func perform(_ action: ScreenAction) -> Bool {
    guard action == .toggleLive else { return false }
    if live == nil {
      let list = LiveList(count: min(rows, LiveList.maximumCount), now: clock?.now ?? .zero)
      list.apply(to: stack)
      live = list
    } else {
      live = nil
      stack.removeAllRows()
      try? addLazyRows()
    }
    return true
  }

  /// In live mode, the selected item and the moves so far (`live: Row 17 selected, 3 moves`).
  var statusNote: String? {
    guard let live else { return nil }
    let selected = (stack.selection?.content as? ListRowContent).map { "Row \($0.index + 1)" }
    return "live: " + (selected.map { "\($0) selected" } ?? "no selection")
      + ", \(live.moves) moves"
  }

  func clockDidChange(_ clock: (any AnimationClock)?) { self.clock = clock }

  var hasTimedState: Bool { live != nil && clock != nil }

  func advanceTimedState() -> Bool {
    guard var list = live, let now = clock?.now, list.isDue(at: now) else { return false }
    list.moveOne(at: now)
    list.apply(to: stack)
    live = list
    return true
  }
}

/// Live mode's state: identified items, one of which moves every second.
struct LiveList {
  static let maximumCount = 1000
  static let interval = Duration.seconds(1)

  struct Item: Identifiable, Equatable { let id: Int }

  private(set) var items: [Item]
  private(set) var moves = 0
  private var nextMove: Duration

  init(count: Int, now: Duration) {
    items = (0..<count).map(Item.init)
    nextMove = now + Self.interval
  }

  func isDue(at now: Duration) -> Bool { now >= nextMove && items.count > 1 }

  /// Moves one item (a different one each time, to a different place).
  mutating func moveOne(at now: Duration) {
    moves += 1
    let item = items.remove(at: (moves * 37) % items.count)
    items.insert(item, at: (moves * 53 + 11) % (items.count + 1))
    nextMove = now + Self.interval
  }

  @MainActor
  func apply(to stack: ScrollStack) {
    _ = try? stack.apply(items) { ListRowContent(index: $0.id).rowSpec }
  }
}
