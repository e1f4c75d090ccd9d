import Testing

@testable import StackCore

/// Animated hides coming faster than they animate (a script step: no time passes between the
/// keys) cost the same per hide however many are in flight. The demo fuzz found it (seed 2811,
/// case 2582): `x` pressed thousands of times hides the selected row each time; the hidden
/// rows pile up just above the selection, inside the range of rows from the first on screen
/// to the last, and the moving-row limit counted them as rows on screen — so it grew with
/// every hide, and every update walked thousands of moving rows (7.8 ms a press from the
/// 400th hide to the 1,600th, growing, against a flat 3.0 ms without animation).
@Suite struct AnimatedHidesCostTests {
  /// A title that cannot be selected stays at the top (as on the demo's goal screen), so the
  /// rows hidden below it lie between the first row on screen and the selection.
  @MainActor
  private func titledStack(clock: ManualClock?) throws -> ScrollStack {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    stack.animationClock = clock
    try stack.addRow(TestContent("title", selectable: false))
    try stack.addRows((0..<3_000).map { TestContent("row \($0)") })
    #expect(stack.selectFirst())
    return stack
  }

  /// Hides the selected row with ``linear100``, as the demo's `x` does, and draws a frame;
  /// the rows looked up by object (the animator's walks over its moving rows) on the way.
  @MainActor
  private func hideSelected(_ stack: ScrollStack, completions: CompletionLog) throws -> Int {
    let before = stack.storage.rowLookups
    guard let index = stack.selectedIndex else { return 0 }
    try stack.setRowHidden(true, at: index, animation: linear100, completion: completions.handler)
    var canvas = Canvas(size: stack.viewport)
    stack.render(into: &canvas)
    return stack.storage.rowLookups - before
  }

  @MainActor
  @Test func aHideCostsTheSameWithThousandsOfAnimatedHidesInFlight() throws {
    let clock = ManualClock()
    let stack = try titledStack(clock: clock)
    // The viewport shows at most 10 rows: the moving rows stay within the limit for 10.
    let limit = StackAnimator.maximumMovingRows(visibleRows: 10)
    var lookups: [Int] = []
    var mostMoving = 0
    let completions = CompletionLog()
    for _ in 0..<1_500 {
      lookups.append(try hideSelected(stack, completions: completions))
      mostMoving = max(mostMoving, stack.animator.movingRowCount)
    }
    #expect(stack.selectedIndex == 1_501)
    #expect(mostMoving <= limit, "\(mostMoving) rows moving at once, limit \(limit)")
    // Per hide, the lookups of the last 300 hides (1,200 hidden rows above them) are those
    // of hides 101–400: the moving rows are the same few, whatever is hidden before them.
    let early = lookups[100..<400].reduce(0, +)
    let late = lookups[1_200..<1_500].reduce(0, +)
    #expect(late * 4 <= early * 5, "300 hides looked up \(early) rows at 100, \(late) at 1,200")
    #expect(lookups.max() ?? 0 <= 20 * limit, "one hide looked up \(lookups.max() ?? 0) rows")
    // The hides still animate, and end where the instant ones do.
    #expect(stack.isAnimating)
    clock.advance(by: .milliseconds(100))
    _ = stack.advanceAnimations()
    #expect(!stack.isAnimating)
    #expect(completions.calls.count == 1_500, "every completion runs once")
    let instant = try titledStack(clock: nil)
    for _ in 0..<1_500 { _ = try hideSelected(instant, completions: CompletionLog()) }
    #expect(render(stack).lines == render(instant).lines)
    #expect(stack.offset == instant.offset)
  }
}
