import StackCore
import StackTerminal
import StackTesting
import Testing

/// One reading as a row: the values it shows are copied in when it is made.
final class ReadingRow: RowContent {
  let label: String
  let value: Int
  init(label: String, value: Int) {
    self.label = label
    self.value = value
  }
  func sizing(along axis: Axis) -> RowSizing { .fixed(1) }
  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write("\(label): \(value)", at: Point(x: 0, y: 0))
  }
}

/// The "Live data" article's rows of live data: a `@MainActor` app whose rows show readings
/// that change; each change replaces the row with one made from the new values.
@MainActor
final class ReadingsBoard: TerminalApp {
  let stack = ScrollStack()
  let sensors = ["north", "south"]
  var readings = [0, 0]

  func start(in loop: AppLoop) {
    try? stack.addLazyRows(count: sensors.count) { [self] index in
      ReadingRow(label: sensors[index], value: readings[index])
    }
  }

  /// A new reading arrived (from a task, a timer, a sender).
  func receive(_ value: Int, at index: Int) -> AppResponse {
    readings[index] = value
    _ = try? stack.replaceRow(at: index, with: ReadingRow(label: sensors[index], value: value))
    return .redraw
  }

  func handle(_ event: InputEvent) -> AppResponse { .unchanged }
  func render(in surface: inout Surface) { stack.render(in: &surface) }
  func resize(to size: Size) { stack.viewport = size }
}

@MainActor
@Suite struct ReadingsBoardTests {
  @Test func aRowOfLiveDataShowsTheValuesItWasMadeWithAndIsReplacedOnAChange() throws {
    let app = ReadingsBoard()
    let terminal = VirtualTerminal(size: Size(width: 20, height: 3))
    let runner = ScriptRunner(terminal: terminal, app: app)
    runner.runUntilIdle()
    #expect(terminal.screen.lines.prefix(2) == ["north: 0", "south: 0"])
    _ = runner.loop.send { app.receive(42, at: 1) }
    runner.runUntilIdle()
    #expect(terminal.screen.lines.prefix(2) == ["north: 0", "south: 42"])
  }
}
