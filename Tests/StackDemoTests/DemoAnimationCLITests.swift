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
    let finished = run.events.filter { $0.contains(#""type":"animationFinished""#) }
    #expect(
      finished == [
        #"{"type":"animationFinished","line":4,"screen":"showcase","change":"expandSelection","finished":true}"#,
        #"{"type":"animationFinished","line":7,"screen":"showcase","change":"collapseSelection","finished":false}"#,
        #"{"type":"animationFinished","line":7,"screen":"showcase","change":"expandSelection","finished":true}"#,
      ], "\(finished)")
    // Without animation nothing is reported as finished: the changes landed at once.
    let instant = try ScriptTestSupport.run(text: script, file: "completion.keys", animated: false)
    #expect(!instant.events.contains { $0.contains("animationFinished") })
  }
}
