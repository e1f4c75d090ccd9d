import Testing

@testable import StackWidgets

/// While a part that takes typed text has the focus, the help leaves out the keys that type
/// there (`q`, `/`, `k`) and keeps Esc, Enter, Ctrl keys and arrows.
@MainActor
@Suite struct FooterTypedTextTests {
  static func group(first: any Widget) -> FocusGroup {
    let group = FocusGroup([first, StackWidget(title: "Files")]) { area in
      let width = area.size.width
      return [
        Rect(x: 0, y: 0, width: width, height: 1),
        Rect(x: 0, y: 1, width: width, height: max(0, area.size.height - 1)),
      ]
    }
    group.layers = [
      .command("filter", keys: [.character("/")], help: "filter") { .redraw },
      .command("clear", keys: [.escape], help: "clear filter") { .redraw },
      .command("stop", keys: [.ctrl("x"), .character("x")], help: "stop") { .redraw },
      .quit(keys: [.character("q"), .ctrl("c")]),
    ]
    return group
  }

  @Test func keysThatTypeIntoAFocusedInputLineAreNotListed() {
    let group = Self.group(first: InputLine(prompt: "/"))
    #expect(group.takesTypedText)
    let lines = group.helpSections.flatMap(\.lines)
    let keys = lines.map(\.keys)
    #expect(!keys.contains("/"), "\(keys)")
    #expect(keys.contains("Esc"), "\(keys)")
    #expect(lines.contains(KeyHelpLine(keys: "^C", help: "quit")), "q types: only ^C is left")
    #expect(lines.contains(KeyHelpLine(keys: "^X", help: "stop")), "x types: only ^X is left")
    let screens = Screens(root: group)
    let footer = Footer()
    footer.follow(screens, appKeysFrom: group)
    let line = draw(widget: footer, width: 200).line(0)
    #expect(!line.contains("q ^C quit") && line.contains("^C quit"), "\(line)")
    #expect(!line.contains("/ filter"), "\(line)")
    #expect(line.contains("clear filter"), "\(line)")
  }

  @Test func theKeysAreListedAgainWhenAPartWithoutTextHasTheFocus() {
    let group = Self.group(first: InputLine(prompt: "/"))
    group.moveFocus(.next)
    #expect(!group.takesTypedText)
    let items = Footer(for: group).items
    #expect(items.contains(KeyHelpLine(keys: "q ^C", help: "quit")), "\(items)")
    #expect(items.contains(KeyHelpLine(keys: "/", help: "filter")), "\(items)")
  }

  @Test func aFormsFocusedTextFieldTakesTypedTextAndItsToggleDoesNot() {
    struct Model {
      var name = ""
      var on = false
    }
    let form = Form(Model()) {
      TextField("Name", \Model.name)
      Toggle("On", \Model.on)
    }
    #expect(form.takesTypedText)
    _ = form.handle(.key(.down), in: Rect(x: 0, y: 0, width: 40, height: 6))
    #expect(!form.takesTypedText)
    #expect(TextArea().takesTypedText)
  }
}
