import Testing

@testable import StackWidgets

/// `Form`: controls drawn as rows, focus moves, editing, validation, submit, mouse, bad input.
@Suite struct FormTests {
  @Test func everyControlIsDrawnInTheLabelColumn() {
    let form = Form.order(Order(name: "Ada", password: "pw", extras: ["tracking"], quantity: 3))
    let lines = form.canvas(width: 40, height: 12).lines
    #expect(lines[0] == "› Name       Ada")
    #expect(lines[1] == "  Password   ••")
    #expect(lines[2] == "  Gift wrap  [ ]")
    #expect(lines[3] == "  Shipping   (•) standard")
    #expect(lines[4] == "             ( ) express")
    #expect(lines[5] == "  Extras     [ ] receipt")
    #expect(lines[6] == "             [x] tracking")
    #expect(lines[7] == "  Quantity   ‹ 3 ›  1–10")
    #expect(lines[8] == "             [ Pay ]")
  }

  @Test func tabAndArrowsMoveTheFocusAndStopAtTheEnds() {
    let form = Form.order()
    form.press([.tab, .down])
    #expect(form.focusedIndex == OrderField.giftWrap.rawValue)
    form.press([.backTab])
    #expect(form.focusedIndex == OrderField.password.rawValue)
    form.press([.up, .up, .up])
    #expect(form.focusedIndex == 0)
    #expect(form.press(Array(repeating: .tab, count: 20)) == .unchanged)
    #expect(form.focusedIndex == OrderField.pay.rawValue)
    #expect(form.canvas(width: 40, height: 12).line(8).hasPrefix("›"))
  }

  @Test func typingEditsTheFocusedTextFieldWithTheRealCursor() {
    let form = Form.order()
    form.type("Ada L")
    form.press([.backspace])
    form.type(" Byron")
    #expect(form.value.name == "Ada  Byron")
    form.press([.ctrl("w"), .backspace])
    #expect(form.value.name == "Ada ")
    let region = Rect(x: 0, y: 0, width: 40, height: 12)
    #expect(form.cursorPosition(in: region) == Point(x: 13 + 4, y: 0))
    #expect(form.handle(.paste("Lovelace\n"), in: region) == .redraw)
    #expect(form.value.name == "Ada Lovelace ")
  }

  @Test func thePasswordIsMaskedAndKeptWhole() {
    let form = Form.order()
    form.press([.tab])
    form.type("s3cr€t 中")
    #expect(form.value.password == "s3cr€t 中")
    let line = form.canvas(width: 40, height: 12).line(1)
    #expect(line == "› Password   ••••••••")
    #expect(!line.contains("s3cr"))
    #expect(form.cursorPosition(in: Rect(x: 0, y: 0, width: 40, height: 12)) == Point(x: 21, y: 1))
  }

  @Test func spaceTogglesChoosesAndTicks() {
    let form = Form.order()
    form.press([.tab, .tab, .character(" ")])
    #expect(form.value.giftWrap)
    form.press([.tab, .right, .character(" ")])
    #expect(form.value.shipping == .express)
    form.press([.tab, .character(" "), .right, .character(" "), .left, .character(" ")])
    #expect(form.value.extras == ["tracking"])
    form.press([.tab, .right, .right, .character("+"), .left])
    #expect(form.value.quantity == 3)
  }

  @Test func theStepperStaysInItsRangeAndNeverOverflows() {
    struct Numbers {
      var count = Int.max
      var ratio = Double.nan
    }
    let form = Form(Numbers()) {
      Stepper("Count", \.count, in: Int.min...Int.max, step: Int.min)
      Stepper("Ratio", \.ratio, in: 0...1, step: .nan)
      Stepper("Small", \.count, in: 1...3, step: 0)
    }
    form.press([.right])
    #expect(form.value.count == Int.max)
    form.press([.left, .left, .left])
    #expect(form.value.count == Int.min)
    form.press([.tab, .left])
    #expect(form.value.ratio == 0)
    form.press([.right, .right])
    #expect(form.value.ratio == 1)
    form.press([.tab, .right])
    #expect(form.value.count == 2)
    #expect(form.canvas(width: 40, height: 4).line(2).contains("‹ 2 ›"))
  }

  @Test func submitGivesTheTypedValueOnlyWhenEveryCheckPasses() {
    let form = Form.order()
    var submitted: [Order] = []
    form.onSubmit = {
      submitted.append($0)
      return .quit
    }
    form.press([.tab, .tab, .tab, .tab, .tab, .tab])
    #expect(form.press([.enter]) == .redraw)
    #expect(submitted.isEmpty)
    #expect(form.focusedIndex == 0, "the first invalid control is focused")
    let lines = form.canvas(width: 40, height: 12).lines
    #expect(lines[1] == "             Required")
    form.type("Ada")
    #expect(!form.canvas(width: 40, height: 12).lines.contains("             Required"))
    #expect(form.press([.enter]) == .quit)
    #expect(submitted == [Order(name: "Ada")])
  }

  @Test func aThrowingCheckShowsItsDescriptionUnderTheField() {
    struct Oops: Error {}
    struct Signup {
      var email = "x"
      var age = 0
    }
    let form = Form(Signup()) {
      TextField("Email", \.email).validate {
        if !$0.contains("@") { throw ValidationError("Needs an @\nreally") }
      }
      Stepper("Age", \.age, in: 0...200).validate { _ in throw Oops() }
    }
    form.submit()
    let lines = form.canvas(width: 40, height: 6).lines
    #expect(lines[1] == "         Needs an @ really")
    #expect(lines[3] == "         Oops()")
    let canvas = form.canvas(width: 40, height: 6)
    #expect(canvas[9, 1].style == RenderContext().style(.error))
    #expect(form.validationMessages == ["Needs an @ really", "Oops()"])
  }

