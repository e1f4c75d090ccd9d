@_spi(Testing) import StackTerminal
import StackTesting
import Testing

@testable import StackWidgets

/// A table sorting a slice at a time in a real loop on virtual time, driven by a `.keys`
/// script: keys pressed while the sort is pending are each answered (the selection moves)
/// before the sort lands, and it lands on the same row.
@MainActor @Suite struct TableSortScriptTests {
  /// A table filling the screen but for a last line counting the keys answered mid-sort.
  @MainActor final class SortingApp: TerminalApp {
    let table = TableSlicedSortTests.slowlySortingTable(20_000)
    /// Each key handled: whether a sort was pending, and the answer.
    var handled: [(pending: Bool, response: AppResponse)] = []
    var size = Size(width: 30, height: 8)

    func handle(_ event: InputEvent) -> AppResponse {
      if case .key(.character("q")) = event { return .quit }
      let pending = table.pendingSort != nil
      let response = table.handle(event, placedAt: tableRegion) ?? .unchanged
      handled.append((pending, response))
      return response
    }

    var tableRegion: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height - 1) }

    func render(in surface: inout Surface) {
      table.render(in: &surface, region: tableRegion, isFocused: true)
      let mid = handled.filter { $0.pending && $0.response == .redraw }.count
      surface.write("answered mid-sort: \(mid)", at: Point(x: 0, y: size.height - 1))
    }

    func resize(to size: Size) { self.size = size }
    var isAnimating: Bool { table.isAnimating }
    func advanceAnimations() -> AppResponse { table.isAnimating ? .redraw : .unchanged }
    func finishAnimations() { table.finishSort() }
  }

  @Test func keysDuringASortAreNeitherLostNorBlocked() async throws {
    let app = SortingApp()
    let runner = ScriptRunner(terminal: VirtualTerminal(size: Size(width: 30, height: 8)), app: app)
    // `wait` looks at the screen mid-sort (an `expect` right after a key would let the sort
    // land first, as a terminal settles).
    let script = """
      s
      down*3
      wait 32ms
      expect "Name▲"
      expect "answered mid-sort: 3"
      down*2
      wait 16ms
      expect "answered mid-sort: 5"
      """
    let result = try await runner.run(try ScriptParser.parse(script, file: "sort.keys"))
    let keys = app.handled.dropFirst()  // The `s`.
    #expect(keys.count == 5)
    #expect(keys.allSatisfy { $0.pending && $0.response == .redraw })
    #expect(app.table.pendingSort == nil)  // Landed once the script settled.
    #expect(app.table.sort == TableSort(column: 0))
    #expect(app.table.selectedModel?.id == 5)
    #expect(result.finalScreen.joined().contains("answered mid-sort: 5"))
  }
}
