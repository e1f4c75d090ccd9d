import StackCore
@_spi(Testing) import StackTerminal
import StackTesting

/// What a terminal of `size` shows for `app` once a fresh loop (on `clock`) has handled
/// `events`: the screen after its first pass with them queued.
@MainActor
func screenLines(
  of app: any TerminalApp, size: Size, events: [InputEvent] = [],
  clock: any AnimationClock = MonotonicClock()
) -> [String] {
  let terminal = VirtualTerminal(size: size)
  let loop = AppLoop(terminal: terminal, app: app, clock: clock)
  terminal.enqueue(events)
  loop.runUntilIdle()
  return terminal.screen.lines
}