  @Test func aMessageAppearsOnceTheFieldWasChanged() {
    let form = Form.order(Order(name: "A"))
    #expect(form.shownMessages.allSatisfy { $0 == nil })
    form.press([.backspace])
    #expect(form.shownMessages[0] == "Required")
    form.type("B")
    #expect(form.shownMessages[0] == nil)
  }

  @Test func clicksFocusToggleChooseAndPress() {
    let form = Form.order(Order(name: "Ada"))
    var submitted = false
    form.onSubmit = { _ in
      submitted = true
      return .redraw
    }
    let region = Rect(x: 0, y: 0, width: 40, height: 12)
    _ = form.handle(.mouse(.press(Point(x: 13, y: 2))), in: region)
    #expect(form.value.giftWrap)
    #expect(form.focusedIndex == OrderField.giftWrap.rawValue)
    _ = form.handle(.mouse(.press(Point(x: 14, y: 4))), in: region)
    #expect(form.value.shipping == .express)
    _ = form.handle(.mouse(.press(Point(x: 13 + 4, y: 7))), in: region)
    #expect(form.value.quantity == 2)
    _ = form.handle(.mouse(.press(Point(x: 3, y: 1))), in: region)
    #expect(form.focusedIndex == OrderField.password.rawValue)
    _ = form.handle(.mouse(.press(Point(x: 15, y: 8))), in: region)
    #expect(submitted)
  }

  @Test func theFocusedControlUsesTheFocusRoleAndButtonsTheAccentRole() {
    let form = Form.order()
    let canvas = form.canvas(width: 40, height: 12)
    let context = RenderContext()
    #expect(canvas[0, 0].style == context.style(.focus))
    #expect(canvas[2, 0].style == context.style(.focus))
    #expect(canvas[13, 0].style == context.style(.muted), "the placeholder is a hint")
    #expect(canvas[13, 8].style == context.style(.accent))
    #expect(canvas[2, 1].style == context.style(.text))
  }

  @Test func noColorAndEightColoursDrawTheSameTextWithTheirRoles() {
    let form = Form.order()
    form.submit()
    for depth in [ColorDepth.none, .ansi8] {
      let context = RenderContext(colorDepth: depth)
      let canvas = form.canvas(width: 40, height: 12, context: context)
      #expect(canvas.lines == form.canvas(width: 40, height: 12).lines)
      #expect(canvas[0, 0].style == context.style(.focus))
      #expect(canvas[13, 1].style == context.style(.error))
      #expect(canvas[13, 9].style == context.style(.accent))
      if depth == .none {
        #expect(
          canvas[0, 0].style.foreground == .default && canvas[0, 0].style.background == .default)
        #expect(canvas[0, 0].style != CellStyle(), "focus still shows without colour")
      }
    }
  }

  @Test func wideLabelsKeepTheFieldsAtTheRightColumns() {
    let form = Form.order(Order(name: "抹茶"), nameLabel: "お名前")
    let canvas = form.canvas(width: 40, height: 12)
    // "お名前" is 6 columns, "Gift wrap" 9: the fields start at 2 + 9 + 2.
    #expect(canvas.line(0) == "› お名前     抹茶")
    #expect(canvas[13, 0].grapheme == "抹")
    #expect(canvas[15, 0].grapheme == "茶")
    let wide = Form(Order()) { TextField("配送先の住所", \.name) }
    #expect(wide.canvas(width: 40, height: 2).line(0).hasPrefix("› 配送先の住所  "))
    #expect(wide.cursorPosition(in: Rect(x: 0, y: 0, width: 40, height: 2)) == Point(x: 16, y: 0))
  }

  @Test func badInputNeverTraps() {
    let empty = Form(Order()) {}
    #expect(empty.press([.tab, .up, .enter]) == .redraw)
    #expect(empty.press([.character(" ")]) == nil)
    #expect(empty.canvas(width: 10, height: 2).lines.allSatisfy { $0.isEmpty })
    let form = Form.order()
    _ = form.canvas(width: 0, height: 0)
    _ = form.canvas(width: 3, height: 1)
    #expect(form.cursorPosition(in: Rect(x: 0, y: 0, width: 0, height: 0)) == nil)
    _ = form.handle(
      .mouse(.press(Point(x: -5, y: 900))), in: Rect(x: 0, y: 0, width: 10, height: 3))
    form.type(String(repeating: "x", count: 10_000))
    #expect(form.value.name.count == 10_000)
    let noOptions = Form(Order()) { Choice("Shipping", \.shipping, options: []) }
    noOptions.press([.character(" "), .right])
    #expect(noOptions.canvas(width: 30, height: 2).line(0).contains("(no options)"))
  }

  @Test func theKeyHelpListsTheFocusedControlsKeys() {
    let form = Form.order()
    #expect(form.keyHelp?.lines.first?.help == "edit Name")
    form.press([.tab, .tab])
    #expect(form.keyHelp?.lines.first?.help == "switch Gift wrap on or off")
    #expect(form.keyHelp?.lines.contains { $0.keys == "tab, ↓" } == true)
  }
}
