import Testing

@testable import StackWidgets

/// `Table`: header, columns, alignment, cutting, sorting, selection by id, keys, mouse, bad
/// input.
@Suite struct TableTests {
  static let items = [
    Item(id: 1, name: "beta", size: 20), Item(id: 2, name: "alpha", size: 3),
    Item(id: 3, name: "gamma", size: 100),
  ]

  @Test func theHeaderAndRowsAreLaidOutInColumnsWithAlignment() {
    let table = Table.items(Self.items)
    let lines = table.lines(width: 20, height: 5)
    #expect(lines[0] == "Name            Size")
    #expect(lines[1] == "beta              20")
    #expect(lines[2] == "alpha              3")
    #expect(lines[3] == "gamma            100")
  }

  @Test func centredTextSitsInTheMiddle() {
    let table = Table(
      columns: [TableColumn<Item>("N", width: .fixed(7), alignment: .center, text: \.name)],
      rows: [Item(id: 0, name: "ab", size: 0)])
    #expect(table.lines(width: 7, height: 2)[1] == "  ab")  // lines drop trailing blanks
  }

  @Test func theHeaderUsesTheHeaderRoleAndStaysWhenScrolled() {
    let table = Table.items(sampleItems(100))
    _ = table.handle(.key(.end), in: Rect(x: 0, y: 0, width: 20, height: 5))
    let canvas = table.canvas(width: 20, height: 5)
    #expect(canvas.line(0).hasPrefix("Name"))
    #expect(canvas[0, 0].style == RenderContext().style(.header))
    #expect(table.stack.selectedIndex == 99)
  }

  @Test func aTooNarrowColumnIsCutWithAnEllipsisWithoutSplittingAWideCharacter() {
    let table = Table.items(
      [Item(id: 0, name: "abcdefghij", size: 1), Item(id: 1, name: "中文中文中文", size: 2)],
      nameWidth: .fixed(6))
    let lines = table.lines(width: 12, height: 3)
    #expect(lines[1] == "abcd…      1")
    // 5 columns of text: 中文 is 4, the ellipsis 1.
    #expect(lines[2] == "中文…      2")
  }

