import Testing

@testable import StackWidgets

/// `Tabs`: the bar, switching by keys and clicks, hidden tabs left alone, a bar that scrolls.
@Suite struct TabsTests {
  /// Three tabs whose contents fill their regions with a letter and record events.
  static func threeTabs() -> (Tabs, [RecordingRoot]) {
    let contents = ["a", "b", "c"].map { RecordingRoot(letter: Character($0)) }
    let tabs = Tabs(zip(["Files", "Log", "設定"], contents).map { Tab($0, $1) })
    return (tabs, contents)
  }

  @Test func theBarShowsEveryTitleAndTheSelectedTabsWidgetBelowIt() {
    let (tabs, _) = Self.threeTabs()
    let canvas = draw(widget: tabs, width: 30, height: 3)
    #expect(canvas.line(0) == "  Files │ Log │ 設定")
    #expect(canvas.line(1) == "ROOT" + String(repeating: "a", count: 26))
    #expect(canvas.line(2) == String(repeating: "a", count: 30))
  }

  @Test func keysTheWidgetDoesNotUseSwitchTabs() {
    let (tabs, contents) = Self.threeTabs()
    for content in contents { content.answersEvents = false }
    let region = Rect(x: 0, y: 0, width: 30, height: 5)
    #expect(tabs.handle(.key(.character("]")), in: region) == .redraw)
    #expect(tabs.selectedIndex == 1)
    _ = tabs.handle(.key(.right), in: region)
    _ = tabs.handle(.key(.right), in: region)
    #expect(tabs.selectedIndex == 0)  // Wraps round.
    _ = tabs.handle(.key(.character("3")), in: region)
    #expect(tabs.selectedIndex == 2)
    #expect(tabs.handle(.key(.character("9")), in: region) == nil)  // No ninth tab.
    _ = tabs.handle(.key(.character("[")), in: region)
    #expect(tabs.selectedIndex == 1)
  }

  @Test func theSelectedWidgetGetsKeysFirstAndHiddenOnesNothing() {
    let (tabs, contents) = Self.threeTabs()
    let region = Rect(x: 0, y: 0, width: 30, height: 5)
    _ = tabs.handle(.key(.character("]")), in: region)
    #expect(tabs.selectedIndex == 0)  // The widget used the key.
    _ = tabs.handle(.mouse(.press(Point(x: 3, y: 2))), in: region)
    #expect(contents[0].events.last == .mouse(.press(Point(x: 3, y: 1))))  // Below the bar.
    _ = draw(widget: tabs, width: 30, height: 5)
    #expect(contents[1].events.isEmpty && contents[2].events.isEmpty)
    #expect(contents[1].renders == 0 && contents[2].renders == 0)
  }

  @Test func aClickOnATitleSelectsItsTab() {
    let (tabs, _) = Self.threeTabs()
    let canvas = draw(widget: tabs, width: 30, height: 3)
    let log = canvas.find("Log")
    #expect(log != nil)
    let region = Rect(x: 0, y: 0, width: 30, height: 3)
    _ = tabs.handle(.mouse(.press(Point(x: log?.x ?? 0, y: 0))), in: region)
    #expect(tabs.selectedIndex == 1)
    _ = tabs.handle(.mouse(.wheelDown(Point(x: 0, y: 0))), in: region)
    #expect(tabs.selectedIndex == 2)
  }

  @Test func aThousandTabsOnEightyColumnsScrollTheBarWithMarkers() {
    let tabs = Tabs((1...1000).map { Tab("Tab \($0)", RecordingRoot()) })
    var line = draw(widget: tabs, width: 80).line(0)
    #expect(line.hasPrefix("  Tab 1 │ Tab 2"))
    #expect(line.hasSuffix("›") && !line.hasPrefix("‹"))
    tabs.select(499)
    line = draw(widget: tabs, width: 80).line(0)
    #expect(line.hasPrefix("‹") && line.hasSuffix("›") && line.contains(" Tab 500 "))
    tabs.select(999)
    line = draw(widget: tabs, width: 80).line(0)
    #expect(line.hasPrefix("‹") && line.hasSuffix(" Tab 1000"))
    _ = tabs.handle(.mouse(.press(Point(x: 0, y: 0))), in: Rect(x: 0, y: 0, width: 80, height: 1))
    #expect(tabs.selectedIndex == 998)
  }

  @Test func theSelectedTitleShowsWithoutColoursFocusedOrNot() throws {
    let (tabs, _) = Self.threeTabs()
    let focused = draw(widget: tabs, width: 30, height: 2, context: .monochrome)
    let files = try #require(focused.find("Files"))
    #expect(focused[files.x, 0].style == CellStyle(attributes: .reverse))
    let unfocused = draw(widget: tabs, width: 30, height: 2, focused: false, context: .monochrome)
    #expect(unfocused[files.x, 0].style == CellStyle(attributes: .underline))
    #expect(hasNoColor(focused))
    #expect(
      usesOnlyBaseColors(
        draw(widget: tabs, width: 30, height: 2, context: RenderContext(colorDepth: .ansi8))))
  }

  @Test func wideTitlesSitAtTheRightColumnsAndALongOneIsCut() throws {
    let (tabs, _) = Self.threeTabs()
    let canvas = draw(widget: tabs, width: 30, height: 1)
    let title = try #require(canvas.find("設定"))
    #expect(canvas[title.x + 1, 0].isContinuation && canvas[title.x + 2, 0].grapheme == "定")
    let long = Tabs([Tab(String(repeating: "長", count: 50), RecordingRoot())])
    #expect(draw(widget: long, width: 12).line(0) == "  長長長…")
  }

  @Test func noTabsAndTinyRegionsAreDefined() {
    let empty = Tabs([])
    #expect(empty.selectedIndex == nil && !empty.acceptsFocus)
    #expect(!empty.select(3) && !empty.move(by: 1))
    _ = draw(widget: empty, width: 10, height: 3)
    #expect(empty.handle(.key(.character("1")), in: Rect(x: 0, y: 0, width: 10, height: 3)) == nil)
    let (tabs, _) = Self.threeTabs()
    for width in [0, 1, 2, 3] { _ = draw(widget: tabs, width: width, height: 1) }
    tabs.tabs = []
    #expect(tabs.selectedIndex == nil)
  }

  @Test func theHelpListsTheWidgetsKeysThenTheTabKeys() {
    let (tabs, _) = Self.threeTabs()
    let help = tabs.keyHelp
    #expect(help?.title == "Files")
    #expect(help?.lines.map(\.keys) == ["[ ] ← →", "1-9", "click"])
  }
}
