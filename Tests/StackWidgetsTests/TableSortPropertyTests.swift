import PropertyBased
import Testing

@testable import StackWidgets

/// Properties of sorting and refreshing: a sort is a stable permutation; a refresh keeps the
/// selection on its id.
@Suite struct TableSortPropertyTests {
  @Test func sortingIsAStablePermutationEitherWay() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...5).array(of: 0...80), Gen.bool
    ) { keys, ascending in
      let order = TableSort.stableOrder(of: keys, ascending)
      #expect(order.sorted() == Array(keys.indices))
      for (first, second) in zip(order, order.dropFirst()) {
        let a = keys[first]
        let b = keys[second]
        #expect(ascending ? a <= b : a >= b)
        if a == b { #expect(first < second, "stable") }
      }
    }
  }

  @Test func nanKeysStillGiveAPermutation() {
    let keys: [Double] = [3, .nan, 1, .nan, 2, -.infinity, .infinity, .nan]
    let order = TableSort.stableOrder(of: keys, true)
    #expect(order.sorted() == Array(keys.indices))
  }

  @Test func aRefreshKeepsTheSelectionById() async {
    await propertyCheck(
      count: 200,
      input: Gen.int(in: 0...60).array(of: 1...40), Gen.int(in: 0...60).array(of: 0...40),
      Gen.int(in: 0...39), Gen.int(in: -1...1)
    ) { firstIDs, secondIDs, pick, sortKind in
      let first = Array(Set(firstIDs)).sorted().map {
        Item(id: $0, name: "\($0 % 4)", size: $0 % 3)
      }
      let table = Table.items(first)
      if sortKind >= 0 {
        table.setSort(TableSort(column: sortKind == 0 ? 0 : 1, ascending: pick % 2 == 0))
      }
      _ = table.lines(width: 20, height: 8)
      try? table.stack.select(rowAt: pick % first.count)
      guard let selected = table.selectedModel else { return }
      let second = Array(Set(secondIDs)).shuffled().map {
        Item(id: $0, name: "\($0 % 5)", size: $0 % 2)
      }
      table.setRows(second)
      if second.contains(where: { $0.id == selected.id }) {
        #expect(table.selectedModel?.id == selected.id)
      } else if !second.isEmpty {
        #expect(table.selectedModel != nil)
      } else {
        #expect(table.selectedModel == nil)
      }
      #expect(table.rowOrder.sorted() == Array(second.indices))
    }
  }
}
