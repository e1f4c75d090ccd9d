import Foundation
import StackCore
import StackTesting

extension TmuxSession {
  /// A session as the end-to-end tests use it: `TERM=tmux-256color`, a UTF-8 locale (added to
  /// `environment`), and the pane kept after its command exits (to read its last screen).
  public static func forTests(
    width: Int = 80, height: Int = 24, environment: [String: String] = [:],
    command: (URL) throws -> String
  ) throws -> TmuxSession {
    let locale = ["LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"]
    return try TmuxSession(
      size: Size(width: width, height: height),
      environment: locale.merging(environment) { _, given in given },
      terminalType: "tmux-256color", keepsPaneAfterExit: true, command: command)
  }

  /// An interactive `/bin/sh` with the prompt `$ ` in a `width`×`height` session
  /// (``forTests(width:height:environment:command:)``) that, once the prompt showed, was given
  /// the command line `commandLine` makes of the session's directory, and Enter.
  public static func interactiveShell(
    width: Int, height: Int, running commandLine: (URL) -> String
  ) throws -> TmuxSession {
    let session = try forTests(width: width, height: height, environment: ["PS1": "$ "]) { _ in
      "/bin/sh -i"
    }
    try session.waitForScreen("the prompt") { $0.first?.hasPrefix("$") == true }
    try session.type(commandLine(session.directory))
    try session.send("Enter")
    return session
  }
}
