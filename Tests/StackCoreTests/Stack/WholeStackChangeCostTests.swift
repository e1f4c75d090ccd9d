import Testing

@testable import StackCore

/// A change that affects every row (a new cross length, axis, separator) costs what has been
/// made, not the row count: the rows of a lazy section nobody looked at are one estimate.
@MainActor
@Suite struct WholeStackChangeCostTests {
  /// 1,000,000 lazy rows, scrolled a little so some are made.
  private func millionRowStack(axis: Axis) throws -> ScrollStack {
    let stack = ScrollStack(viewport: Size(width: 40, height: 10), axis: axis)
    try stack.addLazyRows(count: 1_000_000, estimatedLength: 1) { TestContent("r\($0)") }
    stack.scroll(to: 5_000)
    return stack
  }

  /// Slots the storage's chunks hold made (not pending).
  private func madeSlots(_ stack: ScrollStack) -> Int {
    stack.storage.chunks.filter { $0.pending == nil }.reduce(0) { $0 + $1.slotCount }
  }

  @Test(arguments: [Axis.vertical, .horizontal])
  func recomputingEveryExtentVisitsOnlyMadeSlots(axis: Axis) throws {
    let stack = try millionRowStack(axis: axis)
    let made = madeSlots(stack)
    #expect(made < 5_000)
    var visits = 0
    stack.storage.recomputeAllExtents { slot in
      visits += 1
      return slot
    }
    #expect(visits == made + 1, "the made slots and one probe for the lazy section")
    // An estimate that changes updates each pending chunk once, still without a slot each.
    visits = 0
    let total = stack.storage.totalExtent
    stack.storage.recomputeAllExtents { old in
      visits += 1
      var slot = old
      slot.extent += 1
      return slot
    }
    #expect(visits == made + 1, "still no visit per pending chunk")
    #expect(stack.storage.totalExtent == total + 1_000_000)
  }

  @Test func resizingAcrossTheAxisKeepsUnseenLazyRowsPendingAndRightlyPlaced() throws {
    let stack = try millionRowStack(axis: .horizontal)
    let made = madeSlots(stack)
    for height in [12, 8, 10, 30, 10] {
      stack.viewport = Size(width: 40, height: height)
      #expect(madeSlots(stack) <= made + 2 * RowStorage.maxChunkCount)
    }
    // The trees still agree with the chunks: the last row ends where the extents end.
    let storage = stack.storage
    #expect(storage.totalExtent == storage.chunks.reduce(0) { $0 + $1.extentSum })
    let last = storage.count - 1
    #expect(storage.start(of: last) + Int(storage.slot(at: last).extent) == storage.totalExtent)
    stack.viewport = Size(width: 40, height: 10)
    #expect(!stack.visibleRows.isEmpty)
  }
}
