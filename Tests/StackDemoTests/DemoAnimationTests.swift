import StackCore
import StackTerminal
import Testing

@testable import StackDemo

/// The demo animates on its clock: rows grow and shrink through intermediate lengths,
/// scrolling glides, and every motion lands on the screen the instant change gives.
@MainActor
@Suite struct DemoAnimationTests {
  /// The lines on screen from the first line showing `top` to the first showing `below`:
  /// the length of the rows from `top` up to `below`, as drawn now.
  private func distance(from top: String, to below: String, in demo: DemoHarness) throws -> Int {
    let first = try #require(demo.line(containing: top), "\(top) on screen")
    let second = try #require(demo.line(containing: below), "\(below) on screen")
    return second - first
  }

  /// The lines from the Tags row's first line to Gallery's: 2 when Tags is collapsed.
  private func tagsLength(_ demo: DemoHarness) throws -> Int {
    try distance(from: "Tags (14)", to: "Gallery", in: demo)
  }

  @Test func collapsingTagsShowsAnIntermediateLengthAt90msAndLandsOnTheInstantScreen() throws {
    let animated = try DemoHarness(animated: true)
    let instant = try DemoHarness()
    for demo in [animated, instant] { demo.press("down", "down", "right") }
    animated.wait(milliseconds: 400)
    let expanded = try tagsLength(animated)
    #expect(animated.lines == instant.lines)
    for demo in [animated, instant] { demo.press("left") }
    // Nothing moved yet: the first frame is the screen before the change.
    #expect(try tagsLength(animated) == expanded)
    animated.wait(milliseconds: 90)
    let halfWay = try tagsLength(animated)
    #expect(halfWay > 2 && halfWay < expanded, "Tags at 90 ms: \(halfWay) of \(expanded)…2")
    #expect(animated.line(containing: "▸ Tags (14)") != nil)
    animated.expectSane("at 90 ms")
    animated.wait(milliseconds: 200)
    #expect(try tagsLength(animated) == 2)
    #expect(animated.lines == instant.lines)
    #expect(!animated.app.isAnimating)
  }

  @Test func pageDownScrollsThroughIntermediateOffsetsOnEveryScreenThatScrolls() throws {
    // Not checkout: there PgDn selects the row at the bottom of the new page, and no frame
    // between the two offsets would show it, so the page lands at once (issue 20 item 1:
    // motion never hides the selection; DemoHeldKeyTests).
    for screen in ["showcase", "list"] {
      let animated = try DemoHarness(screen: screen, height: 12, animated: true)
      let instant = try DemoHarness(screen: screen, height: 12)
      for demo in [animated, instant] { demo.press("pgdn") }
      let target = instant.app.stack.offset
      #expect(target > 0, "\(screen) scrolls")
      animated.wait(milliseconds: 48)
      let between = animated.app.stack.offset
      #expect(between > 0 && between < target, "\(screen): \(between) on the way to \(target)")
      animated.wait(milliseconds: 300)
      #expect(animated.lines == instant.lines, "\(screen)")
      for demo in [animated, instant] { demo.press("home") }
      animated.wait(milliseconds: 300)
      #expect(animated.app.stack.offset == 0)
      #expect(animated.lines == instant.lines, "\(screen) after Home")
    }
  }

  @Test func holdingPageDownNeverLagsBehindTheKeys() throws {
    let animated = try DemoHarness(screen: "list", height: 12, animated: true)
    let instant = try DemoHarness(screen: "list", height: 12)
    var offsets: [Int] = []
    for _ in 0..<5 {
      for demo in [animated, instant] { demo.press("pgdn") }
      animated.wait(milliseconds: 30)  // Key repeat: a press every 30 ms.
      offsets.append(animated.app.stack.offset)
    }
    #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count, "\(offsets)")
    // Each press pages from where the glide is going, so nothing is lost.
    animated.wait(milliseconds: 300)
    #expect(animated.app.stack.offset == instant.app.stack.offset)
    #expect(animated.lines == instant.lines)
  }

  @Test func rowOperationsAnimateAndLandOnTheInstantScreens() throws {
    let animated = try DemoHarness(screen: "checkout", animated: true)
    let instant = try DemoHarness(screen: "checkout")
    for keys in [["a"], ["J"], ["x"], ["X"], ["d"]] {
      for demo in [animated, instant] {
        for key in keys { demo.press(key) }
      }
      #expect(animated.app.isAnimating, "\(keys) animates")
      animated.wait(milliseconds: 300)
      #expect(!animated.app.isAnimating)
      #expect(animated.lines == instant.lines, "\(keys)")
      animated.expectSane("\(keys)")
    }
  }

  @Test func theGoalRowGrowsThroughItsStates() throws {
    let animated = try DemoHarness(screen: "goal", animated: true)
    let instant = try DemoHarness(screen: "goal")
    func goalLength(_ demo: DemoHarness) throws -> Int {
      try distance(from: "Tap the goal row", to: "Rows below move", in: demo)
    }
    var lengths: [Int] = []
    for _ in 0..<3 {
      let before = try goalLength(animated)
      for demo in [animated, instant] { demo.press("enter") }
      let after = try goalLength(instant)
      #expect(try goalLength(animated) == before, "the first frame is the row before the tap")
      animated.wait(milliseconds: 48)
      lengths.append(try goalLength(animated))
      animated.wait(milliseconds: 300)
      #expect(try goalLength(animated) == after)
      #expect(animated.lines == instant.lines)
      if abs(after - before) > 1 {
        #expect(
          lengths.last.map { min(before, after) < $0 && $0 < max(before, after) } == true,
          "\(before) → \(lengths) → \(after)")
      }
    }
  }

  @Test func tappingTagsAnimatesItsToggle() throws {
    let animated = try DemoHarness(animated: true)
    let instant = try DemoHarness()
    for demo in [animated, instant] { demo.press("down", "down", "enter") }
    let expanded = try tagsLength(instant)
    #expect(try tagsLength(animated) == 2, "the first frame is the collapsed row")
    animated.wait(milliseconds: 48)
    let between = try tagsLength(animated)
    #expect(between > 2 && between < expanded, "\(between) on the way to \(expanded)")
    animated.wait(milliseconds: 300)
    #expect(animated.lines == instant.lines)
  }

  @Test func aKeyMidAnimationRetargetsFromTheScreenWithoutAJump() throws {
    let demo = try DemoHarness(animated: true)
    demo.press("down", "down", "right")
    demo.wait(milliseconds: 60)
    let shown = try tagsLength(demo)
    demo.press("left")
    // The collapse starts from the length on screen, not from the expanded one.
    #expect(try tagsLength(demo) == shown)
    demo.wait(milliseconds: 400)
    #expect(try tagsLength(demo) == 2)
  }

  @Test func theEventLogListsAMotionOnceItLands() throws {
    let animated = try DemoHarness(animated: true)
    let instant = try DemoHarness()
    for demo in [animated, instant] { demo.press("e", "G") }
    animated.wait(milliseconds: 400)
    for demo in [animated, instant] { demo.press("g") }
    animated.wait(milliseconds: 400)
    #expect(animated.logLines == instant.logLines)
    #expect(animated.status == instant.status)
  }
}
