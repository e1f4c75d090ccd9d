import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackTestingFixtureApp

/// The code of StackTesting's "Testing your app with scripts" article, run: one script
/// played headless and against the built executable in tmux, with the same screens; the
/// recorder; a failed expectation. The app is the fixture app (`Tests/StackTestingFixtureApp`).
@MainActor
@Suite struct ScriptingGuideTests {
  /// The executable product the replay starts (the article's `appName`).
  let appName = "StackTestingFixtureApp"
  /// The script of the article.
  let text = """
    # size: 30x8
    expect "row 1/20"
    down*2
    snapshot third
    g
    wait 100ms
    snapshot filling
    end
    expect "row 20/20"
    """

  @Test func theScriptGivesTheSameScreensHeadlessAndInTmux() throws {
    let script = try ScriptParser.parse(text, file: "app.keys")
    let size = Size(width: 30, height: 8)
    try script.validate(screenSize: size)

    let clock = ManualClock()
    let app = try FixtureApp(rows: 20, size: size, clock: clock)
    let runner = ScriptRunner(terminal: VirtualTerminal(size: size), app: app, clock: clock)
    let headless = try runner.run(script)
    #expect(headless.snapshots.map(\.name) == ["third", "filling"])
    #expect(headless.snapshots[1].lines.last?.hasSuffix("[#####.....]") == true)

    guard TmuxSession.executable != nil else { return }  // Scripts/test.sh installs tmux.
    let executable = try BuiltExecutable.path(named: appName)
    let command = "exec \(TmuxSession.shellQuoted(executable)) --rows 20"
    let real = try TmuxReplay(command: command, size: size).run(script)
    #expect(real.finalScreen == headless.finalScreen)
    #expect(real.snapshots[0] == headless.snapshots[0])
  }

  @Test func aFailedExpectationNamesTheLineAndShowsTheScreen() throws {
    let script = try ScriptParser.parse("down\nexpect \"row 9/20\"\n", file: "app.keys")
    let size = Size(width: 30, height: 8)
    let clock = ManualClock()
    let app = try FixtureApp(rows: 20, size: size, clock: clock)
    let runner = ScriptRunner(terminal: VirtualTerminal(size: size), app: app, clock: clock)
    do {
      _ = try runner.run(script)
      Issue.record("the expectation should fail")
    } catch {
      #expect(error.line == 2)
      #expect(error.screen.last == " row 2/20")
      print(error.description)
    }
  }

  /// The article's typed `catch where` pattern compiles on Swift 6.3.1 (a closure in the
  /// `where` clause crashes that compiler) and sees the failing screen.
  @Test func aTypedCatchWhereTestsTheFailingScreenWithoutAClosure() throws {
    let script = try ScriptParser.parse("down\nexpect \"row 9/20\"\n", file: "app.keys")
    let size = Size(width: 30, height: 8)
    let clock = ManualClock()
    let app = try FixtureApp(rows: 20, size: size, clock: clock)
    let runner = ScriptRunner(terminal: VirtualTerminal(size: size), app: app, clock: clock)
    var sawRowTwo = false
    do {
      _ = try runner.run(script)
    } catch let failure where failure.screenContains(" row 2/20") {
      sawRowTwo = failure.line == 2
    } catch {
      // A test that needs a closure goes here, in the body, not in the `where` clause.
      Issue.record("unexpected screen: \(error.screen.filter { !$0.isEmpty })")
    }
    #expect(sawRowTwo)
  }

  @Test func theRecorderWritesAScript() {
    var recorder = ScriptRecorder()
    recorder.record(.key(.down))
    recorder.record(.key(.down))
    recorder.record(.key(.enter))
    #expect(recorder.scriptText() == "down*2 enter\n")
  }
}
