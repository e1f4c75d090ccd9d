import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

/// Records what the run loop asks of it; answers from a table.
@MainActor
private final class FakeApp: TerminalApp {
  var handled: [InputEvent] = []
  var renders = 0
  var renderedSizes: [Size] = []
  var resizes: [Size] = []
  /// For each frame: whether the canvas was blank when handed to `render(into:)`.
  var blankCanvases: [Bool] = []
  var responses: [InputEvent: AppResponse] = [:]
  var defaultResponse = AppResponse.redraw

  func handle(_ event: InputEvent) -> AppResponse {
    handled.append(event)
    return responses[event] ?? defaultResponse
  }

  func render(in surface: inout Surface) {
    renders += 1
    renderedSizes.append(surface.size)
    blankCanvases.append(surface.canvas == Canvas(size: surface.size))
    surface.write("events \(handled.count)", at: .zero, style: .plain)
  }

  func resize(to size: Size) {
    resizes.append(size)
  }
}

@MainActor
@Suite struct RunLoopTests {
  private let size = Size(width: 20, height: 4)

  /// A loop over a terminal of ``size`` and a fresh app (set up by `configure`) that has drawn
  /// its first frame.
  private func started(_ configure: (FakeApp) -> Void = { _ in }) -> (
    terminal: VirtualTerminal, app: FakeApp, loop: AppLoop
  ) {
    let terminal = VirtualTerminal(size: size)
    let app = FakeApp()
    configure(app)
    let loop = AppLoop(terminal: terminal, app: app)
    loop.runUntilIdle()
    return (terminal, app, loop)
  }

  @Test func firstFrameIsDrawnAtTheTerminalSize() {
    let (terminal, app, loop) = started()
    #expect(app.renders == 1)
    #expect(app.renderedSizes == [size])
    #expect(app.resizes == [size])
    #expect(terminal.presentCount == 1)
    #expect(terminal.screen.line(0) == "events 0")
    loop.runUntilIdle()
    #expect(app.renders == 1)  // Nothing new: no frame.
  }

  @Test func aBurstOfQueuedKeysIsOneFrame() {
    let (terminal, app, loop) = started()
    let keys = Array(repeating: InputEvent.key(.down), count: 50)
    terminal.enqueue(keys)
    loop.runUntilIdle()
    #expect(app.handled == keys)
    #expect(app.renders == 2)
    #expect(terminal.presentCount == 2)
    #expect(terminal.screen.line(0) == "events 50")
  }

  @Test func runDrainsTheBurstThenStopsWhenInputEnds() {
    let terminal = VirtualTerminal(size: size)
    let app = FakeApp()
    terminal.enqueue(Array(repeating: .key(.character("j")), count: 10))
    AppLoop(terminal: terminal, app: app).run()
    #expect(app.handled.count == 10)
    #expect(app.renders == 2)  // First frame + one for the burst.
  }

  @Test func unchangedResponsesDoNotRedraw() {
    let (terminal, app, loop) = started { $0.defaultResponse = .unchanged }
    terminal.enqueue([.key(.up), .key(.up), .mouse(.wheelUp(.zero))])
    loop.runUntilIdle()
    #expect(app.handled.count == 3)
    #expect(app.renders == 1)
    // One redraw among unchanged ones still gives exactly one frame.
    app.responses[.key(.enter)] = .redraw
    terminal.enqueue([.key(.up), .key(.enter), .key(.up)])
    loop.runUntilIdle()
    #expect(app.renders == 2)
  }

  @Test func quitStopsImmediately() {
    let terminal = VirtualTerminal(size: size)
    let app = FakeApp()
    app.responses[.key(.character("q"))] = .quit
    terminal.enqueue([.key(.down), .key(.character("q")), .key(.down)])
    let loop = AppLoop(terminal: terminal, app: app)
    loop.run()
    #expect(loop.isFinished)
    #expect(app.handled == [.key(.down), .key(.character("q"))])
    #expect(app.renders == 1)  // Only the first frame: no frame after quit.
    #expect(terminal.nextInput(timeoutMilliseconds: 0) == .key(.down))
    terminal.enqueue([.key(.up)])
    loop.runUntilIdle()
    #expect(app.handled.count == 2)
  }

  @Test func resizeTellsTheAppAndRedrawsAtTheNewSize() {
    let (terminal, app, loop) = started { $0.defaultResponse = .unchanged }
    let newSize = Size(width: 30, height: 6)
    terminal.resize(to: newSize)
    loop.runUntilIdle()
    #expect(app.resizes == [size, newSize])
    #expect(app.handled.isEmpty)  // Resizes go to resize(to:), not handle(_:).
    #expect(app.renderedSizes == [size, newSize])
    #expect(terminal.screen.size == newSize)
    #expect(terminal.screen.line(0) == "events 0")
  }

  /// The loop clears the canvas it reuses, once per frame: apps draw on a blank canvas and do
  /// not clear it again.
  @Test func everyFrameStartsOnABlankCanvas() {
    let (terminal, app, loop) = started()
    terminal.enqueue([.key(.down)])
    loop.runUntilIdle()
    terminal.resize(to: Size(width: 30, height: 6))
    loop.runUntilIdle()
    terminal.enqueue([.key(.down)])
    loop.runUntilIdle()
    #expect(app.renders == 4)
    #expect(app.blankCanvases == [true, true, true, true])
  }

  @Test func severalResizesInABurstGiveOneFrameAtTheLastSize() {
    let (terminal, app, loop) = started()
    terminal.resize(to: Size(width: 10, height: 2))
    terminal.resize(to: Size(width: 12, height: 3))
    loop.runUntilIdle()
    #expect(app.renderedSizes == [size, Size(width: 12, height: 3)])
  }
}
