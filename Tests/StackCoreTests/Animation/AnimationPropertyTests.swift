import PropertyBased
import Testing

@testable import StackCore

/// Random sequences of changes, each animated or instant, with the clock moved by a random
/// time after each: an animated stack against a twin that makes every change instantly.
///
/// After every step: the visibility contract holds on the frame on screen, the model (rows,
/// order, selection) is the twin's, the offset is within the content on screen, no completion
/// ran twice, and when nothing moves the screen is the twin's. At the end, finishing every
/// animation gives the twin's screen and every completion has run exactly once.
func checkAnimatedSequence(lengths: [Int], steps: [Int], advances: [Int], layout: Int = 0) throws {
  let collapsible = Collapsibility(collapsed: .fixed(1), isExpanded: true)
  let animated = try AnimatedStack(lengths: lengths, width: 5, height: 7)
  let twin = try AnimatedStack(lengths: lengths, width: 5, height: 7, clocked: false)
  for stack in [animated.stack, twin.stack] {
    if layout & 1 != 0 { stack.axis = .horizontal }
    if layout & 2 != 0 {
      stack.defaultSeparator = Separator()
      stack.spacing = 1
    }
  }
  for index in lengths.indices {
    try animated.stack.setCollapsibility(collapsible, forRowAt: index)
    try twin.stack.setCollapsibility(collapsible, forRowAt: index)
  }
  animated.check()
  var completions: [Int] = []
  var made = 0
  for (step, value) in steps.enumerated() {
    let isAnimated = value % 3 != 0
    let kind = (value / 3) % 15
    let parameter = value / 45
    made += 1
    let made = made
    let apply = { (stack: ScrollStack) throws in
      try applyAnimationStep(kind, parameter, to: stack, name: "N\(made)")
    }
    try apply(twin.stack)
    if isAnimated {
      let id = completions.count
      completions.append(0)
      let animation = StackAnimation(duration: .milliseconds(100), curve: .easeInOut)
      let body = { try apply(animated.stack) }
      try animated.stack.performUpdate(
        animation: animation, completion: { _ in completions[id] += 1 }, body)
    } else {
      try apply(animated.stack)
    }
    animated.check()
    animated.advance(advances[step % advances.count])
    let context = "step \(step) kind \(kind) animated \(isAnimated)"
    #expect(names(animated.stack) == names(twin.stack), "\(context)")
    #expect(animated.stack.selectedIndex == twin.stack.selectedIndex, "\(context)")
    #expect(animated.stack.offset >= 0 && animated.stack.offset <= animated.stack.maxOffset)
    #expect(completions.allSatisfy { $0 <= 1 }, "\(context)")
    if !animated.stack.isAnimating {
      #expect(animated.screen == twin.screen, "\(context)")
      #expect(animated.stack.offset == twin.stack.offset, "\(context)")
    }
  }
  animated.stack.finishAnimations()
  animated.check()
  #expect(!animated.stack.isAnimating)
  #expect(animated.screen == twin.screen)
  #expect(animated.stack.offset == twin.stack.offset)
  #expect(animated.starts == twin.starts)
  #expect(completions.allSatisfy { $0 == 1 })
}

/// One change of kind `kind` (0…14), its row and length drawn from `parameter`.
func applyAnimationStep(_ kind: Int, _ parameter: Int, to stack: ScrollStack, name: String)
  throws
{
  let count = stack.count
  let index = count > 0 ? parameter % count : 0
  let length = 1 + parameter % 5
  switch kind {
  case 0, 1:
    try stack.addRow(TestContent(name, length: length), at: .index(parameter % (count + 1)))
  case 2, 3: if count > 1 { try stack.removeRow(at: index) }
  case 4: if count > 0 { try stack.setRowHidden(!stack.rows[index].isHidden, at: index) }
  case 5: if count > 0, stack.rows[index].isExpanded != nil { try stack.toggleRow(at: index) }
  case 6: if count > 0 { try stack.replaceRow(at: index, with: TestContent(name, length: length)) }
  case 7: if count > 1 { try stack.moveRow(from: index, to: (parameter / 7) % count) }
  case 8:
    if count > 0 {
      (stack.rows[index].content as? TestContent)?.natural = length
      try stack.reloadRow(at: index)
    }
  case 9: if count > 0 { try stack.scrollToRow(at: index, alignment: .top) }
  case 10: parameter % 2 == 0 ? stack.scrollToTop() : stack.scrollToBottom()
  case 11: stack.scroll(by: parameter % 9 - 4)
  case 12: stack.perform(parameter % 2 == 0 ? .pageForward : .pageBack)
  case 13: stack.perform(parameter % 2 == 0 ? .selectNext : .selectPrevious)
  default: stack.finishAnimations()
  }
}

@Suite struct AnimationPropertyTests {
  /// 300 sequences of 40 steps, with the clock moved 0…120 ms after each, on either axis, with
  /// or without separators and spacing.
  @Test func randomAnimatedAndInstantChangesEndOnTheInstantScreen() async {
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 1...6).array(of: 2...8), Gen.int(in: 0...99_999).array(of: 40),
      Gen.int(in: 0...120).array(of: 1...10), Gen.int(in: 0...3)
    ) { lengths, steps, advances, layout in
      do {
        try checkAnimatedSequence(
          lengths: lengths, steps: steps, advances: advances, layout: layout)
      } catch {
        Issue.record("threw \(error)")
      }
    }
  }

  /// A reduced case the random check found: two animated removals of the top row that never
  /// move (the clock stands still), an instant page forward, then instant additions at the top,
  /// on the horizontal axis with separators and spacing.
  @Test func pagingWhileRemovalsAreFrozenEndsOnTheInstantScreen() throws {
    try checkAnimatedSequence(
      lengths: [1, 1],
      steps: Array(repeating: 0, count: 14) + [7, 7, 87516] + Array(repeating: 0, count: 23),
      advances: [0], layout: 3)
  }
}
