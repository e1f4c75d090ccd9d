import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import HelloStack

/// The code of the Getting Started article and README.md, run: a first stack drawn into a
/// canvas and the interactive ``HelloApp`` of `Examples/hello-stack` (its scripted test is
/// ``HelloScriptTests``). If a
/// test here has to change, the documents have to change with it (DocumentationCodeTests
/// checks that their code blocks are copies of lines in this folder).
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

  @Test func theHelloAppMovesAndTaps() throws {
    let app = try HelloApp(items: ["Apples", "Bananas", "Cherries"])
    app.resize(to: Size(width: 30, height: 8))
    #expect(app.handle(.key(.down)) == .redraw)
    #expect(app.handle(.key(.enter)) == .redraw)
    #expect(app.status == "You picked Bananas.")
    #expect(app.handle(.key(.character("q"))) == .quit)
  }
}
