import StackCore
import StackTerminal

/// A spinner that turns every 80 ms while a loop task "loads" for 1.5 seconds on the
/// loop's clock (`AppLoop.sleep`), then says "loaded". Deterministic on virtual time: its
/// script gives the same screens headless and in tmux. `q` quits.
@MainActor
final class SpinnerFixtureApp: TerminalApp {
  private(set) var frame = 0
  private(set) var isLoaded = false
  private var spinner: LoopTimer?
  static let frames: [Character] = ["|", "/", "-", "\\"]

  func start(in loop: AppLoop) {
    spinner = loop.schedule(every: .milliseconds(80)) { [unowned self] in
      frame += 1
      return .redraw
    }
    loop.task { [unowned self] in
      await loop.sleep(for: .milliseconds(1500))
      isLoaded = true
      spinner?.cancel()
    }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    event == .key(.character("q")) ? .quit : .unchanged
  }

  func resize(to size: Size) {}

  func render(in surface: inout Surface) {
    let text = isLoaded ? "loaded" : "loading \(Self.frames[frame % Self.frames.count])"
    surface.write(text, at: .zero, style: .plain)
  }
}
