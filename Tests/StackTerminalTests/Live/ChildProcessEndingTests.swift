import CStackSystem
import StackCore
import Testing

@testable import StackLive
@testable import StackTerminal

/// How a child ends and is seen (issue 27, found by the mutation run): a grandchild that
/// ignores SIGTERM is killed with the child's whole process group, and a stopped child that
/// is continued is no longer reported stopped.
@MainActor
@Suite struct ChildProcessEndingTests {
  @Test func aGrandchildThatIgnoresSIGTERMEndsWithTheApp() throws {
    // The grandchild says its pid once it ignores SIGTERM (kept across exec) and outlives the
    // wait below unless killed; the child itself does not ignore SIGTERM, so it is gone
    // before the grace period ends.
    let child = try ChildProcess(
      arguments: ["sh", "-c", "sh -c 'trap \"\" TERM; echo $$; exec sleep 300' & wait"])
    var grandchild: pid_t = 0
    ChildProcessContainmentTests.run(child) { line in
      grandchild = pid_t(line) ?? 0
      return true
    }
    #expect(grandchild > 0)
    // The child object stays alive (as an app keeps it): its deinit, which also kills the
    // group, must not be what ends the grandchild.
    withExtendedLifetime(child) {
      #expect(ChildProcessContainmentTests.waitUntilGone(grandchild))
    }
  }

  @Test func aStoppedChildThatIsContinuedIsNoLongerReportedStopped() throws {
    let child = try ChildProcess(
      arguments: ["sh", "-c", "echo ready; kill -STOP $$; echo continued; exec sleep 30"])
    // Continued once; whatever the second report says, the child is ended after it.
    let reported = ChildProcessContainmentTests.reportsOfStops(child) { count, _ in
      if count == 1 { _ = kill(child.pid, SIGCONT) } else { child.terminate() }
    }
    #expect(reported.count >= 2)
    #expect(reported.first == SIGSTOP)
    #expect(reported.dropFirst().first == .some(nil))
    #expect(child.stopSignal == nil)
  }
}
