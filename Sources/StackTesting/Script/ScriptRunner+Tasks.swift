import StackCore
@_spi(Testing) import StackTerminal

/// The `async` run: the app's tasks run between steps, as in a terminal.
extension ScriptRunner {
  /// Runs every step in order, letting the app's tasks run between steps and before every
  /// look at the screen, as they do while a terminal's loop waits: a task the app started
  /// (in its init, in `handle`, on a timer) makes progress here exactly as in a terminal,
  /// and the screen checked by `expect` is the one it leads to.
  ///
  /// Tasks are given the main actor until a round passes with no frame drawn and no work
  /// sent (at most ``maximumTaskRounds`` rounds per step).
  ///
  /// What the run waits for, by kind of work:
  /// - a task started with `AppLoop.task` that is busy (not asleep on the loop's clock) is
  ///   waited out, in real time (at most ``maximumSourceWait``), before a step that looks at
  ///   the screen (`expect`, `expect-not`, `snapshot`, unless it follows a wait) and at the
  ///   end — not at the start nor after input, so a `wait-for "loading…"` sees the screen
  ///   while it loads;
  /// - `AppLoop.sleep(for:)` and the loop's timers are on virtual time: a `wait` step passes
  ///   it, frame by frame, letting the tasks run after each frame;
  /// - plain `Task`s, `Task.sleep` and threads (sending with `AppLoop.send(_:)` or an
  ///   `AppSender`) run in real time, which a `wait` does not pass: wait for what they lead
  ///   to with `wait-for` or `wait-until-gone`, which let real time pass (the loop's clock
  ///   following it) until the screen shows it.
  ///
  /// - Throws: ``ScriptExpectationFailure`` at the first failed `expect`/`expect-not`, or a
  ///   `wait-for`/`wait-until-gone` that timed out.
  public func run(_ script: KeyScript) async throws(ScriptExpectationFailure) -> ScriptResult {
    // The app's tasks start before its sources are read to their end, as in a terminal,
    // where they run at the loop's first wait.
    let awaited = AwaitedFrames(script.steps)
    recordFrames(awaited.beforeFirstStep)
    defer { recordFrames(false) }
    adoptCheckedTerminal(script)
    loop.runUntilIdle()
    await letTasksRun(waitingOutBusyTasks: false)
    var progress = begin(script)
    await letTasksRun(waitingOutBusyTasks: false)
    for (position, step) in script.steps.enumerated() {
      terminal.recordsFrames = awaited.duringStep[position]
      if step.action.looksAtScreen {
        await letTasksRun(waitingOutBusyTasks: !progress.isAfterWait)
      }
      if case .wait(let duration) = step.action {
        guard prepare(step, &progress) else { break }
        await advanceLettingTasksRun(by: duration)
        progress.isAfterWait = true
        guard finishStep(step, &progress) else { break }
        continue
      }
      if step.action.awaitedText != nil {
        guard prepare(step, &progress) else { break }
        try await awaitTextLettingTasksRun(of: step, in: script)
        progress.isAfterWait = true
        guard finishStep(step, &progress) else { break }
        continue
      }
      guard try perform(step, of: script, &progress) else { break }
      await letTasksRun(waitingOutBusyTasks: false)
    }
    await letTasksRun()
    return finish(&progress)
  }

  /// Gives the main actor to the app's tasks, round after round, until a round changes
  /// nothing the loop can see (no frame drawn, no work sent); first, with
  /// `waitingOutBusyTasks`, waits out the busy tasks started with `AppLoop.task`.
  func letTasksRun(waitingOutBusyTasks: Bool = true) async {
    // Tasks started with `AppLoop.task` are waited for (real time, bounded) while busy.
    let start = ContinuousClock.now
    while waitingOutBusyTasks && loop.hasBusyTasks && !loop.isFinished
      && ContinuousClock.now - start < maximumSourceWait
    {
      await Task.yield()
      loop.runUntilIdle()
      if loop.hasBusyTasks { try? await Task.sleep(for: .milliseconds(1)) }
    }
    var rounds = 0
    var quietRounds = 0
    while rounds < maximumTaskRounds && quietRounds < 2 && !loop.isFinished {
      let screenBefore = terminal.screenText
      await Task.yield()
      loop.setNeedsRedraw()  // As a terminal's loop draws after the jobs it ran.
      loop.runUntilIdle()
      let changed = terminal.screenText != screenBefore || loop.hasSentWork
      quietRounds = changed ? 0 : quietRounds + 1
      rounds += 1
    }
  }

  /// ``advance(by:)`` for the `async` run: while the app has tasks of the loop
  /// (`AppLoop.task`), they run after every step of time, so a task that wakes from
  /// `AppLoop.sleep(for:)` continues at its deadline, not at the end of the wait.
  func advanceLettingTasksRun(by duration: Duration) async {
    var remaining = duration
    while remaining > .zero && !loop.isFinished {
      takeTimeStep(&remaining)
      if loop.hasLoopTasks { await letTasksRun() }
    }
  }
}
