import SnapshotTesting
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// The golden screens of the tours in `demo/`: every `snapshot` of each tour and its final
/// screen, run in-process (ScriptRunner + DemoApp on a VirtualTerminal, as
/// `stack-demo --script` does) and compared with the text files in
/// `__Snapshots__/TourSnapshotTests/` (`<tour>.<snapshot>.txt`).
///
/// To re-record after an intended change to the demo's look, delete the files and run the
/// tests twice (the first run records and fails), then read the new files.
@MainActor
@Suite struct TourSnapshotTests {
  /// Runs `demo/<tour>.keys` and checks each screen against its golden file.
  private func check(_ tour: String) throws {
    let run = try ScriptTestSupport.run(path: "demo/\(tour).keys")
    #expect(run.result.quitLine == nil)
    #expect(!run.result.snapshots.isEmpty)
    for snapshot in run.result.snapshots {
      assertSnapshot(
        of: ScreenDump.text(of: snapshot.lines), as: .lines, named: snapshot.name, testName: tour)
    }
    assertSnapshot(
      of: ScreenDump.text(of: run.result.finalScreen), as: .lines, named: "final", testName: tour)
  }

  @Test func showcase() throws { try check("showcase") }
  @Test func checkout() throws { try check("checkout") }
  @Test func checkoutForm() throws { try check("checkout-form") }
  @Test func goal() throws { try check("goal") }
  @Test func chat() throws { try check("chat") }
  @Test func list() throws { try check("list") }
  @Test func animatedShowcase() throws { try check("animated-showcase") }
  @Test func streamingChat() throws { try check("streaming-chat") }
  @Test(arguments: [
    "widgets-footer", "widgets-progress", "widgets-sparkline", "widgets-spinner", "widgets-table",
    "widgets-tabs", "widgets-textarea",
  ])
  func widgetGallery(tour: String) throws { try check(tour) }

  @Test func everyTourHasATest() {
    let tours = ScriptTestSupport.scripts(in: "demo")
    #expect(
      tours == [
        "demo/animated-showcase.keys", "demo/chat.keys", "demo/checkout-form.keys",
        "demo/checkout.keys", "demo/goal.keys",
        "demo/list.keys", "demo/showcase.keys", "demo/streaming-chat.keys",
        "demo/widgets-footer.keys", "demo/widgets-progress.keys", "demo/widgets-sparkline.keys",
        "demo/widgets-spinner.keys", "demo/widgets-table.keys", "demo/widgets-tabs.keys",
        "demo/widgets-textarea.keys",
      ])
  }
}
