import ExamplesTmuxTestSupport
import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

/// pick in tmux after a bracketed paste that never ends (`ESC [ 200 ~` without `ESC [ 201 ~`):
/// after a quiet gap the paste is the query and Ctrl-C ends pick again.
@MainActor
@Suite struct PickPasteTests {
  @Test(.enabled(if: TmuxSession.executable != nil, "tmux is not installed"))
  func anUnterminatedPasteEndsAfterAQuietGapAndCtrlCThenExits130() throws {
    let executable = try BuiltExecutable.path(named: "pick")
    let session = try TmuxSession.interactiveShell(width: 60, height: 12) { directory in
      "cd \(TmuxSession.shellQuoted(directory.path)); "
        + "seq 100 | \(TmuxSession.shellQuoted(executable)) --full > out; echo $? > status"
    }
    defer { session.kill() }
    try session.waitForScreen("pick") { $0.contains { $0.hasSuffix("100 / 100") } }
    let start = "\u{1B}[200~42"
    _ = try session.tmux(
      ["send-keys", "-t", session.target, "-H"]
        + start.utf8.map { String($0, radix: 16) })
    // The paste ends on its own after the quiet gap: it is the query.
    try session.waitForScreen("the pasted query") { $0.first?.hasPrefix("> 42") == true }
    try session.send("C-c")
    #expect(try session.waitForFile("status") == "130\n")
  }
}
