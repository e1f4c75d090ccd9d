import StackCore
import StackTerminal
import StackTesting

/// The live benchmarks' terminal: StackTesting's ``HeadlessNcurses`` (the real ncurses back
/// end, drawing into a pipe) with a hook called when each frame was written — the moment
/// ``present(_:)`` returned, before the pipe is drained.
@MainActor
final class PresentRecorder: Terminal {
  let headless: HeadlessNcurses
  /// Frames presented so far.
  private(set) var framesPresented = 0
  /// Waits the loop made (calls of ``nextInput(timeoutMilliseconds:orReadable:)``): each
  /// one a `poll`, and one more pass when it ends.
  private(set) var waits = 0
  /// Called after every frame with the time it was written (``LiveClock`` nanoseconds).
  var onPresent: (@MainActor (UInt64) -> Void)?

  init(_ headless: HeadlessNcurses) { self.headless = headless }

  var size: Size { headless.terminal.size }
  var isMonochrome: Bool { headless.terminal.isMonochrome }

  func present(_ canvas: Canvas) {
    headless.terminal.present(canvas)
    let written = LiveClock.now()
    framesPresented += 1
    onPresent?(written)
    // Keeps the pipe from filling up (not timed).
    headless.outputPipe.drain()
  }

  func nextInput(timeoutMilliseconds: Int?) -> InputEvent? {
    headless.terminal.nextInput(timeoutMilliseconds: timeoutMilliseconds)
  }

  func nextInput(timeoutMilliseconds: Int?, orReadable descriptors: [Int32]) -> InputWait {
    waits += 1
    return headless.terminal.nextInput(
      timeoutMilliseconds: timeoutMilliseconds, orReadable: descriptors)
  }

  var inputDescriptors: [Int32] { headless.terminal.inputDescriptors }
}
