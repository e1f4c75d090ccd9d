import Testing

@testable import StackCore

/// Rows hidden among the shown ones cost nothing per frame or per key: the walks over what is
/// shown (drawing, laying out, the viewport's visibility, the next selectable row) step over
/// them. The demo fuzz found it (seed 2811, case 2582): `x` pressed 6,187 times hides the
/// selected row each time, and every later press walked every row hidden before it — 3 ms a
/// press became 9 ms after 1,600 hides, a run of 95 s of CPU.
@Suite struct HiddenRowsWalkCostTests {
  /// Hides the selected row and draws a frame, as the demo's `x` does; the slots walked.
  @MainActor
  private func hideSelectedAndDraw(_ stack: ScrollStack) throws -> Int {
    let before = stack.storage.slotsVisited
    guard let index = stack.selectedIndex else { return 0 }
    try stack.setRowHidden(true, at: index)
    var canvas = Canvas(size: stack.viewport)
    stack.render(into: &canvas)
    return stack.storage.slotsVisited - before
  }

  @MainActor
  @Test func hidingTheSelectedRowCostsTheSameAfterThousandsOfRowsHidden() throws {
    // As on the demo's goal screen: a title that cannot be selected stays at the top, so the
    // rows hidden below it lie between the first row on screen and the selection.
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    try stack.addRow(TestContent("title", selectable: false))
    try stack.addRows((0..<4_000).map { TestContent("row \($0)") })
    #expect(stack.selectFirst())
    let first = try hideSelectedAndDraw(stack)
    for _ in 0..<1_500 { _ = try hideSelectedAndDraw(stack) }
    let later = try hideSelectedAndDraw(stack)
    // The same rows on screen, the same walk: 1,501 rows hidden among them change nothing.
    #expect(later <= first + 4, "first hide walked \(first) slots, the 1,502nd \(later)")
    #expect(stack.selectedIndex == 1_503)
    #expect(render(stack).lines.first == "title0")
    // The hidden rows lie on the walks' way from the first row on screen to the selection: a
    // walk that does not step over them hands over every one (what each walk did before).
    var onTheWay = 0
    stack.storage.forEachSlot(from: 0) { index, _ in
      onTheWay += 1
      return index < 1_503
    }
    #expect(onTheWay == 1_504)
  }

  @MainActor
  @Test func aWalkOverTheShownRowsStepsOverHiddenOnesBothWays() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    try stack.addRows((0..<3_000).map { TestContent("row \($0)") })
    try stack.setRowsHidden(true, indexes: Array(1..<2_999))
    var forward: [Int] = []
    stack.storage.forEachSlot(from: 0, skippingHiddenRows: true) { index, _ in
      forward.append(index)
      return true
    }
    var backward: [Int] = []
    stack.storage.forEachSlotBackwards(from: 2_999, skippingHiddenRows: true) { index, _ in
      backward.append(index)
      return true
    }
    #expect(forward == [0, 2_999])
    #expect(backward == [2_999, 0])
    // Without skipping, every row is handed over.
    var all = 0
    stack.storage.forEachSlot(from: 0) { _, _ in
      all += 1
      return true
    }
    #expect(all == 3_000)
  }

  @MainActor
  @Test func theRowsAfterAHiddenRunAreDrawnAndSelectedAsBefore() throws {
    let stack = ScrollStack(viewport: Size(width: 12, height: 3))
    try stack.addRows((0..<1_200).map { TestContent("row \($0)") })
    try stack.setRowsHidden(true, indexes: Array(1..<1_100))
    // A test row draws its name and the line's number: "row 0" + "0".
    #expect(render(stack).lines == ["row 00", "row 11000", "row 11010"])
    #expect(stack.selectFirst())
    #expect(stack.selectNext())
    #expect(stack.selectedIndex == 1_100)
    #expect(stack.selectPrevious())
    #expect(stack.selectedIndex == 0)
  }
}
