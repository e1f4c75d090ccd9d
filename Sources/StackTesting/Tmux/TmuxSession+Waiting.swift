internal import StackPlatform

// FoundationEssentials where it exists: not Foundation's ICU (docs/decisions/0117).
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TmuxSession {
  /// Waits until the screen has stayed the same for ``settleTime`` while the pane's terminal
  /// had no unread input or output and the program was asleep; returns that screen. Throws
  /// when the program exits or ``timeout`` passes first (with the last screen in the
  /// message). Polls `capture-pane` every ``pollInterval``; never relies on a fixed sleep.
  public func waitUntilStable() throws(TmuxError) -> [String] {
    let clock = ContinuousClock()
    let start = clock.now
    var last: [String]?
    var stableSince = start
    while true {
      guard isAlive else {
        throw TmuxError(message: "the program exited before its screen settled")
      }
      let screen = try capture()
      if screen != last || isBusy {
        last = screen
        stableSince = clock.now
      } else if stableSince.duration(to: clock.now) >= settleTime {
        return screen
      }
      if start.duration(to: clock.now) > timeout {
        throw TmuxError(
          message: "the screen did not settle within \(timeout); last screen:\n"
            + screen.joined(separator: "\n"))
      }
      Self.sleep(pollInterval)
    }
  }

  /// Polls the pane until the program drew something (a line that is not blank); throws
  /// when it exits or ``timeout`` passes first.
  func waitForFirstFrame() throws(TmuxError) {
    let clock = ContinuousClock()
    let start = clock.now
    while try !capture().contains(where: { !$0.isEmpty }) {
      guard isAlive else { throw TmuxError(message: "the program exited before it drew") }
      if start.duration(to: clock.now) > timeout {
        throw TmuxError(message: "the program drew nothing within \(timeout)")
      }
      Self.sleep(pollInterval)
    }
  }

  /// Polls the pane until `condition` holds for a capture that stays the same for 100 ms
  /// (the program finished drawing); throws with the last capture after `timeout` (default:
  /// 2 minutes, a ceiling that catches a hang, not a loaded machine). `what` names the
  /// awaited screen in that message.
  @discardableResult
  public func waitForScreen(
    _ what: String, timeout: Duration = .seconds(120), escapes: Bool = false,
    until condition: ([String]) -> Bool
  ) throws(TmuxError) -> [String] {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var last: [String] = []
    var stableSince: ContinuousClock.Instant?
    while clock.now < deadline {
      let screen = try capture(escapes: escapes)
      if screen == last, condition(screen) {
        if let since = stableSince, clock.now - since >= .milliseconds(100) { return screen }
        if stableSince == nil { stableSince = clock.now }
      } else {
        stableSince = nil
      }
      last = screen
      Self.sleep(pollInterval)
    }
    throw TmuxError(
      message: "timed out waiting for \(what); the screen shows:\n"
        + last.joined(separator: "\n"))
  }

  /// Polls until the file `name` in ``directory`` exists and is complete (ends with a
  /// newline); returns its contents. Throws after `timeout` (default: 2 minutes).
  public func waitForFile(_ name: String, timeout: Duration = .seconds(120)) throws(TmuxError)
    -> String
  {
    let url = directory.appendingPathComponent(name)
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
      if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") {
        return text
      }
      Self.sleep(pollInterval)
    }
    let screen = (try? capture().joined(separator: "\n")) ?? ""
    throw TmuxError(message: "timed out waiting for \(name); the screen shows:\n\(screen)")
  }

  /// Sleeps for `duration` (the calling thread), in pieces of under a second (what `usleep`
  /// accepts everywhere).
  static func sleep(_ duration: Duration) {
    let parts = duration.components
    var microseconds = max(0, parts.seconds * 1_000_000 + parts.attoseconds / 1_000_000_000_000)
    while microseconds > 0 {
      let piece = min(microseconds, 999_999)
      usleep(UInt32(piece))
      microseconds -= piece
    }
  }
}
