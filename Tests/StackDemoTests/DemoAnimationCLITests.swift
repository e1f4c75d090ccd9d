import Foundation
import StackTesting
import Testing

@testable import StackDemo

/// `--no-animation`, reduced motion and the completion events of `--events`.
@MainActor
@Suite struct DemoAnimationCLITests {
  @Test(arguments: [
    "demo/animated-showcase.keys", "demo/streaming-chat.keys", "demo/showcase.keys",
  ])
  func noAnimationGivesTheInstantScreens(tour: String) throws {
    let animated = try StackDemoBinary.run(["--script", tour, "--dump", "each"])
    let instant = try StackDemoBinary.run(["--script", tour, "--dump", "each", "--no-animation"])
    #expect(animated.status == 0, "\(animated.stderr)")
    #expect(instant.status == 0, "\(instant.stderr)")
    #expect(animated.stdout == instant.stdout)
  }

  @Test func theHelpNamesTheFlagAndTheReducedMotionVariable() throws {
    let help = try StackDemoBinary.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("--no-animation"))
    #expect(help.stdout.contains("STACK_DEMO_REDUCED_MOTION"))
  }

  @Test func reducedMotionTurnsAnimationOff() throws {
    #expect(
      try StackDemoCommand.parse([]).wantsAnimation == (getenv("STACK_DEMO_REDUCED_MOTION") == nil))
    #expect(try StackDemoCommand.parse(["--no-animation"]).wantsAnimation == false)
  }

  @Test func completionEventsAreJSONLines() throws {
    let script = "# screen: showcase\ndown*2\nright\nexpect \"[swift]\"\nleft\nwait 60ms\nright\n"
    let run = try ScriptTestSupport.run(text: script, file: "completion.keys")
    let motion = run.events.filter { $0.contains(#""type":"animation"#) }
    // The settling before the `expect` on line 4 belongs to line 3 (the `right` that started
    // the expansion): time that passes before a step is not caused by it.
    #expect(
      motion == [
        #"{"type":"animationStarted","line":3,"screen":"showcase","change":"expandSelection"}"#,
        #"{"type":"animationFinished","line":3,"screen":"showcase","change":"expandSelection","finished":true}"#,
        #"{"type":"animationStarted","line":5,"screen":"showcase","change":"collapseSelection"}"#,
        #"{"type":"animationFinished","line":7,"screen":"showcase","change":"collapseSelection","finished":false}"#,
        #"{"type":"animationStarted","line":7,"screen":"showcase","change":"expandSelection"}"#,
        #"{"type":"animationFinished","line":7,"screen":"showcase","change":"expandSelection","finished":true}"#,
      ], "\(motion)")
    // Without animation nothing is reported: the changes landed at once.
    let instant = try ScriptTestSupport.run(text: script, file: "completion.keys", animated: false)
    #expect(!instant.events.contains { $0.contains(#""type":"animation"#) })
  }

  /// The fuzzer's promise "a resize never moves the selection" is judged on the events of the
  /// resize's line: an answer that streams in while time passes before the resize (the chat
  /// selects its newest message) belongs to the steps before it.
  @Test func timePassingBeforeAResizeIsNotReportedAsTheResizes() throws {
    let script = "# screen: chat\nn\nresize 70x20\n"
    let run = try ScriptTestSupport.run(text: script, file: "resize.keys")
    let resizeLine = run.events.filter { $0.contains(#""line":3,"#) }
    #expect(resizeLine.contains { $0.contains(#""type":"resize""#) }, "\(run.events)")
    #expect(!resizeLine.contains { $0.contains(#""type":"selection""#) }, "\(resizeLine)")
    #expect(!resizeLine.contains { $0.contains(#""type":"added""#) }, "\(resizeLine)")
    // The answer did arrive, during the settling that followed line 2's `n`.
    #expect(run.events.contains { $0.contains(#""type":"added","line":2,"#) }, "\(run.events)")
  }
}
