import TestSupport
import Testing

@testable import StackCore

/// Checks that large lazy sections, whose rows live in *pending* chunks until first needed,
/// behave exactly like the same rows added in sections small enough to get ordinary slots.
///
/// Two stacks get the same rows — one in big sections, the other in sections of at most 500
/// rows — and the same random operations (navigation, scrolling, inserts, removals, moves,
/// hiding, collapsing, width and separator changes, more lazy rows). After every step their
/// screens, offsets, selections, content lengths and events must agree.
@Suite struct PendingChunkDifferentialTests {
  /// Was run by `stack-bench` (3 seeds × 1000 steps in its quick mode); now a test.
  @Test(arguments: [UInt64(1), 2, 3])
  func bigAndSmallLazySectionsBehaveIdentically(seed: UInt64) {
    #expect(Self.run(rows: 5000, steps: 1000, seed: seed) == nil)
  }

  /// Runs `steps` random operations; nil when the stacks never disagreed, else the first
  /// difference.
  static func run(rows: Int, steps: Int, seed: UInt64) -> String? {
    var random = SeededGenerator(state: seed)
    let big = PendingChunkHarness(sectionSize: Int.max)
    let small = PendingChunkHarness(sectionSize: 500)
    big.addLazy(rows, at: 0)
    small.addLazy(rows, at: 0)
    if let difference = compare(big, small, step: -1, operation: "setup") { return difference }
    for step in 0..<steps {
      let operation = PendingChunkOperation(random: &random, count: big.stack.count)
      big.events.removeAll()
      small.events.removeAll()
      big.apply(operation)
      small.apply(operation)
      if let difference = compare(big, small, step: step, operation: "\(operation)") {
        return difference
      }
    }
    return nil
  }

  private static func compare(
    _ a: PendingChunkHarness, _ b: PendingChunkHarness, step: Int, operation: String
  )
    -> String?
  {
    var canvasA = Canvas(size: a.stack.viewport)
    var canvasB = Canvas(size: b.stack.viewport)
    a.stack.render(into: &canvasA)
    b.stack.render(into: &canvasB)
    let facts = [
      ("screen", canvasA == canvasB), ("offset", a.stack.offset == b.stack.offset),
      ("selection", a.stack.selectedIndex == b.stack.selectedIndex),
      ("count", a.stack.count == b.stack.count),
      ("content length", a.stack.contentLength == b.stack.contentLength),
      ("visible rows", a.stack.visibleIndexes == b.stack.visibleIndexes),
      ("events", a.events == b.events),
      ("row starts and visibility", samples(a) == samples(b)),
    ]
    guard let failed = facts.first(where: { !$0.1 }) else { return nil }
    return "step \(step) (\(operation)): \(failed.0) differs"
  }

  /// Where some rows start and how visible they are: queries that do not make lazy rows, so
  /// they read pending chunks as they are.
  private static func samples(_ harness: PendingChunkHarness) -> [String] {
    let count = harness.stack.count
    guard count > 0 else { return [] }
    return [0, 1, 255, 256, 257, 511, 777, 1024, 2047, 4095, count / 3, count / 2, count - 1]
      .filter { $0 < count }
      .map { index in
        let start = (try? harness.stack.startOfRow(at: index)) ?? -1
        let visibility = (try? harness.stack.visibilityOfRow(at: index))?.description ?? "?"
        return "\(index):\(start):\(visibility)"
      }
  }
}
