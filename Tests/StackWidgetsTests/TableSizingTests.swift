import Testing

@testable import StackWidgets

/// The body's sizes: only the very first one makes the rows again; a region of nothing later
/// (zero size) and the size after it keep the rows (the same row objects) and the scroll.
@Suite struct TableSizingTests {
  @Test func aZeroSizeAfterTheFirstKeepsTheRowsAndTheScroll() throws {
    let table = Table.items(sampleItems(1000))
    _ = table.lines(width: 30, height: 10)  // The first size: rows made for it.
    #expect(table.stack.selectedIndex == 0)
    table.stack.scroll(to: 300)  // The view away from the selected row, as the wheel does.
    #expect(table.stack.offset == 300)
    let before = table.lines(width: 30, height: 10)
    let shownRow = try table.stack.row(at: 305)
    // An event in a region of nothing (a terminal resized to no rows) sizes the body to zero.
    #expect(table.handle(.paste(""), in: .zero) == nil)
    let after = table.lines(width: 30, height: 10)
    #expect(table.stack.offset == 300)
    #expect(after == before)
    #expect(try table.stack.row(at: 305) === shownRow)  // The same rows: not made again.
  }

  @Test func aRowSelectedBeforeTheFirstSizeStaysSelected() {
    let table = Table.items(sampleItems(1000))
    let wanted = table.models[500].id
    #expect(table.select(id: wanted))
    #expect(table.stack.selectedIndex == table.row(of: wanted))
    _ = table.lines(width: 30, height: 10)  // The first size: rows made for it.
    #expect(table.selectedModel?.id == wanted)
  }
}
