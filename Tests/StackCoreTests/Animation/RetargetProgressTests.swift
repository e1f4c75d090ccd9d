import Testing

@testable import StackCore

/// A motion retargeted faster than it moves a whole cell keeps its progress: a chat answer
/// reloaded at every word (every 50 ms, shorter than the 180 ms animation) grows while the
/// words arrive, instead of standing still until they stop.
@Suite struct RetargetProgressTests {
  /// Frames every 16 ms for `milliseconds`, calling `change` every `every` ms; the extents of
  /// row `index` seen after each frame.
  private func play(
    _ s: AnimatedStack, row index: Int, for milliseconds: Int, every: Int,
    change: () throws -> Void
  ) throws -> [Int] {
    var seen: [Int] = []
    var elapsed = 0
    var sinceChange = 0
    while elapsed < milliseconds {
      s.advance(16)
      elapsed += 16
      sinceChange += 16
      if sinceChange >= every {
        sinceChange = 0
        try change()
      }
      seen.append(try s.stack.frameOfRow(at: index).count)
    }
    return seen
  }

  @Test func aRowReloadedAtTheSameLengthFasterThanItMovesStillGrows() throws {
    let s = try AnimatedStack(lengths: [2, 2])
    try s.stack.addRow(TestContent("C", length: 1), animation: .default)
    let seen = try play(s, row: 2, for: 160, every: 48) {
      try s.stack.reloadRow(at: 2, animation: .default)
    }
    #expect(seen.last == 1, "\(seen)")
  }

  @Test func aRowGrowingALineAtEveryChangeMovesEveryFewFrames() throws {
    let s = try AnimatedStack(lengths: [2], height: 20)
    try s.stack.addRow(TestContent("C", length: 1), animation: .default)
    let seen = try play(s, row: 1, for: 480, every: 48) {
      let content = try s.stack.row(at: 1).content as? TestContent
      content?.natural += 1
      try s.stack.reloadRow(at: 1, animation: .default)
    }
    #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 <= $1 }, "never shrinks: \(seen)")
    // Ten changes of one line each in 480 ms: the row is at least 8 lines by then, and it
    // never stands still for more than 3 frames in a row.
    #expect((seen.last ?? 0) >= 8, "\(seen)")
    var still = 0
    var longestStill = 0
    for (before, after) in zip(seen, seen.dropFirst()) {
      still = before == after ? still + 1 : 0
      longestStill = max(longestStill, still)
    }
    #expect(longestStill <= 3, "\(seen)")
  }
}
