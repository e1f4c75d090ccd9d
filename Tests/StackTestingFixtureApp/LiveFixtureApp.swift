import Dispatch
import StackCore
import StackTerminal

/// The adopter's case of "live apps", as written by someone new to the library: a plain
/// `@MainActor` `Task` started in `init` reads lines from an `AsyncStream` that a background
/// thread feeds, and appends them. Nothing tells the loop: the synchronous loop runs the
/// task's jobs while it waits for keys and draws after them. A spinner on a timer turns
/// while the lines load (every 80 ms); `q` quits.
@MainActor
final class LiveFixtureApp: TerminalApp {
  private(set) var lines: [String] = []
  private(set) var isLoaded = false
  private(set) var spinnerFrame = 0
  private var spinner: LoopTimer?
  static let spinnerFrames: [Character] = ["|", "/", "-", "\\"]

  /// Starts a thread that yields `count` lines, `gap` apart, and a task that reads them.
  init(count: Int, gap: Duration) {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    let gapNanoseconds =
      Int(gap.components.seconds) * 1_000_000_000
      + Int(gap.components.attoseconds / 1_000_000_000)
    DispatchQueue.global().async {
      for index in 1...max(1, count) {
        if gapNanoseconds > 0 {
          let deadline = DispatchTime.now() + .nanoseconds(gapNanoseconds)
          _ = DispatchSemaphore(value: 0).wait(timeout: deadline)
        }
        continuation.yield("line \(index)")
      }
      continuation.finish()
    }
    Task { @MainActor [weak self] in
      for await line in stream { self?.lines.append(line) }
      self?.isLoaded = true
    }
  }

  func start(in loop: AppLoop) {
    spinner = loop.schedule(every: .milliseconds(80)) { [weak self] in
      guard let self, !self.isLoaded else {
        self?.spinner?.cancel()
        return .redraw
      }
      self.spinnerFrame += 1
      return .redraw
    }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    event == .key(.character("q")) ? .quit : .unchanged
  }

  func resize(to size: Size) {}

  func render(in surface: inout Surface) {
    let frame = Self.spinnerFrames[spinnerFrame % Self.spinnerFrames.count]
    let status = isLoaded ? "loaded \(lines.count) lines" : "loading \(frame) \(lines.count)"
    surface.write(status, at: .zero, style: .plain)
    for (row, line) in lines.suffix(max(0, surface.size.height - 1)).enumerated() {
      surface.write(line, at: Point(x: 0, y: row + 1), style: .plain)
    }
  }
}
