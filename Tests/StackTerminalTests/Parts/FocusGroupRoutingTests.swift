import StackCore
import StackTerminal
import Testing

/// `FocusGroup`: keys to the focused part, then the focus keys, then the layers in order;
/// mouse events to the part under the pointer; the help listing every layer.
@MainActor
@Suite struct FocusGroupRoutingTests {
  enum Action: Sendable { case save, quit }

  static func group() -> (FocusGroup, RecordingPart, RecordingPart) {
    let (left, right) = (RecordingPart("left"), RecordingPart("right"))
    let group = FocusGroup([left, right]) { Layout.columns([.fixed(10), .fill()]).split($0) }
    group.resize(to: Size(width: 30, height: 6))
    return (group, left, right)
  }

  @Test func keysGoToTheFocusedPartThenTheFocusKeysThenEachLayer() throws {
    let (group, left, right) = Self.group()
    var performed: [String] = []
    let screenKeys = try KeyMap<Action>([
      .command("save", keys: [.character("s")], help: "save", action: .save)
    ])
    // The app binds s too: the screen's layer comes first.
    let appKeys = try KeyMap<Action>([
      .command("quit", keys: [.character("q"), .character("s")], help: "quit", action: .quit)
    ])
    group.layers = [
      KeyLayer("Screen", keys: screenKeys) { _ in
        performed.append("screen")
        return .redraw
      },
      KeyLayer("App", keys: appKeys) { _ in
        performed.append("app")
        return .quit
      },
    ]
    left.answers[.character("j")] = .redraw
    #expect(group.handle(.key(.character("j"))) == .redraw)  // The focused part's key.
    #expect(left.events == [.key(.character("j"))])
    #expect(group.handle(.key(.character("s"))) == .redraw)  // The screen's, before the app's.
    #expect(group.handle(.key(.character("q"))) == .quit)
    #expect(performed == ["screen", "app"])
    #expect(group.handle(.key(.character("z"))) == nil)  // Nobody's.
    #expect(group.handle(.key(.tab)) == .redraw)
    #expect(right.events == [])
    #expect(group.handle(.key(.character("z"))) == nil)
    #expect(right.events == [.key(.character("z"))])  // Keys follow the focus.
  }

  @Test func aFocusedPartThatUsesTabKeepsIt() {
    let (group, left, _) = Self.group()
    left.answers[.tab] = .redraw
    #expect(group.handle(.key(.tab)) == .redraw)
    #expect(group.focusedPart === left)
  }

  @Test func theWheelGoesToThePartUnderThePointerWithoutMovingTheFocus() {
    let (group, left, right) = Self.group()
    let wheel = InputEvent.mouse(.wheelDown(Point(x: 20, y: 3)))
    #expect(group.handle(wheel) == .unchanged)
    // In the right part's own coordinates: it starts at column 10.
    #expect(right.events == [.mouse(.wheelDown(Point(x: 10, y: 3)))])
    #expect(right.regions == [Rect(x: 0, y: 0, width: 20, height: 6)])
    #expect(left.events.isEmpty)
    #expect(group.focusedPart === left)
    #expect(group.handle(.mouse(.wheelUp(Point(x: 40, y: 3)))) == nil)  // Outside every part.
  }

  @Test func theReleaseGoesToThePartThatGotThePress() {
    let (group, left, right) = Self.group()
    _ = group.handle(.mouse(.press(Point(x: 12, y: 2))))
    _ = group.handle(.mouse(.release(Point(x: 3, y: 2))))
    // Both in the right part's coordinates (it starts at column 10): the release is outside it.
    #expect(
      right.events == [.mouse(.press(Point(x: 2, y: 2))), .mouse(.release(Point(x: -7, y: 2)))])
    #expect(left.events.isEmpty)
  }

  @Test func theHelpListsTheFocusedPartTheFocusKeysAndEveryLayer() {
    let (group, _, right) = Self.group()
    group.layers = [.quit()]
    #expect(
      group.helpSections == [
        KeyHelpSection(title: "left", lines: [KeyHelpLine(keys: "x", help: "left key")]),
        KeyHelpSection(
          title: "Screen",
          lines: [
            KeyHelpLine(keys: "Tab Shift-Tab", help: "next / previous part"),
            KeyHelpLine(keys: "click", help: "focus the part under the pointer"),
          ]),
        KeyHelpSection(title: "App", lines: [KeyHelpLine(keys: "q", help: "quit")]),
      ])
    group.focus(right)
    #expect(group.helpSections.first?.title == "right")
  }

  @Test func aResizeLaysThePartsOutAgain() {
    let (group, _, right) = Self.group()
    #expect(group.handle(.resize(Size(width: 50, height: 3))) == .redraw)
    #expect(group.region(of: right) == Rect(x: 10, y: 0, width: 40, height: 3))
    #expect(group.regions.count == 2)
  }

  @Test func regionsOutsideTheGroupAreClippedAndMissingOnesAreEmpty() {
    let parts = [RecordingPart("a"), RecordingPart("b")]
    let group = FocusGroup(parts) { _ in [Rect(x: -5, y: 0, width: 10, height: 10)] }
    group.layout(in: Rect(x: 0, y: 0, width: 8, height: 4))
    #expect(group.regions[0] == Rect(x: 0, y: 0, width: 5, height: 4))
    #expect(group.regions[1].isEmpty)
    #expect(group.focusedPart === parts[0])
    #expect(group.handle(.key(.tab)) == .unchanged)  // b is not shown.
  }
}
