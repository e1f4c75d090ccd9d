import Testing

@testable import StackWidgets

/// `Screens`' dialogs: drawn over the root, keys trapped in them, typed results by completion.
@Suite struct ScreensDialogTests {
  @Test func aConfirmDialogIsDrawnOverTheRootWithItsTitleMessageAndButtons() {
    let screens = Screens(root: RecordingRoot())
    screens.confirm("Delete notes.txt?", title: "Delete") { _ in }
    let canvas = draw(screens)
    #expect(canvas.line(0).hasPrefix("ROOT"))  // The screen below is still drawn.
    #expect(canvas.find("╭ Delete ") != nil)
    #expect(canvas.find("Delete notes.txt?") != nil)
    let yes = canvas.find("[ Yes ]")
    let no = canvas.find("[ No ]")
    #expect(yes != nil && no != nil && (yes?.x ?? 0) < (no?.x ?? 0))
    #expect(canvas.line(11) == String(repeating: ".", count: 40))  // Outside the box.
  }

  @Test func enterAndYAcceptNAndEscapeReject() {
    for (key, expected) in [
      (Key.enter, true), (.character("y"), true), (.character("n"), false),
      (.escape, false),
    ] {
      let root = RecordingRoot()
      let screens = Screens(root: root)
      var answers: [Bool] = []
      screens.confirm("Quit?") { answers.append($0) }
      #expect(screens.press(key) == .redraw)
      #expect(answers == [expected], "\(key)")
      #expect(!screens.isPresenting)
      #expect(root.events.allSatisfy { if case .key = $0 { false } else { true } })
    }
  }

  @Test func keysTheDialogDoesNotUseNeverReachTheRoot() {
    let root = RecordingRoot()
    let screens = Screens(root: root)
    screens.confirm("Quit?") { _ in }
    screens.press(.character("q"), .up, .pageDown, .ctrl("x"))
    #expect(screens.isPresenting)
    #expect(root.events.filter { if case .key = $0 { true } else { false } }.isEmpty)
    screens.press(.escape)
    screens.press(.character("q"))
    #expect(root.events.last == .key(.character("q")))  // Back to the root once it is gone.
  }

