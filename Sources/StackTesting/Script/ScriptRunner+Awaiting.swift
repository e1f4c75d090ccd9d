@_spi(Testing) import StackTerminal

/// The `wait-for` and `wait-until-gone` steps: every frame drawn is looked at, as it is drawn,
/// while real time passes and the loop's clock follows it.
///
/// The frames drawn since the step before (during the app's task rounds, whoever held the main
/// actor meanwhile) count too: a loading screen that was drawn is seen even when the load
/// finished before the step looked (a parallel test can hold the main actor for seconds).
extension ScriptRunner {
  /// Keeps every frame drawn from now on (``sawAwaitedScreen(_:)`` looks at them), or stops.
  func recordFrames(_ records: Bool) {
    terminal.recordedFrames = []
    terminal.recordsFrames = records
  }

  /// Drops the frames kept so far: called before input, whose frames a later wait must not
  /// be satisfied by those drawn before it.
  func dropRecordedFrames() {
    terminal.recordedFrames = []
  }

  /// True when a frame drawn since the step before, or the screen now, shows the awaited
  /// text (or, for `wait-until-gone`, does not); the recorded frames are then dropped.
  func sawAwaitedScreen(_ awaited: (text: String, shows: Bool, timeout: Duration?)) -> Bool {
    let frames = terminal.recordedFrames + [terminal.screen.lines]
    terminal.recordedFrames = []
    return frames.contains { $0.joined(separator: "\n").contains(awaited.text) == awaited.shows }
  }

  /// The synchronous run's `wait-for`/`wait-until-gone`: passes of the loop (which, on the
  /// main thread, run the main queue's jobs), each after a wait of up to a millisecond for a
  /// watched descriptor or sent work, with the virtual clock advanced by the real time that
  /// passed; until the screen shows (or no longer shows) the text, the app quits, or the
  /// timeout passes.
  ///
  /// - Throws: ``ScriptExpectationFailure`` with the last screen when the timeout passed.
  func awaitText(of step: KeyScript.Step, in script: KeyScript) throws(ScriptExpectationFailure) {
    guard let awaited = step.action.awaitedText else { return }
    let realClock = ContinuousClock()
    let start = realClock.now
    var last = start
    while true {
      loop.runUntilIdle()
      if loop.isFinished || sawAwaitedScreen(awaited) { return }
      let now = realClock.now
      try checkTimeout(of: step, in: script, waited: now - start)
      _ = loop.waitForWatches(milliseconds: 1)
      let later = realClock.now
      advance(by: later - last)
      last = later
    }
  }

  /// The `async` run's `wait-for`/`wait-until-gone`: as the synchronous one, but the main
  /// actor is given up between two looks (`Task.yield` and a millisecond's sleep), so the
  /// app's tasks — started with `AppLoop.task`, plain `Task`s, or fed by threads — run
  /// meanwhile, and a frame is drawn after them as a terminal's loop draws after its jobs.
  func awaitTextLettingTasksRun(
    of step: KeyScript.Step, in script: KeyScript
  ) async throws(ScriptExpectationFailure) {
    guard let awaited = step.action.awaitedText else { return }
    let realClock = ContinuousClock()
    let start = realClock.now
    var last = start
    while true {
      loop.setNeedsRedraw()
      loop.runUntilIdle()
      if loop.isFinished || sawAwaitedScreen(awaited) { return }
      try checkTimeout(of: step, in: script, waited: realClock.now - start)
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(1))
      let later = realClock.now
      advance(by: later - last)
      last = later
    }
  }

  /// Throws the step's failure, naming the screen, once `waited` reached its timeout.
  private func checkTimeout(
    of step: KeyScript.Step, in script: KeyScript, waited: Duration
  ) throws(ScriptExpectationFailure) {
    guard let awaited = step.action.awaitedText, waited >= (awaited.timeout ?? waitTimeout)
    else { return }
    throw ScriptExpectationFailure(
      file: script.file, line: step.line, column: step.column, text: awaited.text,
      isNegated: !awaited.shows, screen: terminal.screen.lines, waited: waited)
  }
}
