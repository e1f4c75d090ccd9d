import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// `--record FILE` reports a file it cannot write instead of losing the recording
/// (issue 8, item 5).
@MainActor
@Suite struct RecordingOutputTests {
  @Test(.enabled(if: FullDevice.isPresent, "needs the /dev/full device"))
  func aRecordingToAFullDeviceFails() throws {
    let live = VirtualTerminal(size: Size(width: 20, height: 5))
    do {
      _ = try RecordingTerminal(base: live, path: "/dev/full", header: ["screen: list"])
      Issue.record("expected a failure")
    } catch {
      #expect(
        error.message
          == "stack-demo: cannot write to the recording /dev/full: No space left on device")
      #expect(error.exitCode == 2)
    }
  }

  @Test(.enabled(if: FullDevice.isPresent, "needs the /dev/full device"))
  func aRecordingThatCannotBeWrittenFailsBeforeTheTerminalStarts() {
    do {
      try RecordingTerminal.prepare(path: FullDevice.path)
      Issue.record("expected a failure")
    } catch {
      #expect(
        error.message
          == "stack-demo: cannot write to the recording /dev/full: No space left on device")
    }
  }

  @Test func theSinkReportsABadDescriptor() {
    // Not a descriptor that was closed: another test could open a file under its number.
    do {
      try OutputSink(name: "the test pipe", descriptor: -1).write("x")
      Issue.record("expected a failure")
    } catch {
      #expect(error.message == "stack-demo: cannot write to the test pipe: Bad file descriptor")
    }
  }
}
