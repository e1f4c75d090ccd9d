import StackCore
import Testing

@testable import StackLive
@testable import StackTerminal

/// A child process under an ``AppLoop``: its output lines and exit status arrive through the
/// loop's wait; a program that cannot start is a clear error; a child that ignores SIGTERM
/// is killed; one that closes its output but keeps running is still waited for.
@MainActor
@Suite struct ChildProcessTests {
  /// Runs `arguments` under a loop until it exited and its output ended; what arrived.
  static func run(_ arguments: [String], onStart: ((ChildProcess, AppLoop) -> Void)? = nil) throws
    -> (output: [String], errors: [String], termination: ChildProcess.Termination?)
  {
    try run(argumentBytes: arguments.map { Array($0.utf8) }, onStart: onStart)
  }

  /// Runs the command whose arguments are `argumentBytes` (see ``run(_:onStart:)``).
  static func run(
    argumentBytes arguments: [[UInt8]], onStart: ((ChildProcess, AppLoop) -> Void)? = nil
  ) throws
    -> (output: [String], errors: [String], termination: ChildProcess.Termination?)
  {
    let child = try ChildProcess(argumentBytes: arguments)
    let app = RecordingApp()
    var output: [String] = []
    var errors: [String] = []
    var termination: ChildProcess.Termination?
    var open = 3
    func ended() -> AppResponse {
      open -= 1
      return open == 0 ? .quit : .redraw
    }
    app.onStart = { loop in
      loop.readLines(from: child.standardOutput) { batch in
        output += batch.indices.map { batch.text(at: $0) }
        return batch.isEnd ? ended() : .redraw
      }
      loop.readLines(from: child.standardError) { batch in
        errors += batch.indices.map { batch.text(at: $0) }
        return batch.isEnd ? ended() : .redraw
      }
      loop.watchExit(of: child) { status in
        termination = status
        return ended()
      }
      onStart?(child, loop)
    }
    AppLoop(terminal: DescriptorTerminal(), app: app).run()
    return (output, errors, termination)
  }

  @Test func aChildsOutputErrorsAndExitStatusArriveThroughTheLoop() throws {
    let result = try Self.run(["sh", "-c", "echo one; echo two; echo oops >&2; exit 3"])
    #expect(result.output == ["one", "two"])
    #expect(result.errors == ["oops"])
    #expect(result.termination == .exited(3))
    #expect(result.termination?.description == "exit 3")
  }

  @Test func aProgramThatCannotStartIsAClearError() {
    #expect(throws: ChildProcess.StartError.self) {
      _ = try ChildProcess(arguments: ["/nonexistent/program\u{1B}]0;x"])
    }
    do {
      _ = try ChildProcess(arguments: ["/nonexistent/program\u{1B}]0;x"])
    } catch {
      #expect(error.description.contains("No such file or directory"))
      #expect(!error.description.contains("\u{1B}"))
    }
    #expect(throws: ChildProcess.StartError.self) { _ = try ChildProcess(arguments: []) }
  }

  @Test func aChildThatIgnoresSIGTERMIsKilled() throws {
    let result = try Self.run(["sh", "-c", "trap '' TERM; echo ready; sleep 30"]) { child, loop in
      loop.schedule(after: .milliseconds(200)) {
        child.terminate()
        return .unchanged
      }
      loop.schedule(after: .milliseconds(500)) {
        child.kill()
        return .unchanged
      }
    }
    #expect(result.output == ["ready"])
    #expect(result.termination == .signalled(9))
    #expect(result.termination?.shellStatus == 137)
  }

  @Test func aChildThatClosesItsOutputButKeepsRunningIsStillWaitedFor() throws {
    let result = try Self.run(["sh", "-c", "echo bye; exec >&- 2>&-; sleep 0.3; exit 4"])
    #expect(result.output == ["bye"])
    #expect(result.termination == .exited(4))
  }

  @Test func aChildThatExitsAtOnceEndsCleanly() throws {
    let result = try Self.run(["true"])
    #expect(result.output.isEmpty)
    #expect(result.termination == .exited(0))
  }
}
