import StackCore
import StackTerminal

/// The `async` run: the app's tasks run between steps, as in a terminal.
extension ScriptRunner {
  /// Runs every step in order, letting the app's tasks run between steps and before every
  /// look at the screen, as they do while a terminal's loop waits: a task the app started
  /// (in its init, in `handle`, on a timer) makes progress here exactly as in a terminal,
  /// and the screen checked by `expect` is the one it leads to.
  ///
  /// Tasks are given the main actor until a round passes with no frame drawn and no work
  /// sent (at most ``maximumTaskRounds`` rounds per step). Time stays virtual: a task that
  /// sleeps with `AppLoop.sleep(for:)` wakes when a `wait` step reaches its deadline.
  ///
  /// - Throws: ``ScriptExpectationFailure`` at the first failed `expect`/`expect-not`.
  public func run(_ script: KeyScript) async throws(ScriptExpectationFailure) -> ScriptResult {
    // The app's tasks start before its sources are read to their end, as in a terminal,
    // where they run at the loop's first wait.
    loop.runUntilIdle()
    await letTasksRun()
    var progress = begin(script)
    await letTasksRun()
    for step in script.steps {
      if step.action.looksAtScreen { await letTasksRun() }
      if case .wait(let duration) = step.action {
        guard prepare(step, &progress) else { break }
        await advanceLettingTasksRun(by: duration)
        progress.isAfterWait = true
        guard finishStep(step, &progress) else { break }
        continue
      }
      guard try perform(step, of: script, &progress) else { break }
      await letTasksRun()
    }
    await letTasksRun()
    return finish(&progress)
  }

  /// Gives the main actor to the app's tasks, round after round, until a round changes
  /// nothing the loop can see (no frame drawn, no work sent).
  func letTasksRun() async {
    // Tasks started with `AppLoop.task` are waited for (real time, bounded) while busy.
    let start = ContinuousClock.now
    while loop.hasBusyTasks && !loop.isFinished && ContinuousClock.now - start < maximumSourceWait {
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
