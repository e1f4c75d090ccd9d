import Testing

@testable import StackCore

/// A model shown as a row of 4 lines.
private struct TallModel: RowModel {
  let name: String
  var rowContentType: any ModelRowContent.Type { TallRow.self }
}

private final class TallRow: ModelRowContent {
  let name: String
  init(model: TallModel) { name = model.name }
  func sizing(along axis: Axis) -> RowSizing { .fixed(4) }
  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write(name, at: Point(x: 0, y: 0))
  }
}

/// The animated variants of the changes that take many rows at once (linear 100 ms): the
/// frames between, the final frame equal to the instant change, one completion.
@Suite struct AnimatedBulkChangeTests {
  @Test func appendedModelsGrowFromNothing() throws {
    let s = try AnimatedStack(lengths: [2, 2])
    var finished: [Bool] = []
    try s.stack.addRows(models: [TallModel(name: "T")], animation: linear100) {
      finished.append($0)
    }
    #expect(try s.stack.frameOfRow(at: 2).count == 0)
    s.advance(50)
    #expect(try s.stack.frameOfRow(at: 2).count == 2)
    s.advance(50)
    #expect(try s.stack.frameOfRow(at: 2).count == 4)
    #expect(finished == [true])
    let instant = try AnimatedStack(lengths: [2, 2], clocked: false)
    try instant.stack.addRows(models: [TallModel(name: "T")])
    #expect(s.screen == instant.screen)
  }

  @Test func lazyRowsAppearAtOnceAndAFollowingStackGlidesToItsNewEnd() throws {
    let s = try AnimatedStack(lengths: [2, 2, 2, 2, 2])
    s.stack.followsEnd = true
    s.stack.scrollToBottom()
    let before = s.stack.offset
    var finished: [Bool] = []
    try s.stack.addLazyRows(
      count: 1_000, animation: linear100, completion: { finished.append($0) },
      make: { TestContent("L\($0)", length: 1) })

    #expect(s.stack.count == 1_005)
    #expect(s.stack.offset == before)
    s.advance(50)
    #expect(s.stack.offset > before && s.stack.offset < s.stack.maxOffset)
    s.advance(50)
    #expect(s.stack.offset == s.stack.maxOffset)
    #expect(finished == [true])
    #expect(s.screen.last == "L9990")  // row L999, its line 0
  }

  @Test func setRowsLandsOnTheInstantLayout() throws {
    let s = try AnimatedStack(lengths: [2, 3, 2])
    var finished: [Bool] = []
    let contents = [TestContent("X", length: 3), TestContent("Y", length: 1)]
    try s.stack.setRows(contents, animation: linear100) { finished.append($0) }
    s.advance(50)
    s.advance(50)
    #expect(finished == [true])
    let instant = try AnimatedStack(lengths: [2, 3, 2], clocked: false)
    try instant.stack.setRows([TestContent("X", length: 3), TestContent("Y", length: 1)])
    #expect(s.starts == instant.starts)
    #expect(s.screen == instant.screen)
  }

  @Test func removingEveryRowCompletesOnceWithNothingLeftToMove() throws {
    let s = try AnimatedStack(lengths: [4, 4, 4])
    s.stack.scroll(to: 3)
    var finished: [Bool] = []
    s.stack.removeAllRows(animation: linear100) { finished.append($0) }
    #expect(s.stack.count == 0)
    #expect(s.stack.offset == 0)
    #expect(s.screen.allSatisfy { $0.allSatisfy { $0 == " " } })
    #expect(!s.advance(50), "nothing on screen moves")
    s.advance(50)
    #expect(!s.stack.isAnimating)
    #expect(finished == [true])
  }

  @Test func reloadingEveryRowMovesEachToItsNewLength() throws {
    let s = try AnimatedStack(lengths: [2, 2, 2])
    for content in s.contents { content.natural = 4 }
    var finished: [Bool] = []
    s.stack.reloadAllRows(animation: linear100) { finished.append($0) }
    #expect(s.starts == [0, 2, 4])
    s.advance(50)
    #expect(s.starts == [0, 3, 6])
    s.advance(50)
    #expect(s.starts == [0, 4, 8])
    #expect(finished == [true])
  }
}
