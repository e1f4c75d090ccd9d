import StackCore
import StackTesting
import Testing

@testable import HelloStack

/// The contrast and SVG code of the StackTesting landing page, word for word: the
/// `hello-stack` example checked on one screen and over a script, and exported as SVG.
@MainActor
@Suite struct ContrastGuideTests {
  @Test func helloStackReadsOnEveryBackgroundAndExportsAsSVG() throws {
    let terminal = VirtualTerminal(size: Size(width: 30, height: 8))
    let app = try HelloApp(items: ["Apples", "Bananas", "Cherries"])
    let runner = ScriptRunner(terminal: terminal, app: app)
    runner.contrastCheck = ContrastCheck()
    let result = try runner.run(try ScriptParser.parse("down enter\n", file: "hello.keys"))
    #expect(result.contrast?.isPassing == true, "\(String(describing: result.contrast))")
    #expect((result.contrast?.checkedCells ?? 0) > 0)
    let report = ContrastCheck.run(on: terminal.screen, background: .light, colors: .ansi8)
    #expect(report.isPassing, "\(report)")
    let svg = ScreenSVG.render(terminal.screen, background: .dark)
    #expect(svg.contains(">You picked Bananas.</text>"))
  }
}
