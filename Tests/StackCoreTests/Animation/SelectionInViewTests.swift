import PropertyBased
import Testing

@testable import StackCore

/// Motion never hides the selection: keys arrive while the offset moves (a held key at 30 keys
/// a second, frames every 16 ms), and every frame shows the selected row.
@Suite struct SelectionInViewTests {
  /// Whether the frame on screen shows the selected row (entirely: every row here fits).
  static func showsSelection(_ stack: ScrollStack) -> Bool {
    guard let index = stack.selectedIndex, let frame = try? stack.frameOfRow(at: index) else {
      return false
    }
    return frame.lowerBound >= stack.offset
      && frame.upperBound <= stack.offset + stack.viewportLength
  }

  /// `keys` selection moves, one every 33 ms, with frames drawn every 16 ms in between;
  /// returns the frames that did not show the selected row.
  static func framesHidingTheSelection(
    _ stack: ScrollStack, clock: ManualClock, keys: [StackAction]
  ) -> [String] {
    var hidden: [String] = []
    for (number, key) in keys.enumerated() {
      stack.perform(key, animation: .default)
      if !showsSelection(stack) { hidden.append("key \(number) \(key): its own frame") }
      for step in [16, 17] {
        clock.advance(by: .milliseconds(step))
        stack.advanceAnimations()
        if !showsSelection(stack) { hidden.append("key \(number) \(key): +\(step) ms") }
      }
    }
    return hidden
  }

  static func list(rows: Int, lengths: [Int] = [1]) throws -> (ScrollStack, ManualClock) {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    let clock = ManualClock()
    stack.animationClock = clock
    try stack.addRows(
      (0..<rows).map { TestContent("R\($0)", length: lengths[$0 % lengths.count]) })
    stack.selectFirst()
    return (stack, clock)
  }

  @Test func everyFrameAfterASelectionMoveShowsTheSelectedRow() throws {
    let (stack, clock) = try Self.list(rows: 200)
    let keys: [StackAction] =
      Array(repeating: .selectNext, count: 60) + Array(repeating: .pageForward, count: 5)
      + [.selectLast, .selectFirst] + Array(repeating: .pageForward, count: 3)
      + Array(repeating: .selectPrevious, count: 5) + [.selectLast]
      + Array(repeating: .selectPrevious, count: 30) + Array(repeating: .pageBack, count: 4)
    let hidden = Self.framesHidingTheSelection(stack, clock: clock, keys: keys)
    #expect(hidden.isEmpty, "\(hidden)")
  }

  @Test func aOneLineStepAtTheEdgeLandsInOneFrame() throws {
    let (stack, _) = try Self.list(rows: 50)
    for _ in 0..<9 { stack.selectNext() }
    #expect(stack.offset == 0)
    stack.perform(.selectNext, animation: .default)
    #expect(stack.offset == 1)
    #expect(!stack.isAnimating)
    stack.perform(.selectNext, animation: .default)
    #expect(stack.offset == 2)
    #expect(!stack.isAnimating)
  }

  /// A lazy row measured on the way by a selection move (estimated 1 line, 2 in fact) was
  /// never drawn at its estimate: it appears at its length, nothing moves.
  @Test func aLazyRowFirstMeasuredByASelectionMoveDoesNotGrow() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    stack.animationClock = ManualClock()
    try stack.addLazyRows(count: 1_000, estimatedLength: 1) { TestContent("L\($0)", length: 2) }
    stack.selectFirst()
    for _ in 0..<4 { stack.selectNext() }
    stack.perform(.selectNext, animation: .default)
    #expect(stack.selectedIndex == 5)
    #expect(!stack.isAnimating)
    #expect(stack.animator.movingRowCount == 0)
    #expect(Self.showsSelection(stack))
  }

  @Test func aOneCellScrollLandsInOneFrame() throws {
    let (stack, _) = try Self.list(rows: 50)
    stack.scroll(by: 1, animation: .default)
    #expect(stack.offset == 1)
    #expect(!stack.isAnimating)
  }

  @Test func aPageJumpStillGlidesWhileShowingTheSelection() throws {
    let (stack, clock) = try Self.list(rows: 50)
    stack.perform(.pageForward, animation: .default)
    #expect(Self.showsSelection(stack))
    var offsets = [stack.offset]
    while stack.isAnimating {
      clock.advance(by: .milliseconds(16))
      stack.advanceAnimations()
      #expect(Self.showsSelection(stack))
      offsets.append(stack.offset)
    }
    // More than the first and the last frame: the page moved through offsets in between.
    #expect(Set(offsets).count > 2, "\(offsets)")
  }

  @Test func aKeyDuringAMotionStartsFromTheFrameOnScreen() throws {
    let (stack, clock) = try Self.list(rows: 100)
    stack.perform(.pageForward, animation: .default)
    clock.advance(by: .milliseconds(16))
    stack.advanceAnimations()
    let shown = stack.offset
    stack.perform(.selectNext, animation: .default)
    // The next frame is the one on screen, or a step past it towards the selection.
    #expect(stack.offset >= shown && Self.showsSelection(stack))
  }

  /// Random selection moves on rows of random lengths, with random time between keys: every
  /// frame shows the selected row.
  @Test func randomKeysWithRandomTimingNeverHideTheSelection() async {
    let actions: [StackAction] = [
      .selectNext, .selectPrevious, .pageForward, .pageBack, .selectFirst, .selectLast,
    ]
    await propertyCheck(
      count: 100,
      input: Gen.int(in: 1...4).array(of: 1...6), Gen.int(in: 0...99).array(of: 60),
      Gen.int(in: 0...60).array(of: 1...8)
    ) { lengths, keys, waits in
      do {
        let (stack, clock) = try Self.list(rows: 120, lengths: lengths)
        for (number, key) in keys.enumerated() {
          stack.perform(actions[key % actions.count], animation: .default)
          #expect(Self.showsSelection(stack), "key \(number)")
          var left = waits[number % waits.count]
          while left > 0 {
            let step = min(16, left)
            clock.advance(by: .milliseconds(step))
            stack.advanceAnimations()
            left -= step
            #expect(Self.showsSelection(stack), "key \(number), \(left) ms before the next")
          }
        }
      } catch {
        Issue.record("\(error)")
      }
    }
  }
}
