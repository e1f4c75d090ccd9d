import StackCore
import StackTerminal
import StackTesting
import Testing

/// Shows `hello` in the default colours; `g` adds a line in bright green.
@MainActor
private final class GreenLineApp: TerminalApp {
  private var showsGreen = false

  func handle(_ event: InputEvent) -> AppResponse {
    guard event == .key(.character("g")) else { return .unchanged }
    showsGreen = true
    return .redraw
  }

  func render(in surface: inout Surface) {
    surface.write("hello", at: .zero, style: .plain)
    if showsGreen {
      surface.write("go", at: Point(x: 0, y: 1), style: CellStyle(foreground: .ansi(10)))
    }
  }

  func resize(to size: Size) {}
}

/// The runner checks the contrast of every screen a script shows, when asked by its option
/// or by the script's `# contrast:` directive.
@MainActor
@Suite struct ScriptRunnerContrastTests {
  private func run(_ text: String, check: ContrastCheck? = nil) throws -> ScriptResult {
    let runner = ScriptRunner(
      terminal: VirtualTerminal(size: Size(width: 20, height: 3)), app: GreenLineApp())
    runner.contrastCheck = check
    let script = try ScriptParser.parse(text, file: "green.keys")
    try script.validate(screenSize: runner.terminal.size)
    return try runner.run(script)
  }

  @Test func noCheckRunsUnlessAsked() throws {
    #expect(try run("g\n").contrast == nil)
  }

  @Test func theDirectiveChecksEveryScreenAndNamesTheStep() throws {
    let report = try #require(try run("# contrast: light 8\n\nj\ng\nj\n").contrast)
    #expect(report.failures.map(\.text) == ["g", "o"])
    #expect(report.failures.first?.screen == "green.keys:4")
    #expect(report.failures.allSatisfy { $0.terminalBackground == .light && $0.colors == .ansi8 })
  }

  @Test func theOptionChecksEveryBackgroundAndDepth() throws {
    let report = try #require(try run("g\n", check: ContrastCheck()).contrast)
    // Bright green: 2.16:1 (8 colours) and 1.37:1 (256) on white; fine on black.
    #expect(report.failures.count == 4)
    #expect(Set(report.failures.map(\.colors)) == [.ansi8, .ansi256])
  }

  @Test func aScriptWithoutFailuresPasses() throws {
    let report = try #require(try run("# contrast: on\nj\n").contrast)
    #expect(report.isPassing)
    #expect(report.checkedCells > 0)
  }

  @Test func anUnknownDirectiveWordIsAnErrorAtItsColumn() throws {
    #expect(throws: ScriptError.self) { try self.run("# contrast: dark purple\nj\n") }
    let script = try? ScriptParser.parse("# contrast: dark purple\n", file: "x.keys")
    do throws(ScriptError) {
      _ = try script?.contrastCheck()
      Issue.record("no error")
    } catch {
      #expect(error.column == 18)
      #expect(error.message.contains("unknown contrast setting 'purple'"))
    }
    #expect(
      try ScriptParser.parse("# contrast: 4.5:1 256\n", file: "x.keys").contrastCheck()
        == ContrastCheck(depths: [.ansi256], minimumRatio: 4.5))
  }
}
