import StackCore
import StackTerminal

/// A headless ``Terminal`` that never has input but really waits: its waits `poll` the
/// descriptors the loop gives it, with the loop's timeout, as a real terminal's do. For
/// tests of what wakes a waiting ``AppLoop`` (sends, watches, timers on a real clock).
@MainActor
final class DescriptorTerminal: Terminal {
  let size = Size(width: 20, height: 3)
  let isMonochrome = false
  /// The frames presented, as text.
  private(set) var frames: [String] = []
  /// The waits with a timeout (not zero) that ended with nothing ready.
  private(set) var timedOutWaits = 0

  func present(_ canvas: Canvas) { frames.append(canvas.text) }

  func nextInput(timeoutMilliseconds: Int?) -> InputEvent? { nil }

  func nextInput(timeoutMilliseconds: Int?, orReadable descriptors: [Int32]) -> InputWait {
    if descriptors.isEmpty && timeoutMilliseconds == nil { return .ended }
    var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let count = poll(&entries, nfds_t(entries.count), Int32(clamping: timeoutMilliseconds ?? -1))
    if count > 0 { return .ready }
    if timeoutMilliseconds != 0 { timedOutWaits += 1 }
    return .timedOut
  }
}

/// An app that shows a list of values and records what it was sent; quits when told.
@MainActor
final class RecordingApp: TerminalApp {
  var values: [Int] = []
  var loop: AppLoop?
  var onStart: ((AppLoop) -> Void)?

  func start(in loop: AppLoop) {
    self.loop = loop
    onStart?(loop)
  }

  func handle(_ event: InputEvent) -> AppResponse { .unchanged }
  func resize(to size: Size) {}
  func render(in surface: inout Surface) {
    surface.write("n=\(values.count) last=\(values.last ?? -1)", at: .zero, style: .plain)
  }
}
