import StackCore
import StackTerminal

/// A spinner over real async loads, written as an adopter would: three items, each loaded
/// by a task that sleeps with `Task.sleep` (a stand-in for the network), half a second apart; a
/// spinner on the loop's timer turns while any item loads. `q` quits.
@MainActor
final class LoadsFixtureApp: TerminalApp {
  static let itemCount = 3
  private(set) var ready: Set<Int> = []
  private var frame = 0
  private var spinner: LoopTimer?
  static let frames: [Character] = ["|", "/", "-", "\\"]

  var isLoading: Bool { ready.count < Self.itemCount }

  func start(in loop: AppLoop) {
    spinner = loop.schedule(every: .milliseconds(80)) { [unowned self] in
      frame += 1
      return .redraw
    }
    for item in 0..<Self.itemCount {
      // Weak: a test may drop the app (its run failed) while a load still sleeps.
      loop.task { [weak self] in
        try? await Task.sleep(for: .milliseconds(500 * (item + 1)))
        guard let self else { return }
        ready.insert(item)
        if !isLoading { spinner?.cancel() }
      }
    }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    event == .key(.character("q")) ? .quit : .unchanged
  }

  func resize(to size: Size) {}

  func render(in surface: inout Surface) {
    let status =
      isLoading
      ? "loading… \(Self.frames[frame % Self.frames.count])" : "loaded \(ready.count) items"
    surface.write(status, at: .zero, style: .plain)
    for item in 0..<Self.itemCount {
      let state = ready.contains(item) ? "ready" : "…"
      surface.write("item \(item + 1): \(state)", at: Point(x: 0, y: item + 1), style: .plain)
    }
  }
}
