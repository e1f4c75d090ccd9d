import Testing

@testable import StackWidgets

/// `Tree`: expanding and collapsing, guides, keys, async loads (spinner, errors, loads that
/// never end), a million children, colours and wide characters.
@Suite struct TreeTests {
  @Test func rightExpandsAndGuidesShowTheShape() {
    let tree = Tree.sample(fanOut: 2, depth: 2)
    tree.press(.right)
    tree.press(.down, .right)
    #expect(
      tree.lineTexts == [
        "▾ root", "├─ ▾ 0", "│  ├─   0.0", "│  └─   0.1", "└─ ▸ 1",
      ])
    let canvas = tree.canvas(width: 20, height: 6)
    #expect(canvas.lines[2] == "│  ├─   0.0")
    #expect(canvas[0, 2].style == RenderContext().style(.border))
    #expect(canvas[0, 1].style == RenderContext().style(.selection), "the selected line")
  }

  @Test func aLabelTooLongForTheLineIsCutWithAnEllipsis() {
    let tree = Tree(
      roots: ["a very long label", "中文中文中文"], label: { $0 }, hasChildren: { _ in false },
      loader: .sync { _ in [] })
    let lines = tree.canvas(width: 9, height: 2).lines
    #expect(lines[0] == "  a very…")
    #expect(lines[1] == "  中文中…")
  }

  @Test func leftCollapsesThenGoesToTheParent() {
    let tree = Tree.sample(fanOut: 2, depth: 2)
    tree.press(.right, .right)  // Expand, then to the first child.
    #expect(tree.selectedNode?.name == "0")
    tree.press(.left)
    #expect(tree.selectedNode?.name == "root")
    tree.press(.left)
    #expect(tree.lineTexts == ["▸ root"])
  }

  @Test func enterActivatesOrToggles() {
    let tree = Tree.sample()
    tree.press(.enter)
    #expect(tree.rowCount == 4)
    var opened: [String] = []
    tree.onActivate = {
      opened.append($0.name)
      return .redraw
    }
    tree.press(.down, .enter)
    #expect(opened == ["0"])
  }

  @Test func aThrowingLoaderLeavesAnErrorRowUnderTheNode() {
    let tree = Tree(
      roots: [PathNode(path: [])], label: \.name, hasChildren: { _ in true },
      loader: .sync { _ in throw LoaderFailure() })
    tree.press(.right)
    #expect(tree.lineTexts == ["▾ root", "└─ ✗ permission denied"])
    let canvas = tree.canvas(width: 30, height: 3)
    #expect(canvas[3, 1].style == RenderContext().style(.error))
    tree.press(.left)
    #expect(tree.lineTexts == ["▸ root"])
  }

  @Test func anAsyncLoadShowsASpinnerUntilItsResultIsHandedBack() async {
    let tree = Tree(
      roots: [PathNode(path: [])], label: \.name, hasChildren: { $0.path.isEmpty },
      loader: .async { children(of: $0, fanOut: 2, depth: 1) })
    tree.press(.right)
    #expect(tree.isAnimating)
    #expect(tree.lineText(at: 1, milliseconds: 0) == "└─ ⠋ loading…")
    #expect(tree.lineText(at: 1, milliseconds: 170) == "└─ ⠹ loading…")
    let loads = tree.takePendingLoads()
    #expect(loads.count == 1)
    guard let load = loads.first else { return }
    #expect(tree.finish(await load.run()) == .redraw)
    #expect(tree.lineTexts == ["▾ root", "├─   0", "└─   1"])
    #expect(!tree.isAnimating)
  }

  @Test func escOnALoadThatNeverEndsCollapsesAndItsLateResultIsDropped() async {
    let tree = Tree(
      roots: [PathNode(path: [])], label: \.name, hasChildren: { _ in true },
      loader: .async { _ in [PathNode(path: [9])] })
    tree.press(.right, .down)
    #expect(tree.press(.escape) == .redraw)
    #expect(tree.lineTexts == ["▸ root"])
    #expect(tree.press(.down) == .unchanged, "keys still work")
    guard let load = tree.takePendingLoads().first else { return }
    #expect(tree.finish(await load.run()) == .unchanged)
    #expect(tree.lineTexts == ["▸ root"])
  }

  @Test func aMillionChildrenOpenAndTheEndIsReached() {
    let tree = Tree(
      roots: [PathNode(path: [])], label: \.name, hasChildren: { $0.path.isEmpty },
      loader: .sync { _ in (0..<1_000_000).map { PathNode(path: [$0]) } })
    tree.press(.right)
    #expect(tree.rowCount == 1_000_001)
    tree.press(.end)
    let canvas = tree.canvas(width: 20, height: 5)
    #expect(canvas.lines.last == "└─   999999")
    #expect(tree.stack.count == 1_000_001)
  }

  @Test func wideLabelsSitAtTheirColumns() {
    let tree = Tree(
      roots: ["根"], label: { $0 }, hasChildren: { $0 == "根" }, loader: .sync { _ in ["中文", "x"] })
    tree.press(.right)
    let canvas = tree.canvas(width: 12, height: 3)
    #expect(canvas.lines == ["▾ 根", "├─   中文", "└─   x"])
    #expect(canvas[5, 1].grapheme == "中")
    #expect(canvas[7, 1].grapheme == "文")
  }

  @Test(arguments: [ColorDepth.none, .ansi8])
  func guidesSelectionAndErrorsShowWithoutColoursAndInEightColours(depth: ColorDepth) {
    let context = RenderContext(colorDepth: depth)
    let tree = Tree.sample(fanOut: 2, depth: 1)
    tree.press(.right)
    let canvas = tree.canvas(width: 20, height: 4, context: context)
    #expect(canvas[0, 0].style == context.style(.selection))
    #expect(canvas[0, 0].style != canvas[0, 1].style, "the selection is visible")
    #expect(canvas[0, 1].style == context.style(.border))
  }

  @Test func emptyTreesAndTinyRegionsDoNotTrap() {
    let tree = Tree<PathNode>(
      roots: [], label: \.name, hasChildren: { _ in true }, loader: .sync { _ in [] })
    #expect(tree.press(.right, .left, .enter, .escape, .down) != .quit)
    _ = tree.canvas(width: 0, height: 0)
    _ = tree.canvas(width: 1, height: 1)
    #expect(tree.rowCount == 0)
  }
}
