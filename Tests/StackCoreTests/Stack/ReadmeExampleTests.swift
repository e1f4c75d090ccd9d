import Testing

@testable import StackCore

/// The library example in docs/LIBRARY.md (the API tour, once in README.md), kept compiling
/// and checked: if this test has to change, docs/LIBRARY.md has to change with it.
@Suite struct ReadmeExampleTests {
  final class Greeting: RowContent {
    let name: String
    init(name: String) { self.name = name }
    func sizing(along axis: Axis) -> RowSizing { .fixed(1) }
    func render(in surface: inout Surface, context: RowRenderContext) {
      surface.write("Hello, \(name)!", at: Point(x: 0, y: 0))
    }
  }

  @Test func theReadmeExampleRunsAsDescribed() throws {
    let stack = ScrollStack(viewport: Size(width: 80, height: 24))
    stack.defaultSeparator = .line
    var transitions: [String] = []
    stack.addObserver { event in
      if case .visibilityChanged(let change) = event { transitions.append(change.description) }
    }
    var taps: [Int] = []
    try stack.setRows {
      Greeting(name: "world").padding(horizontal: 2)
      for name in ["Ada", "Grace"] { Greeting(name: name) }
      TextRowContent("A long note that wraps to the row's width…")
        .collapsible(collapsed: 1)
        .onTap { row in taps.append(row.index ?? -1) }
    }
    try stack.addRow(Greeting(name: "late"), at: .index(1))
    try stack.addLazyRows(count: 1_000_000) { i in TextRowContent("Row \(i)") }
    #expect(stack.count == 1_000_005)
    #expect(transitions.contains("row 0: offscreen → entire"))

    stack.selectNext()
    #expect(stack.selectedIndex == 0)
    try stack.scrollToRow(at: 500_000, alignment: .middle)

    var canvas = Canvas(size: stack.viewport)
    Surface.draw(on: &canvas, context: RenderContext()) { stack.render(in: &$0) }
    let lines = canvas.lines
    let middle = lines.firstIndex { $0.hasPrefix("Row 499995") }
    #expect(middle == 11 || middle == 12, "\(lines)")

    try stack.activateRow(at: 4)
    #expect(taps == [4])
    #expect(try stack.row(at: 4).isExpanded == true)
  }
}
