import Testing

@testable import StackCore

@Suite struct SmokeTests {
  @Test func rendersRowsWithSeparators() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    stack.defaultSeparator = .line
    var events: [String] = []
    stack.addObserver { events.append($0.description) }
    try stack.addRows((0..<10).map { TextRowContent("Row \($0)") })
    stack.selectNext()
    var canvas = Canvas(size: Size(width: 20, height: 5))
    stack.render(into: &canvas)
    print(canvas.text)
    print(events)
    stack.selectNext()
    stack.selectNext()
    stack.selectNext()
    stack.render(into: &canvas)
    print(canvas.text)
    #expect(stack.selectedIndex == 3)
    #expect(stack.offset == 2)
    let lazy = ScrollStack(viewport: Size(width: 30, height: 4))
    try lazy.addLazyRows(count: 1_000_000) { TextRowContent("Lazy \($0)") }
    lazy.selectLast()
    lazy.render(into: &canvas)
    print(canvas.text)
    #expect(lazy.selectedIndex == 999_999)
  }
}
