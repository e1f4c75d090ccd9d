import StackCore

/// A key the per-key benchmarks press.
enum KeyOperation: String, CaseIterable {
  /// Selection down one row (holding ↓: once the selection reaches the bottom every key
  /// scrolls the list by one row).
  case down
  /// Page down (the selection and the viewport move one screen).
  case pageDown = "pagedown"
  /// End: select the last row, from the first.
  case end
  /// Home: select the first row, from the last.
  case home
  /// Collapse the selected row in the middle of the list (3 lines → 1).
  case collapse
  /// ↑ on the first row: changes nothing.
  case noop

  /// The action the key maps to.
  var action: StackAction {
    switch self {
    case .down: .selectNext
    case .pageDown: .pageForward
    case .end: .selectLast
    case .home: .selectFirst
    case .collapse: .collapseSelection
    case .noop: .selectPrevious
    }
  }
}

/// Something the per-key benchmarks can press keys on: the real stack or the naive baseline.
protocol KeyDriver: AnyObject {
  /// Brings the driver into the state `operation` starts from (not timed).
  func prepare(_ operation: KeyOperation)
  /// Presses the key: the action, layout, rendering and diff. Returns the changed runs.
  @discardableResult
  func press(_ operation: KeyOperation) -> Int
  /// The screen after the last frame.
  var screen: Canvas { get }
}

/// Drives a ``ScrollStack`` built like the demo's list screen.
final class StackDriver: KeyDriver {
  let rows: Int
  let frames: FramePair
  var stack: ScrollStack { frames.stack }
  /// The row the collapse benchmark folds and unfolds.
  let middle: Int

  init(rows: Int) {
    self.rows = rows
    middle = rows / 2
    frames = FramePair(stack: ListStack.make(rows: rows))
  }

  var screen: Canvas { frames.screen }

  func prepare(_ operation: KeyOperation) {
    let selected = stack.selectedIndex ?? 0
    switch operation {
    case .down:
      if selected >= rows - 2 || isCollapsibleSelection { reselect(middle == 0 ? 0 : middle - 1) }
    case .pageDown:
      if selected >= rows - 40 || isCollapsibleSelection { reselect(0) }
    case .end:
      stack.selectFirst()
      frames.frame()
    case .home:
      stack.selectLast()
      frames.frame()
    case .collapse:
      if stack.rows[middle].collapsibility == nil {
        try? stack.setCollapsibility(ListStack.collapsibility, forRowAt: middle)
      }
      if selected != middle { reselect(middle) }
      if stack.rows[middle].isExpanded == false { frames.key(.expandSelection) }
    case .noop:
      if selected != 0 || stack.offset != 0 {
        stack.selectFirst()
        frames.frame()
      }
    }
  }

  @discardableResult
  func press(_ operation: KeyOperation) -> Int {
    frames.key(operation.action)
  }

  private var isCollapsibleSelection: Bool { stack.selection?.collapsibility != nil }

  private func reselect(_ index: Int) {
    try? stack.select(rowAt: index)
    frames.frame()
  }
}

/// Times keys on a driver.
enum KeyTimer {
  /// Times `operation` on `driver`: `warmup` untimed presses, then presses until `repeats`
  /// samples are taken or `budget` has passed with at least `minimum` samples.
  static func measure(
    _ operation: KeyOperation, on driver: KeyDriver, repeats: Int, warmup: Int,
    minimum: Int = 30, budget: Duration = .seconds(3)
  ) -> Samples {
    let clock = ContinuousClock()
    var samples = Samples()
    for _ in 0..<warmup {
      driver.prepare(operation)
      driver.press(operation)
    }
    let deadline = clock.now + budget
    while samples.count < repeats {
      driver.prepare(operation)
      let start = clock.now
      driver.press(operation)
      samples.add(clock.now - start)
      if samples.count >= minimum && clock.now > deadline { break }
    }
    return samples
  }
}
