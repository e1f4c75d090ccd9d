import StackCore
import Testing

@testable import StackTerminal

/// Output flow control (Ctrl-S stops a terminal's output until Ctrl-Q) is off while an app
/// runs, and back as it was after: one Ctrl-S in a key stream (or in pasted text) blocked the
/// loop's next write, so no key was read and even Ctrl-C's exit waited (issue 27, found by the
/// examples' fuzz: pick, file-details).
@MainActor
@Suite(.serialized)
struct FlowControlOffTests {
  /// The terminal side of a new pseudo-terminal with flow control on, open as a C stream;
  /// `body` gets the stream and its descriptor.
  static func withPseudoTerminal(
    _ body: (UnsafeMutablePointer<FILE>, Int32, _ controller: Int32) throws -> Void
  ) throws {
    let (controller, path) = try #require(openPseudoTerminalController())
    defer { close(controller) }
    let descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    try #require(descriptor >= 0)
    var settings = termios()
    try #require(tcgetattr(descriptor, &settings) == 0)
    settings.c_iflag |= tcflag_t(IXON)
    try #require(tcsetattr(descriptor, TCSANOW, &settings) == 0)
    let stream = try #require(fdopen(descriptor, "r+"))
    defer { fclose(stream) }
    try body(stream, descriptor, controller)
  }

  static func flowControlIsOn(_ descriptor: Int32) -> Bool {
    var settings = termios()
    return tcgetattr(descriptor, &settings) == 0 && settings.c_iflag & tcflag_t(IXON) != 0
  }

  @Test func flowControlIsOffOnTheWholeScreenAndBackAfter() throws {
    try Self.withPseudoTerminal { stream, descriptor, _ in
      let terminal = try NcursesTerminal(termName: "xterm", input: stream, output: stream)
      #expect(!Self.flowControlIsOn(descriptor))
      terminal.stop()
      #expect(Self.flowControlIsOn(descriptor))
    }
  }

  @Test func flowControlIsOffInlineAndBackAfter() throws {
    try Self.withPseudoTerminal { stream, descriptor, _ in
      let terminal = try NcursesTerminal(
        termName: "xterm", input: stream, output: stream,
        mode: .inline(height: 3, onExit: .clear))
      #expect(!Self.flowControlIsOn(descriptor))
      terminal.stop()
      #expect(Self.flowControlIsOn(descriptor))
    }
  }

  /// Ctrl-S typed before the app starts stops the output with the keys' echo in it; ncurses
  /// then waited for that output to drain (for ever, before the fix: this test hangs).
  @Test func aCtrlSTypedAheadNeitherHangsTheStartNorKeepsTheOutputStopped() throws {
    try Self.withPseudoTerminal { stream, descriptor, controller in
      let typed: [UInt8] = [0x13, 0x61, 0x62, 0x63]
      #expect(write(controller, typed, typed.count) == typed.count)
      let terminal = try NcursesTerminal(termName: "xterm", input: stream, output: stream)
      defer { terminal.stop() }
      #expect(!Self.flowControlIsOn(descriptor))
      // Output flows: the echo and ncurses' first bytes reach the controller.
      var pending = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      #expect(poll(&pending, 1, 600_000) == 1)
      var buffer = [UInt8](repeating: 0, count: 4096)
      #expect(read(controller, &buffer, buffer.count) > 0)
    }
  }

  @Test func onlyFlowControlChanges() {
    var settings = termios()
    settings.c_iflag = tcflag_t(IXON | ICRNL | IXOFF)
    settings.c_lflag = tcflag_t(ICANON | ECHO)
    let changed = FlowControl.off(settings)
    #expect(changed.c_iflag == tcflag_t(ICRNL | IXOFF))
    #expect(changed.c_lflag == settings.c_lflag)
  }
}
