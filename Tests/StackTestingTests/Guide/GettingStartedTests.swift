import StackCore
import Testing

/// The code of the Getting Started article, run: a first stack drawn into a canvas. (Its
/// interactive app is the `hello-stack` example, tested with its scripted test in the Examples
/// package: Examples/Tests/ExamplesTests.) If a test here has to change, the documents have to
/// change with it (DocumentationCodeTests checks that their code blocks are copies of lines in
/// this folder or the examples').
@MainActor
@Suite struct GettingStartedTests {
  @Test func aFirstStackDrawsItsRows() throws {
    let stack = ScrollStack(viewport: Size(width: 24, height: 6))
    stack.defaultSeparator = .line
    try stack.addRows([
      TextRowContent("Apples"), TextRowContent("Bananas"), TextRowContent("Cherries"),
    ])
    stack.selectFirst()

    var canvas = Canvas(size: stack.viewport)
    Surface.draw(on: &canvas, context: RenderContext()) { stack.render(in: &$0) }
    print(canvas.text)
    #expect(canvas.lines.count == 6)
    #expect(canvas.lines[0].hasPrefix("Apples"))
    #expect(canvas.lines[2].hasPrefix("Bananas"))
    #expect(canvas.lines[4].hasPrefix("Cherries"))
    #expect(stack.selectedIndex == 0)
  }
}
