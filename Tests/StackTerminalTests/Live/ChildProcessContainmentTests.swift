import CStackSystem
import StackCore
import Testing

@testable import StackLive
@testable import StackTerminal

/// Children end with the app (issue 27): the loop ends the children it watches when it ends,
/// a child that ignores SIGTERM is killed after the grace period, grandchildren too; a
/// detached child outlives it; children have no controlling terminal; a stopped child is
/// reported and `terminate()` continues and ends it; the table the signal handlers use ends
/// what is registered.
@MainActor
@Suite struct ChildProcessContainmentTests {
  /// Runs a loop that starts with `child` watched, calls `onLine` with each output line
  /// (quitting when it says so), and returns once the loop ended.
  static func run(
    _ child: ChildProcess, onStart: ((AppLoop) -> Void)? = nil,
    quitWhen: @escaping (String) -> Bool
  ) {
    let app = RecordingApp()
    app.onStart = { loop in
      loop.readLines(from: child.standardOutput) { batch in
        let lines = batch.indices.map { batch.text(at: $0) }
        return lines.contains(where: quitWhen) || batch.isEnd ? .quit : .unchanged
      }
      loop.watchExit(of: child) { _ in .unchanged }
      onStart?(loop)
    }
    AppLoop(terminal: DescriptorTerminal(), app: app).run()
  }

  /// Runs a loop that watches `child`'s stops (every 10 ms) until it exits, calling `onReport`
  /// with each stop or continue (the stop signal, or nil); the reports, in order.
  static func reportsOfStops(
    _ child: ChildProcess, onReport: @escaping (_ count: Int, Int32?) -> Void
  ) -> [Int32?] {
    var reported: [Int32?] = []
    let app = RecordingApp()
    app.onStart = { loop in
      loop.readLines(from: child.standardOutput) { _ in .unchanged }
      loop.watchStops(of: child, every: .milliseconds(10)) { signal in
        reported.append(signal)
        onReport(reported.count, signal)
        return .redraw
      }
      loop.watchExit(of: child) { _ in .quit }
    }
    AppLoop(terminal: DescriptorTerminal(), app: app).run()
    return reported
  }

  /// Waits (with a generous ceiling that only catches a hang) until `pid` no longer exists.
  static func waitUntilGone(_ pid: pid_t) -> Bool {
    var step = timespec(tv_sec: 0, tv_nsec: 10_000_000)
    for _ in 0..<3000 {
      if kill(pid, 0) != 0 && errno == ESRCH { return true }
      _ = nanosleep(&step, nil)
    }
    return false
  }

  @Test func aChildStillRunningWhenTheAppQuitsEndsWithIt() throws {
    let child = try ChildProcess(arguments: ["sh", "-c", "echo ready; exec sleep 30"])
    Self.run(child) { $0 == "ready" }
    #expect(child.termination == .signalled(SIGTERM))
    #expect(kill(child.pid, 0) != 0)
  }

  @Test func aChildThatIgnoresSIGTERMIsKilledAfterTheGracePeriodWhenTheAppQuits() throws {
    let child = try ChildProcess(arguments: ["sh", "-c", "trap '' TERM; echo ready; sleep 30"])
    Self.run(child) { $0 == "ready" }
    #expect(child.termination == .signalled(SIGKILL))
  }

  @Test func aGrandchildEndsWithTheApp() throws {
    let child = try ChildProcess(arguments: ["sh", "-c", "sleep 30 & echo $!; wait"])
    var grandchild: pid_t = 0
    Self.run(child) { line in
      grandchild = pid_t(line) ?? 0
      return true
    }
    #expect(grandchild > 0)
    #expect(Self.waitUntilGone(grandchild))
  }

  @Test func aDetachedChildOutlivesTheApp() throws {
    let child = try ChildProcess(arguments: ["sh", "-c", "echo ready; exec sleep 30"])
    child.detach()
    Self.run(child) { $0 == "ready" }
    #expect(child.termination == nil)
    #expect(kill(child.pid, 0) == 0)
    _ = kill(child.pid, SIGKILL)
    _ = child.reap(blocking: true)
  }

  @Test func aChildRunsInASessionOfItsOwnWithoutTheAppsTerminal() throws {
    let child = try ChildProcess(
      arguments: ["sh", "-c", "if (true </dev/tty) 2>/dev/null; then echo tty; else echo none; fi"])
    var answer = ""
    let session = getsid(child.pid)
    Self.run(child) { line in
      answer = line
      return true
    }
    #expect(session == child.pid)
    #expect(answer == "none")
  }

  @Test func aStoppedChildIsReportedAndTerminateContinuesAndEndsIt() throws {
    let child = try ChildProcess(
      arguments: ["sh", "-c", "echo ready; kill -STOP $$; echo continued; exec sleep 30"])
    let reported = Self.reportsOfStops(child) { _, signal in
      if signal != nil { child.terminate() }
    }
    #expect(reported.first == SIGSTOP)
    #expect(child.termination == .signalled(SIGTERM))
  }

  @Test func theTableTheSignalHandlersUseEndsTheRegisteredChildren() throws {
    let child = try ChildProcess(arguments: ["sh", "-c", "trap '' TERM; echo ready; exec sleep 30"])
    // Once it ignores SIGTERM (it said so), what a signal handler (or exit) does.
    var byte: UInt8 = 0
    var step = timespec(tv_sec: 0, tv_nsec: 10_000_000)
    var waited = 0
    while read(child.standardOutput.rawValue, &byte, 1) != 1 && waited < 3000 {
      _ = nanosleep(&step, nil)
      waited += 1
    }
    #expect(byte == UInt8(ascii: "r"))
    stacktui_child_groups_end(50)
    #expect(child.reap(blocking: true) == .signalled(SIGKILL))
  }
}
