import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import StackWidgets
import Testing

/// A `Tree` with an async loader in a real `AppLoop`: the loads run in `loop.task` (the
/// wiring the Trees page shows), the spinner line shows meanwhile, the children arrive.
@MainActor
@Suite struct TreeAsyncLoadInAppLoopTests {
  /// An app holding one tree whose loader answers after a yield.
  @MainActor
  final class TreeApp: TerminalApp {
    let tree = Tree(
      roots: ["root"], label: { $0 }, hasChildren: { $0 == "root" },
      loader: .async { node in
        await Task.yield()
        return ["\(node)/a", "\(node)/b"]
      })
    var size = Size.zero

    func start(in loop: AppLoop) {
      tree.onLoad = { [tree] load in
        loop.task { _ = tree.finish(await load.run()) }
      }
    }
    func handle(_ event: InputEvent) -> AppResponse {
      tree.handle(event, placedAt: Rect(origin: .zero, size: size)) ?? .unchanged
    }
    func render(in surface: inout Surface) { tree.render(in: &surface, isFocused: true) }
    func resize(to size: Size) { self.size = size }
  }

  @Test func theChildrenArriveThroughALoopTask() async {
    let app = TreeApp()
    let terminal = VirtualTerminal(size: Size(width: 30, height: 5))
    let loop = AppLoop(terminal: terminal, app: app)
    terminal.enqueue([.key(.right)])
    loop.runUntilIdle()
    #expect(terminal.screen.lines[1].hasPrefix("└─ "))  // A spinner frame of the loop's clock.
    #expect(terminal.screen.lines[1].hasSuffix(" loading…"))
    // Let the task run; the ceiling only catches a hang.
    for _ in 0..<10_000 where loop.hasLoopTasks { await Task.yield() }
    loop.runUntilIdle()
    #expect(terminal.screen.lines[0...2] == ["▾ root", "├─   root/a", "└─   root/b"])
  }
}