  @Test func tabCyclesInsideThePromptAndNeverLeavesIt() throws {
    let screens = Screens(root: RecordingRoot())
    screens.prompt("Name:") { _ in }
    screens.press()
    let dialog = try #require(screens.topScreen as? Dialog)
    let parts: [any Widget] = [try #require(dialog.body)] + dialog.buttons
    func focused() -> Int? { parts.firstIndex { $0 === dialog.focusedPart } }
    var order: [Int?] = [focused()]
    for _ in 0..<4 {
      screens.press(.tab)
      order.append(focused())
    }
    #expect(order == [0, 1, 2, 0, 1])  // Field, OK, Cancel, field again.
    screens.press(.backTab, .backTab)
    #expect(focused() == 2)  // Shift-Tab wraps the other way.
  }

  @Test func tabWrapsRoundARootGroupAndAPushedGroupAsAtTheTopOfAScreen() {
    let left = StackWidget(title: "A")
    let right = StackWidget(title: "B")
    let root = FocusGroup([left, right]) { Layout.columns([.fill(), .fill()]).split($0) }
    let screens = Screens(root: root)
    screens.press(.tab)
    #expect(root.focusedPart === right)
    #expect(screens.press(.tab) == .redraw)
    #expect(root.focusedPart === left)  // Wrapped round, as `FocusGroup.handle(_:)` does.
    let first = InputLine()
    let second = InputLine()
    let form = FocusGroup([first, second]) { Layout.rows([.fixed(1), .fixed(1)]).split($0) }
    screens.push(form, returning: Void.self) { _ in }
    screens.press(.tab, .tab)
    #expect(form.focusedPart === first && root.focusedPart === left)
    screens.press(.backTab)
    #expect(form.focusedPart === second)
  }

  @Test func aPromptHandsBackTheTextOrNilWhenCancelled() {
    let screens = Screens(root: RecordingRoot())
    var results: [String?] = []
    screens.prompt("Name:", text: "ab") { results.append($0) }
    screens.press(.character("c"), .enter)
    screens.prompt("Name:") { results.append($0) }
    screens.press(.character("x"), .escape)
    screens.prompt("Name:", text: "kept") { results.append($0) }
    screens.press(.tab, .enter)  // OK.
    #expect(results == ["abc", nil, "kept"])
  }

  @Test func aPromptPutsTheCursorInItsField() throws {
    let screens = Screens(root: RecordingRoot())
    screens.prompt("Name:", text: "ab") { _ in }
    let canvas = draw(screens)
    let cursor = try #require(canvas.cursor)
    let field = try #require(canvas.find("ab"))
    #expect(cursor == Point(x: field.x + 2, y: field.y))
  }

  @Test func chooseHandsBackTheSelectedItem() {
    struct App: Equatable { let name: String }
    let apps = [App(name: "vim"), App(name: "less"), App(name: "nano")]
    let screens = Screens(root: RecordingRoot())
    var picked: [App?] = []
    screens.choose("Open with:", from: apps, label: \.name) { picked.append($0) }
    _ = draw(screens)
    screens.press(.down, .enter)  // The list has the focus: the second row.
    screens.choose("Open with:", from: apps, label: \.name) { picked.append($0) }
    screens.press(.escape)
    screens.choose("Open with:", from: [App](), label: \.name) { picked.append($0) }
    screens.press(.enter)  // Cancel (the only button that does anything).
    #expect(picked == [apps[1], nil, nil])
  }

  @Test func chooseShowsItsItemsWithTheFirstSelectedAndAClickPicks() throws {
    let screens = Screens(root: RecordingRoot())
    var picked: [String?] = []
    screens.choose("Open with:", from: ["vim", "less", "nano"]) { picked.append($0) }
    let canvas = draw(screens, width: 40, height: 14)
    let vim = try #require(canvas.find("vim"))
    let nano = try #require(canvas.find("nano"))
    #expect(canvas.find("less") == Point(x: vim.x, y: vim.y + 1))
    #expect(canvas[vim.x, vim.y].style == RenderContext().style(.selection))
    _ = screens.handle(.mouse(.press(nano)))
    _ = screens.handle(.mouse(.release(nano)))
    #expect(picked == ["nano"])
  }

  @Test func aMillionItemsOpenLazily() {
    let screens = Screens(root: RecordingRoot())
    var picked: [Int?] = []
    screens.choose("Pick", from: Array(0..<1_000_000)) { picked.append($0) }
    _ = draw(screens)
    screens.press(.end, .enter)
    #expect(picked == [999_999])
  }

  @Test func clicksOutsideDoNothingAndClicksInsideReachTheButtons() throws {
    let root = RecordingRoot()
    let screens = Screens(root: root)
    var answers: [Bool] = []
    screens.confirm("Quit?") { answers.append($0) }
    let canvas = draw(screens)
    _ = screens.handle(.mouse(.press(Point(x: 0, y: 11))))
    _ = screens.handle(.mouse(.release(Point(x: 0, y: 11))))
    #expect(answers.isEmpty && screens.isPresenting && root.events.isEmpty)
    let no = try #require(canvas.find("[ No ]"))
    _ = screens.handle(.mouse(.press(Point(x: no.x + 2, y: no.y))))
    _ = screens.handle(.mouse(.release(Point(x: no.x + 2, y: no.y))))
    #expect(answers == [false])
    #expect(root.events.isEmpty)  // The release after the dialog closed went nowhere either.
  }

  @Test func popWithAValueOfAnotherTypeDoesNothing() {
    let screens = Screens(root: RecordingRoot())
    var results: [Int?] = []
    screens.push(RecordingRoot(), returning: Int.self, placement: .fullScreen) {
      results.append($0)
    }
    #expect(!screens.pop(with: "three"))
    #expect(screens.pop(with: 3))
    #expect(!screens.pop(with: 4))
    #expect(!screens.cancel())
    #expect(results == [3])
  }

  @Test func screensStackAndACompletionMayPushTheNextOne() {
    let screens = Screens(root: RecordingRoot(letter: "."))
    var log: [String] = []
    screens.push(
      RecordingRoot(letter: "a"), returning: String.self, placement: .fullScreen, panel: nil
    ) {
      log.append("a: \($0 ?? "nil")")
    }
    screens.confirm("Sure?") { ok in
      log.append("confirm: \(ok)")
      screens.notify("next")
      screens.confirm("Really?") { log.append("again: \($0)") }
    }
    #expect(screens.depth == 2)
    #expect(draw(screens).line(11).hasPrefix("aaaa"))  // The full screen is below the dialog.
    screens.press(.character("y"))
    #expect(screens.depth == 2)
    screens.press(.character("n"))
    #expect(screens.pop(with: "done"))
    #expect(log == ["confirm: true", "again: false", "a: done"])
  }

  @Test func aHostThatGoesAwayCancelsWhatIsStillUp() {
    var result: Bool?
    do {
      let screens = Screens(root: RecordingRoot())
      screens.confirm("Quit?") { result = $0 }
    }
    #expect(result == false)
  }

  @MainActor @Test func anAwaitedConfirmReturnsTheAnswer() async {
    let screens = Screens(root: RecordingRoot())
    let task = Task { @MainActor in await screens.confirm("Quit?") }
    var rounds = 0
    while !screens.isPresenting && rounds < 100_000 {  // A ceiling that only catches a hang.
      await Task.yield()
      rounds += 1
    }
    screens.press(.character("y"))
    #expect(await task.value == true)
  }

  @MainActor @Test func anAwaitedChoiceReturnsTheItemOrNil() async {
    let screens = Screens(root: RecordingRoot())
    let task = Task { @MainActor in await screens.choose("Pick", from: [1, 2, 3]) }
    var rounds = 0
    while !screens.isPresenting && rounds < 100_000 {
      await Task.yield()
      rounds += 1
    }
    screens.press(.escape)
    #expect(await task.value == nil)
  }
}
