import Testing

@testable import StackCore

/// Animated changes coming faster than they animate (no time passing between them) keep the
/// rows moving at once bounded, so one update never costs more for the changes in flight;
/// the rows on screen keep moving, and the final layout is the instant one.
@Suite struct MovingRowLimitTests {
  @Test func thousandsOfChangesInFlightKeepTheMovingRowsBounded() throws {
    let s = try AnimatedStack(lengths: [2])
    let limit = StackAnimator.maximumMovingRows(visibleRows: 8)
    var completions: [Int: [Bool]] = [:]
    for number in 0..<1_000 {
      try s.stack.addRow(TestContent("N\(number)", length: 3), at: .top, animation: linear100) {
        completions[number, default: []].append($0)
      }
      #expect(s.stack.animator.movingRowCount <= limit)
    }
    // The newest rows are on screen, still growing from nothing: half-way at 50 ms.
    s.advance(50)
    #expect(s.starts.prefix(3) == [0, 2, 4], "\(s.starts.prefix(3))")
    s.advance(50)
    #expect(!s.stack.isAnimating)
    // Every completion ran exactly once; those landed early were told they were cut short.
    #expect(completions.count == 1_000)
    #expect(completions.values.allSatisfy { $0.count == 1 })
    #expect(completions[999] == [true])
    #expect(completions.values.contains { $0 == [false] })
    let instant = try AnimatedStack(lengths: [2], clocked: false)
    for number in 0..<1_000 {
      try instant.stack.addRow(TestContent("N\(number)", length: 3), at: .top)
    }
    #expect(s.starts == instant.starts)
    #expect(s.screen == instant.screen)
  }

  @Test func rowsOffScreenLandFirst() throws {
    let s = try AnimatedStack(lengths: [2, 2, 2])
    let limit = StackAnimator.maximumMovingRows(visibleRows: 8)
    var cutShort = 0
    // The first change is on screen; the rest append far below the viewport.
    s.contents[1].natural = 5
    try s.stack.reloadRow(at: 1, animation: linear100) { if !$0 { cutShort += 1 } }
    for number in 0..<(limit + 1) {
      try s.stack.addRow(TestContent("N\(number)", length: 3), animation: linear100)
    }
    s.advance(50)
    #expect(s.starts.prefix(3) == [0, 2, 6], "the reload on screen still moves")
    s.advance(50)
    #expect(cutShort == 0)
  }

  /// The ghosts of every row, leading and trailing.
  static func ghosts(_ stack: ScrollStack) -> Int {
    stack.animator.currentMotions.reduce(0) { $0 + $1.ghosts.count + $1.leadingGhosts.count }
  }

  /// A held Delete (no time passing between keys) removes the row after the same row again
  /// and again: its ghosts stay at most a viewport's worth, so a key costs the same after a
  /// thousand as after one; the screen lands where the instant removals put it.
  @Test func removalsFasterThanTheyAnimateKeepTheGhostsBounded() throws {
    let lengths = Array(repeating: 1, count: 1_200)
    let s = try AnimatedStack(lengths: lengths)
    let twin = try AnimatedStack(lengths: lengths, clocked: false)
    let limit = StackAnimator.maximumGhosts(viewportLength: 8)
    var mostGhosts = 0
    var completions = 0
    for _ in 0..<1_000 {
      try s.stack.removeRow(at: 3, animation: linear100) { _ in completions += 1 }
      try twin.stack.removeRow(at: 3)
      mostGhosts = max(mostGhosts, Self.ghosts(s.stack))
    }
    #expect(mostGhosts <= limit, "\(mostGhosts) ghosts")
    #expect(mostGhosts > 1, "the removals on screen still shrink")
    s.advance(100)
    #expect(!s.stack.isAnimating)
    #expect(completions == 1_000)
    #expect(s.screen == twin.screen)
    #expect(Self.ghosts(s.stack) == 0)
  }

  /// The same at the top: a held Delete on the first row piles leading ghosts.
  @Test func removalsOfTheFirstRowKeepTheLeadingGhostsBounded() throws {
    let s = try AnimatedStack(lengths: Array(repeating: 1, count: 600))
    var mostGhosts = 0
    for _ in 0..<500 {
      try s.stack.removeRow(at: 0, animation: linear100)
      mostGhosts = max(mostGhosts, Self.ghosts(s.stack))
    }
    #expect(mostGhosts <= StackAnimator.maximumGhosts(viewportLength: 8), "\(mostGhosts) ghosts")
    s.advance(100)
    #expect(!s.stack.isAnimating)
  }
}
