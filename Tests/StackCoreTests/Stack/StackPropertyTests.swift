import PropertyBased
import Testing

@testable import StackCore

// Random sequences of operations on a stack, checked after every step against a model the
// test keeps itself: every row's settings and content, from which the test computes the
// layout (starts, frames, content length), every row's visibility, and what the events
// replayed on an array must give.
//
// The pieces: the operations and their generator (StackPropertyOperations), the row contents
// (StackPropertyContent), the model and its expected layout (StackPropertyModel), the harness
// (StackHarness), its event replay (+Replay), its checks (+Checks) and the operations it runs
// (+Run, +ActionsAndInvalid).

// MARK: - The property

/// Runs `ops` on a fresh stack of `viewport` after adding `initialRows` rows (described by
/// `seed`), checking everything after every step.
func checkSequence(viewport: Size, initialRows: Int, seed: Int, ops: [StackOp]) {
  let harness = StackHarness(viewport: viewport)
  harness.verify(singleUpdate: true)
  let start = StackOp(kind: .setRows, a: initialRows, b: 0, c: seed, list: [0])
  for (step, op) in ([start] + ops).enumerated() {
    harness.stepEvents = []
    var singleUpdate = true
    let wasFollowing = harness.stack.isFollowingEnd
    let probe = harness.anchorProbe()
    do {
      singleUpdate = try harness.run(op)
    } catch {
      harness.problem("threw \(error)")
    }
    harness.verify(singleUpdate: singleUpdate)
    harness.checkFollowing(after: op, wasFollowing: wasFollowing)
    harness.checkAnchoring(after: op, probe: probe, wasFollowing: wasFollowing)
    if !harness.problems.isEmpty {
      Issue.record(
        """
        step \(step) \(op) on a stack of \(harness.stack.count) rows, viewport \(harness.stack.viewport), \
        \(harness.stack.axis), offset \(harness.stack.offset):
        \(harness.problems.prefix(8).joined(separator: "\n"))
        events: \(harness.stepEvents.map(\.description))
        """)
      return
    }
  }
}

@Suite struct StackPropertyTests {
  /// Four runs of 250 sequences of 50 operations (1,000 sequences), in parallel. Each
  /// sequence starts on an empty stack; its first step sets up to 40 rows.
  @Test(arguments: 0..<4)
  func randomOperationSequencesKeepEveryInvariant(run: Int) async {
    await propertyCheck(
      count: 250,
      input: Gen.int(in: 0...30), Gen.int(in: 0...15), Gen.int(in: 0...40), Gen.int(in: 0...9_999),
      StackOp.generator.array(of: 50)
    ) { width, height, initialRows, seed, ops in
      checkSequence(
        viewport: Size(width: width, height: height), initialRows: initialRows, seed: seed, ops: ops
      )
    }
  }
}
