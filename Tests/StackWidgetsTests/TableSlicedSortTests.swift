import PropertyBased
import Testing

@testable import StackWidgets

/// A sort done a slice at a time: the same stable order as the sort done at once, keys
/// answered while it is pending, a second sort replacing the first, the selected row kept.
@Suite struct TableSlicedSortTests {
  @Test func slicesGiveTheStableOrderWhateverTheBudgetAndRuns() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...6).array(of: 0...120), Gen.bool, Gen.int(in: 1...9),
      Gen.int(in: 1...40)
    ) { keys, ascending, runLength, budget in
      let sort = SlicedStableSort(
        models: keys, sortKey: { $0 }, ascending: ascending, runLength: runLength)
      var order: [Int]?
      var steps = 0
      while order == nil, steps < 100_000 {
        order = sort.step(budget: budget)
        steps += 1
      }
      #expect(order == TableSort.stableOrder(of: keys, ascending))
      #expect(sort.fractionDone == 1)
    }
  }

  @Test func nanKeysInSlicesStillGiveAPermutation() {
    let keys: [Double] = [3, .nan, 1, .nan, 2, -.infinity, .infinity, .nan, 0, .nan]
    let sort = SlicedStableSort(models: keys, sortKey: { $0 }, ascending: true, runLength: 2)
    var order: [Int]?
    var steps = 0
    while order == nil, steps < 10_000 {  // A ceiling that only catches a sort that never ends.
      order = sort.step(budget: 3)
      steps += 1
    }
    #expect(order?.sorted() == Array(keys.indices))
  }

  /// A table of `count` items sorting a slice at a time, a few rows' worth per frame.
  static func slowlySortingTable(_ count: Int) -> Table<Item> {
    let items = (0..<count).map { Item(id: $0, name: "n\(($0 * 7919) % 1000)", size: $0 % 13) }
    let table = Table.items(items)
    table.slicedSortThreshold = 100
    table.sortSliceWork = 500
    return table
  }

  @Test func keysMoveTheSelectionWhileTheSortIsPendingAndItLandsOnTheSameRow() {
    let table = Self.slowlySortingTable(20_000)
    let region = Rect(x: 0, y: 0, width: 30, height: 10)
    _ = table.lines(width: 30, height: 10)
    #expect(table.handle(.key(.character("s")), in: region) == .redraw)
    #expect(table.pendingSort == TableSort(column: 0))
    #expect(table.sort == nil)
    var moved = 0
    for _ in 0..<5 {
      // Each key is answered at once, the sort still pending: not blocked, not lost.
      #expect(table.handle(.key(.down), in: region) == .redraw)
      moved += 1
      #expect(table.stack.selectedIndex == moved)
      let lines = table.lines(width: 30, height: 10)  // A frame: one slice.
      #expect(table.pendingSort != nil)
      // The marker, then the spinner (its first frame: the context's time is 0).
      #expect(lines[0].contains("Name▲" + SpinnerStyle.dots.frame(at: 0)))
    }
    let selected = table.selectedModel
    #expect(selected?.id == 5)
    var frames = 0
    while table.pendingSort != nil, frames < 100_000 {
      _ = table.lines(width: 30, height: 10)
      frames += 1
    }
    #expect(table.pendingSort == nil)
    #expect(table.sort == TableSort(column: 0))
    #expect(table.selectedModel?.id == selected?.id)  // By identity.
    #expect(table.rowOrder == TableSort.stableOrder(of: table.models.map(\.name), true))
    let lines = table.lines(width: 30, height: 10)
    #expect(lines[0].contains("Name▲"))
    #expect(!lines[0].contains("Name▲" + SpinnerStyle.dots.frame(at: 0)))  // Landed: no spinner.
    // Kept on its screen line (the sixth body line).
    #expect(lines[6].hasPrefix(selected?.name ?? "?"))
  }

  @Test func aSecondSortReplacesThePendingOne() {
    let table = Self.slowlySortingTable(3000)
    let region = Rect(x: 0, y: 0, width: 30, height: 10)
    _ = table.handle(.key(.character("s")), in: region)
    _ = table.lines(width: 30, height: 10)
    _ = table.handle(.key(.character("s")), in: region)  // Next column: Size.
    #expect(table.pendingSort == TableSort(column: 1))
    _ = table.handle(.key(.character("S")), in: region)  // Reversed.
    #expect(table.pendingSort == TableSort(column: 1, ascending: false))
    table.finishSort()
    #expect(table.pendingSort == nil)
    #expect(table.sort == TableSort(column: 1, ascending: false))
    #expect(table.rowOrder == TableSort.stableOrder(of: table.models.map(\.size), false))
  }

  @Test func aRefreshRestartsThePendingSortOnTheNewRows() {
    let table = Self.slowlySortingTable(3000)
    table.requestSort(TableSort(column: 1))
    _ = table.lines(width: 30, height: 10)
    let fewer = Array(table.models.prefix(2000).reversed())
    table.setRows(fewer)
    #expect(table.pendingSort == TableSort(column: 1))
    table.finishSort()
    #expect(table.rowOrder == TableSort.stableOrder(of: fewer.map(\.size), true))
  }

  @Test func aColumnReplacedAtTheSameIndexRestartsThePendingSortByItsKey() {
    let table = Self.slowlySortingTable(3000)
    table.requestSort(TableSort(column: 1))
    _ = table.lines(width: 30, height: 10)  // A slice by the old key (size).
    #expect(table.pendingSort == TableSort(column: 1))
    // Same index, another key: the id, backwards.
    table.columns[1] = TableColumn(
      "Rank", width: .fixed(6), alignment: .trailing, text: { "\(-$0.id)" }, sortKey: { -$0.id })
    #expect(table.pendingSort == TableSort(column: 1))
    table.finishSort()
    #expect(table.sort == TableSort(column: 1))
    #expect(table.rowOrder == Array(table.models.indices.reversed()))
    table.requestSort(TableSort(column: 1, ascending: false))
    var plain = TableColumn<Item>("Plain", width: .fixed(6), text: \.name)
    plain.isSortable = false
    table.columns[1] = plain
    #expect(table.pendingSort == nil)
  }

  @Test func smallTablesSortAtOnceAndSetSortDropsAPendingSort() {
    let table = Table.items(sampleItems(50))
    table.requestSort(TableSort(column: 0))
    #expect(table.pendingSort == nil)
    #expect(table.sort == TableSort(column: 0))
    let big = Self.slowlySortingTable(500)
    big.requestSort(TableSort(column: 0))
    #expect(big.isAnimating)
    big.setSort(TableSort(column: 1))
    #expect(!big.isAnimating)
    #expect(big.sort == TableSort(column: 1))
    big.requestSort(TableSort(column: 9))  // No such column: nothing starts.
    #expect(!big.isAnimating)
  }
}
