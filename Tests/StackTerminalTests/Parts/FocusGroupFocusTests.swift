import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import StackWidgets
import Testing

/// `FocusGroup`: the focus order, Tab and Shift-Tab, a click, parts that do not take the focus
/// or are not shown, and nested groups.
@MainActor
@Suite struct FocusGroupFocusTests {
  /// Three parts side by side in a 30×5 screen: a, b (no focus), c.
  static func threeParts() -> (FocusGroup, [RecordingPart]) {
    let parts = [RecordingPart("a"), RecordingPart("b", acceptsFocus: false), RecordingPart("c")]
    let group = FocusGroup(parts) { Layout.columns([.fill(), .fill(), .fill()]).split($0) }
    group.resize(to: Size(width: 30, height: 5))
    return (group, parts)
  }

  @Test func tabAndShiftTabGoRoundThePartsThatTakeTheFocus() {
    let (group, parts) = Self.threeParts()
    #expect(group.focusedPart === parts[0])
    #expect(group.handle(.key(.tab)) == .redraw)
    #expect(group.focusedPart === parts[2])
    #expect(group.handle(.key(.tab)) == .redraw)
    #expect(group.focusedPart === parts[0])
    #expect(group.handle(.key(.backTab)) == .redraw)
    #expect(group.focusedPart === parts[2])
  }

  @Test func theTerminalsCursorFollowsTheFocusedInputLineAndHidesElsewhere() {
    let input = InputLine(prompt: "> ")
    let list = RecordingPart("list")
    let group = FocusGroup([input, list]) { Layout.rows([.fixed(1), .fill()]).split($0) }
    group.resize(to: Size(width: 20, height: 4))
    _ = group.handle(.key(.character("h")))
    _ = group.handle(.key(.character("i")))
    var canvas = Canvas(size: Size(width: 20, height: 4))
    group.render(into: &canvas)
    #expect(canvas.cursor == Point(x: 4, y: 0))  // After "> hi".
    group.moveFocus(.next)
    group.render(into: &canvas)
    #expect(canvas.cursor == nil)
  }

  @Test func aPartThatIsNotShownIsSkippedAndLosesTheFocus() {
    let parts = [RecordingPart("a"), RecordingPart("b"), RecordingPart("c")]
    let group = FocusGroup(parts) { Layout.columns([.fixed(5), .fill(), .fill()]).split($0) }
    group.resize(to: Size(width: 30, height: 5))
    group.arrange = { Layout.columns([.fixed(0), .fill(), .fill()]).split($0) }
    group.resize(to: Size(width: 30, height: 5))
    #expect(group.focusedPart === parts[1])
    group.moveFocus(.next)
    group.moveFocus(.next)
    #expect(group.focusedPart === parts[1])
  }

  @Test func aSinglePartKeepsTheFocusAndTabChangesNothing() {
    let only = RecordingPart("only")
    let group = FocusGroup([only]) { [$0] }
    group.resize(to: Size(width: 10, height: 2))
    #expect(group.handle(.key(.tab)) == .unchanged)
    #expect(group.focusedPart === only)
  }

  @Test func aClickFocusesThePartUnderThePointerButNotOneThatRefusesIt() {
    let (group, parts) = Self.threeParts()
    #expect(group.handle(.mouse(.press(Point(x: 25, y: 2)))) == .redraw)
    #expect(group.focusedPart === parts[2])
    _ = group.handle(.mouse(.release(Point(x: 25, y: 2))))
    #expect(group.handle(.mouse(.press(Point(x: 15, y: 2)))) == .unchanged)
    #expect(group.focusedPart === parts[2])
    // b (columns 10–19) gets the press in its own coordinates.
    #expect(parts[1].events == [.mouse(.press(Point(x: 5, y: 2)))])
    #expect(parts[1].regions == [Rect(x: 0, y: 0, width: 10, height: 5)])
  }

  @Test func onlyTheFocusedPartIsDrawnFocused() {
    let (group, parts) = Self.threeParts()
    let terminal = VirtualTerminal(size: Size(width: 30, height: 5))
    final class App: TerminalApp {
      let group: FocusGroup
      init(_ group: FocusGroup) { self.group = group }
      func handle(_ event: InputEvent) -> AppResponse { group.handle(event) ?? .unchanged }
      func render(in surface: inout Surface) { group.render(in: &surface) }
      func resize(to size: Size) { group.resize(to: size) }
    }
    let loop = AppLoop(terminal: terminal, app: App(group))
    loop.runUntilIdle()
    #expect(terminal.screen.line(0) == "*a        b         c")
    terminal.enqueue([.key(.tab)])
    loop.runUntilIdle()
    #expect(terminal.screen.line(0) == "a         b         *c")
    #expect(parts[0].focusedRenders == 1 && parts[2].focusedRenders == 1)
  }

  @Test func tabGoesThroughAnInnerGroupBeforeMovingOn() {
    let inner = [RecordingPart("i1"), RecordingPart("i2")]
    let innerGroup = FocusGroup(inner) { Layout.rows([.fill(), .fill()]).split($0) }
    let outer = [RecordingPart("left"), RecordingPart("right")]
    let group = FocusGroup([outer[0], innerGroup, outer[1]]) {
      Layout.columns([.fill(), .fill(), .fill()]).split($0)
    }
    group.resize(to: Size(width: 30, height: 6))
    var order: [String] = []
    for _ in 0..<5 {
      group.moveFocus(.next)
      let focused = group.focusedPart === innerGroup ? innerGroup.focusedPart : group.focusedPart
      order.append((focused as? RecordingPart)?.name ?? "?")
    }
    #expect(order == ["i1", "i2", "right", "left", "i1"])
    group.moveFocus(.previous)
    #expect(group.focusedPart === outer[0])
    group.moveFocus(.previous)
    #expect(group.focusedPart === outer[1])
    // A click inside the inner group focuses the group and the part clicked, which gets it in
    // its own coordinates: i2 is at (10, 3) on the screen, 10×3.
    _ = group.handle(.mouse(.press(Point(x: 12, y: 4))))
    #expect(group.focusedPart === innerGroup)
    #expect(innerGroup.focusedPart === inner[1])
    #expect(inner[1].events.last == .mouse(.press(Point(x: 2, y: 1))))
    #expect(inner[1].regions.last == Rect(x: 0, y: 0, width: 10, height: 3))
  }
}
