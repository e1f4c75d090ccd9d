import Testing

@testable import StackWidgets

/// A table's first screen does the work of the rows on it: the rows are made once, for the
/// first size (not for no size and then again), and only the rows on screen read their
/// models (decision 0700). The rows hold their table without a reference count
/// (`TableRowSource`): the table goes away with its last reference, and a stack kept after
/// it draws nothing.
@MainActor
@Suite struct TableFirstScreenTests {
  /// Counts the cells a column's text was asked for.
  final class Reads {
    var count = 0
  }

  /// A table of `count` items whose Name column counts its reads in `reads`.
  static func countingTable(_ count: Int, reads: Reads) -> Table<Item> {
    Table(
      columns: [
        TableColumn(
          "Name",
          text: { item in
            reads.count += 1
            return item.name
          }),
        TableColumn(
          "Size", width: .fixed(6), alignment: .trailing, text: { "\($0.size)" },
          sortKey: \.size),
      ], rows: sampleItems(count))
  }

  @Test func theFirstScreenOfAMillionRowsReadsOnlyTheRowsOnIt() {
    let reads = Reads()
    let table = Self.countingTable(1_000_000, reads: reads)
    #expect(table.rowsArePending)  // Nothing made before the table is drawn…
    #expect(reads.count == 0)
    let lines = table.lines(width: 30, height: 10)
    #expect(!table.rowsArePending)  // …then made for its size.
    #expect(lines[1].hasPrefix("b") && lines[1].hasSuffix("0"))
    #expect(reads.count == 9)  // The nine body rows, once each.
    // A key that moves the selection on screen redraws the kept lines: no model is read.
    let region = Rect(x: 0, y: 0, width: 30, height: 10)
    #expect(table.handle(.key(.down), in: region) == .redraw)
    _ = table.lines(width: 30, height: 10)
    #expect(reads.count == 9)
    // A page: the rows that came on screen, once each.
    #expect(table.handle(.key(.pageDown), in: region) == .redraw)
    _ = table.lines(width: 30, height: 10)
    #expect(reads.count > 9 && reads.count <= 9 + 9)
    #expect(table.stack.selectedIndex ?? 0 > 1)
  }

  @Test func theRowsAreMadeWhenTheStackIsFirstAskedFor() {
    let table = Table.items(sampleItems(100))
    table.setSort(TableSort(column: 1))
    table.setRows(sampleItems(50))
    #expect(table.rowsArePending)
    // Asked for before any size: made at once, in the order shown, the first row selected.
    #expect(table.stack.count == 50)
    #expect(!table.rowsArePending)
    #expect(table.stack.selectedIndex == 0)
    #expect(table.selectedModel?.size == 0)
    // The first size makes them again for itself and keeps the selection.
    #expect(table.select(id: 7))
    _ = table.lines(width: 20, height: 6)
    #expect(table.selectedModel?.id == 7)
  }

  @Test func aTableGoesAwayWithItsLastReferenceAndItsKeptStackDrawsNothing() {
    var table: Table<Item>? = Table.items(sampleItems(1000))
    _ = table?.lines(width: 20, height: 6)
    weak let gone = table
    let stack = table?.stack
    #expect(gone != nil)
    table = nil
    #expect(gone == nil)  // The rows do not keep their table.
    // The stack an app kept draws blank rows, without trapping.
    var canvas = Canvas(size: Size(width: 20, height: 5))
    Surface.draw(on: &canvas, context: RenderContext()) { surface in
      stack?.render(in: &surface)
    }
    #expect(canvas.lines.allSatisfy { $0.allSatisfy { $0 == " " } })
  }

  @Test func aRowOfMoreBytesThanItsLineHoldsIsWrittenWhole() {
    // 300 combining marks after a letter: a few columns, over a thousand bytes.
    let marks = "a" + String(repeating: "\u{301}", count: 300)
    let table = Table.items([Item(id: 0, name: marks, size: 42), Item(id: 1, name: "b", size: 7)])
    let lines = table.lines(width: 16, height: 3)
    #expect(lines[1].unicodeScalars.starts(with: "a\u{301}\u{301}".unicodeScalars))
    #expect(lines[1].contains("…"))
    #expect(lines[1].hasSuffix("    42"))
    #expect(lines[2] == "b              7")
  }
}