  @Test func sortingByAColumnShowsTheMarkerAndReversesOnASecondClick() {
    let table = Table.items(Self.items)
    let region = Rect(x: 0, y: 0, width: 20, height: 5)
    #expect(table.handle(.mouse(.press(Point(x: 17, y: 0))), in: region) == .redraw)
    #expect(table.sort == TableSort(column: 1, ascending: true))
    var lines = table.lines(width: 20, height: 5)
    #expect(lines[0] == "Name           Size▲")
    #expect(
      lines[1...3] == ["alpha              3", "beta              20", "gamma            100"])
    _ = table.handle(.mouse(.press(Point(x: 17, y: 0))), in: region)
    lines = table.lines(width: 20, height: 5)
    #expect(lines[0] == "Name           Size▼")
    #expect(lines[1].hasPrefix("gamma"))
  }

  @Test func aSortedTitleTooWideForItsColumnIsCutAndKeepsItsArrow() {
    let table = Table(
      columns: [
        TableColumn<Item>("Name", width: .fixed(4), text: \.name),
        TableColumn<Item>("Size", width: .fixed(4), alignment: .trailing, text: { "\($0.size)" }),
      ], rows: Self.items)
    table.setSort(TableSort(column: 0))
    #expect(table.lines(width: 8, height: 2)[0] == "N…▲ Size")
    table.setSort(TableSort(column: 1, ascending: false))
    #expect(table.lines(width: 8, height: 2)[0] == "Na… Si…▼")
    // A title that fits with its arrow is not cut.
    #expect(Table.items(Self.items).lines(width: 20, height: 2)[0] == "Name            Size")
  }

  @Test func sKeysCycleTheSortColumnAndReverseIt() {
    let table = Table.items(Self.items)
    let region = Rect(x: 0, y: 0, width: 20, height: 5)
    _ = table.handle(.key(.character("s")), in: region)
    #expect(table.sort == TableSort(column: 0))
    #expect(table.rowOrder == [1, 0, 2])  // alpha, beta, gamma
    _ = table.handle(.key(.character("s")), in: region)
    #expect(table.sort == TableSort(column: 1))
    _ = table.handle(.key(.character("S")), in: region)
    #expect(table.sort == TableSort(column: 1, ascending: false))
    #expect(table.rowOrder == [2, 0, 1])
    _ = table.handle(.key(.character("s")), in: region)
    #expect(table.sort == TableSort(column: 0))  // wraps to the first
  }

  @Test func aRefreshKeepsTheSelectedIdOnTheSameLine() {
    let table = Table.items(sampleItems(50))
    let region = Rect(x: 0, y: 0, width: 20, height: 6)
    _ = table.lines(width: 20, height: 6)
    for _ in 0..<12 { _ = table.handle(.key(.down), in: region) }
    let selected = table.selectedModel?.id
    let line = table.lines(width: 20, height: 6).firstIndex {
      $0.hasPrefix(table.selectedModel?.name ?? "?")
    }
    let lineBefore = (table.stack.selectedIndex ?? 0) - table.stack.offset
    // Two new rows above, one removed: the selected id stays selected on its line.
    var items = sampleItems(50)
    items.remove(at: 3)
    items.insert(Item(id: 100, name: "n", size: 0), at: 0)
    items.insert(Item(id: 101, name: "m", size: 0), at: 0)
    table.setRows(items)
    #expect(table.selectedModel?.id == selected)
    #expect((table.stack.selectedIndex ?? 0) - table.stack.offset == lineBefore)
    #expect(line != nil)
  }

  @Test func whenTheSelectedIdIsGoneTheSelectionStaysAtItsPosition() {
    let table = Table.items(sampleItems(10))
    try? table.stack.select(rowAt: 4)
    table.setRows(sampleItems(10).filter { $0.id != 4 })
    #expect(table.stack.selectedIndex == 4)
    #expect(table.selectedModel?.id == 5)
    table.setRows(Array(sampleItems(10).prefix(2)))
    #expect(table.stack.selectedIndex == 1)
  }

  @Test func whenTheSelectedIdIsGoneTheRowAtItsPositionIsSelectedOnItsLine() {
    let items = (0..<100).map { Item(id: $0, name: "n\($0)", size: $0) }
    let table = Table.items(items)
    let region = Rect(x: 0, y: 0, width: 20, height: 11)  // A header and 10 rows.
    _ = table.lines(width: 20, height: 11)
    for _ in 0..<50 { _ = table.handle(.key(.down), in: region) }
    let line = table.stack.selectedIndex.map { $0 - table.stack.offset }
    // A filter drops the selected row and the 10 before it: the row now at position 50.
    table.setRows(items.filter { !(40...50).contains($0.id) })
    #expect(table.stack.selectedIndex == 50)
    #expect(table.selectedModel?.id == 61)
    #expect(table.stack.selectedIndex.map { $0 - table.stack.offset } == line, "the view kept")
    // Fewer rows than the position: the last row (clamped), in view.
    table.setRows(Array(items.prefix(20)))
    #expect(table.stack.selectedIndex == 19)
    #expect(table.lines(width: 20, height: 11).contains { $0.hasPrefix("n19 ") })
  }

  @Test func theSelectedCellMovesWithTheArrowsAndIsMarked() {
    let table = Table.items(Self.items)
    table.selectsCells = true
    let region = Rect(x: 0, y: 0, width: 20, height: 5)
    #expect(table.selectedColumn == 0)
    #expect(table.handle(.key(.right), in: region) == .redraw)
    #expect(table.selectedColumn == 1)
    #expect(table.handle(.key(.right), in: region) == .unchanged)
    for context in [
      RenderContext(), RenderContext(colorDepth: .none), RenderContext(colorDepth: .ansi8),
    ] {
      let canvas = table.canvas(width: 20, height: 5, context: context)
      #expect(canvas[19, 1].style != canvas[0, 1].style, "\(context.colorDepth)")
      #expect(canvas[19, 1].style.attributes.contains(.underline))
    }
  }

  @Test func aCellWithATabIsDrawnAsItsOwnWriteAndAnEmptySelectedCellIsMarked() {
    let table = Table.items([Item(id: 0, name: "a\tb", size: 1), Item(id: 1, name: "", size: 2)])
    // The tab expands from the cell's start (TextLayout measures it there), not the line's.
    #expect(table.lines(width: 20, height: 3)[1] == "a       b          1")
    table.selectsCells = true
    _ = table.handle(.key(.down), in: Rect(x: 0, y: 0, width: 20, height: 3))
    let canvas = table.canvas(width: 20, height: 3, context: RenderContext(colorDepth: .none))
    #expect(canvas[0, 2].style.attributes.contains(.underline))
    #expect(canvas[12, 2].style.attributes.contains(.underline))
    #expect(!canvas[19, 2].style.attributes.contains(.underline))
  }

  @Test func aClickSelectsTheRowAndTheCell() {
    let table = Table.items(Self.items)
    table.selectsCells = true
    let region = Rect(x: 0, y: 0, width: 20, height: 5)
    _ = table.lines(width: 20, height: 5)
    #expect(table.handle(.mouse(.press(Point(x: 18, y: 3))), in: region) == .redraw)
    #expect(table.selectedModel?.id == 3)
    #expect(table.selectedColumn == 1)
  }

  @Test func enterActivatesTheSelectedModel() {
    let table = Table.items(Self.items)
    var opened: [Int] = []
    table.onActivate = {
      opened.append($0.id)
      return .redraw
    }
    _ = table.handle(.key(.down), in: Rect(x: 0, y: 0, width: 20, height: 5))
    #expect(table.handle(.key(.enter), in: Rect(x: 0, y: 0, width: 20, height: 5)) == .redraw)
    #expect(opened == [2])
    #expect(table.keyHelp?.lines.contains { $0.keys == "enter" } == true)
  }

  @Test func monochromeAndEightColourRenderingsShowTheSelectionAndTheHeader() {
    let table = Table.items(Self.items)
    for context in [RenderContext(colorDepth: .none), RenderContext(colorDepth: .ansi8)] {
      let canvas = table.canvas(width: 20, height: 5, context: context)
      #expect(canvas[0, 0].style == context.style(.header))
      #expect(canvas[0, 1].style != canvas[0, 2].style, "selected row marked")
      if context.isMonochrome { #expect(canvas[0, 1].style.attributes.contains(.reverse)) }
    }
  }

  @Test func aCellCanDrawItself() {
    let table = Table(
      columns: [
        TableColumn<Item>("Bar", width: .fixed(4), sortKey: \.size) { item, surface in
          surface.write(String(repeating: "#", count: item.size), at: .zero, role: .gauge)
        }
      ], rows: [Item(id: 0, name: "", size: 2)])
    #expect(table.lines(width: 4, height: 2)[1] == "##")
  }

  @Test func badInputHasADefinedResult() {
    // 0 columns: an empty header, rows still selectable.
    let none = Table<Item>(columns: [], rows: sampleItems(3))
    #expect(none.lines(width: 10, height: 3) == ["", "", ""])
    #expect(none.handle(.key(.down), in: Rect(x: 0, y: 0, width: 10, height: 3)) == .redraw)
    #expect(
      none.handle(.key(.character("s")), in: Rect(x: 0, y: 0, width: 10, height: 3)) == .unchanged)
    none.selectsCells = true
    #expect(none.handle(.key(.right), in: Rect(x: 0, y: 0, width: 10, height: 3)) == .unchanged)
    // 0 rows.
    let empty = Table.items([])
    #expect(empty.lines(width: 12, height: 2)[1] == "")
    #expect(empty.selectedModel == nil)
    #expect(empty.handle(.key(.enter), in: Rect(x: 0, y: 0, width: 12, height: 2)) == .unchanged)
    empty.setSort(TableSort(column: 0))
    #expect(empty.sort == TableSort(column: 0))
    // A sort column that does not exist is refused.
    empty.setSort(TableSort(column: 7))
    #expect(empty.sort == TableSort(column: 0))
    // A column of width 0 is not drawn; negative widths are 0.
    let zero = Table.items(Self.items, nameWidth: .fixed(0))
    #expect(zero.lines(width: 6, height: 2)[1] == "    20")
    let negative = Table.items(Self.items, nameWidth: .fixed(-5))
    #expect(negative.lines(width: 6, height: 2)[1] == "    20")
    // A zero-size region.
    #expect(Table.items(Self.items).lines(width: 0, height: 0) == [])
    // Too narrow for both: the fixed column takes it all (Layout's rules).
    #expect(Table.items(Self.items).lines(width: 5, height: 1) == [" Size"])
  }

  @Test func aCellOfAMegabyteIsCutLikeAShortOne() {
    let huge = String(repeating: "x", count: 1 << 20)
    let table = Table.items([Item(id: 0, name: huge, size: 1)], nameWidth: .fixed(8))
    #expect(table.lines(width: 14, height: 2)[1] == "xxxxxx…      1")
    let wide = String(repeating: "中", count: 400_000)
    #expect(TableCellText.fitted(wide, width: 5) == "中中…")
    let marks = "a" + String(repeating: "\u{301}", count: 300_000)
    #expect(TableCellText.fitted(marks, width: 3).hasSuffix("…"))
    let shortButHeavy = String(repeating: "\u{E0041}", count: 100)  // 4 bytes, zero width
    #expect(
      TableCellText.fitted(shortButHeavy, width: 3) == TextLayout.truncate(shortButHeavy, width: 3))
  }

  @Test func tenThousandColumnsDrawWithoutTrapping() {
    let columns = (0..<10_000).map { index in
      TableColumn<Item>("C\(index)", width: .min(1), text: { "\($0.id + index)" })
    }
    let table = Table(columns: columns, rows: sampleItems(5))
    let lines = table.lines(width: 80, height: 6)
    #expect(lines.count == 6)
    #expect(table.columnWidths(for: 80).reduce(0, +) == 80)
    table.selectsCells = true
    for _ in 0..<3 { _ = table.handle(.key(.right), in: Rect(x: 0, y: 0, width: 80, height: 6)) }
    #expect(table.selectedColumn == 3)
    table.columns = Array(columns.prefix(2))
    #expect(table.selectedColumn == 1)
  }

  @Test func aMillionRowsOpenLazilyAndSortByText() {
    let names = ["delta", "alpha", "charlie", "bravo"]
    let items = (0..<1_000_000).map { Item(id: $0, name: names[$0 % 4], size: $0 % 10) }
    let table = Table.items(items)
    #expect(table.lines(width: 20, height: 4)[1] == "delta              0")
    _ = table.handle(.key(.end), in: Rect(x: 0, y: 0, width: 20, height: 4))
    #expect(table.selectedModel?.id == 999_999)
    table.setSort(TableSort(column: 0))
    #expect(table.selectedModel?.id == 999_999)
    let lines = table.lines(width: 20, height: 4)
    #expect(lines[3].hasPrefix("bravo"))  // the last bravo, still selected in view
    #expect(table.stack.selectedIndex == 499_999)
  }
}
