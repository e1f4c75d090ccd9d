import Testing

@testable import StackCore

/// What a lazy section costs: nothing per row that nobody looks at (a billion rows are one
/// pending chunk), and nothing to skip when its rows are declared unselectable.
@Suite struct LazySectionCostTests {
  @Test func aSectionDeclaredUnselectableIsSkippedWithoutMakingAContent() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    try stack.addRow(TestContent("first"))
    let made = MadeContents()
    try stack.addLazyRows(count: 1_000_000, selectable: false, make: made.maker())
    try stack.addRow(TestContent("last"))
    let shown = made.count  // The rows in the viewport were made to be drawn.
    stack.selectFirst()
    #expect(stack.selectNext())
    #expect(stack.selectedIndex == 1_000_001)
    #expect(stack.selectPrevious())
    #expect(stack.selectedIndex == 0)
    // Only the rows brought on screen by the moves were made, none to learn they cannot be
    // selected.
    #expect(made.count - shown <= 2 * stack.viewportLength, "\(made.count - shown)")
  }

  @Test func aRowOfAnUnselectableSectionIsNeverSelected() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 5))
    try stack.addLazyRows(count: 3, selectable: false) { TestContent("L\($0)") }
    #expect(!stack.selectNext())
    #expect(stack.selectedIndex == nil)
    #expect(throws: StackError.rowNotSelectable(index: 1)) { try stack.select(rowAt: 1) }
    #expect(stack.selectedIndex == nil)
  }

  @Test func aBillionLazyRowsAreOnePendingChunk() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    try stack.addLazyRows(count: 1_000_000_000) { TestContent("Row \($0 + 1)") }
    #expect(stack.count == 1_000_000_000)
    #expect(stack.storage.chunks.count <= 2)
    #expect(stack.selectLast())
    #expect(stack.selectedIndex == 999_999_999)
    #expect((stack.selection?.content as? TestContent)?.name == "Row 1000000000")
    // The rows looked at are cut out of the section in pieces; the rest stays pending.
    #expect(stack.storage.chunks.count <= 6, "\(stack.storage.chunks.count)")
    #expect(stack.selectFirst())
    #expect(stack.storage.chunks.count <= 8, "\(stack.storage.chunks.count)")
  }
}
