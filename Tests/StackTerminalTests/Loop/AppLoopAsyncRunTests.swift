import StackCore
@_spi(Testing) import StackTerminal
import Testing

/// `await run()` off the main thread (a test, or an `async` `main` after its first
/// suspension): the loop suspends while it waits, so a plain main-actor task runs; its
/// `setNeedsRedraw()` and sends wake the loop, and timers end the wait on time.
@MainActor
@Suite struct AppLoopAsyncRunTests {
  @Test func aPlainMainActorTaskRunsWhileTheAsyncLoopWaitsAndWakesItToDraw() async {
    let terminal = DescriptorTerminal()
    let app = RecordingApp()
    app.onStart = { loop in
      Task { @MainActor in
        app.values.append(1)
        loop.setNeedsRedraw()
        try? await Task.sleep(for: .milliseconds(20))
        app.values.append(2)
        loop.setNeedsRedraw()
        try? await Task.sleep(for: .milliseconds(20))
        loop.send { .quit }
      }
    }
    await app.runAsync(on: terminal)
    #expect(app.values == [1, 2])
    #expect(terminal.frames.last?.split(separator: "\n").first == "n=2 last=2")
  }

  @Test func aTimerEndsTheAsyncLoopsWaitOnTime() async {
    let terminal = DescriptorTerminal()
    let app = RecordingApp()
    app.onStart = { loop in
      loop.schedule(after: .milliseconds(30)) {
        app.values.append(30)
        return .redraw
      }
      loop.schedule(after: .milliseconds(60)) { .quit }
    }
    let clock = ContinuousClock()
    let start = clock.now
    await AppLoop(terminal: terminal, app: app).runAsync()
    #expect(app.values == [30])
    #expect(clock.now - start >= .milliseconds(60))
  }

  @Test func aLoopTaskIsCancelledWhenTheLoopEndsAndASleepEndsWithIt() async {
    let terminal = DescriptorTerminal()
    let app = RecordingApp()
    app.onStart = { loop in
      loop.task {
        await loop.sleep(for: .seconds(3600))
        app.values.append(Task.isCancelled ? -1 : 1)
      }
      loop.schedule(after: .milliseconds(10)) { .quit }
    }
    let loop = AppLoop(terminal: terminal, app: app)
    await loop.runAsync()
    await Task.yield()
    await Task.yield()
    #expect(app.values == [-1])
    #expect(!loop.hasLoopTasks || loop.isFinished)
  }
}
