import PropertyBased
import Testing

@testable import StackWidgets

/// Random keys, pastes and clicks never trap, and the form's value is what its fields show.
@Suite struct FormPropertyTests {
  /// The keys the property draws from: moves, editing, choosing, submitting, wide text.
  static let keys: [Key] = [
    .tab, .backTab, .up, .down, .left, .right, .home, .end, .enter, .backspace, .delete,
    .character(" "), .character("a"), .character("中"), .character("é"), .character("+"),
    .character("-"), .ctrl("w"), .ctrl("u"), .ctrl("k"), .escape,
  ]

  @Test func randomInputNeverTrapsAndTheSubmittedValueIsWhatTheFieldsShow() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...(Self.keys.count + 1)).array(of: 0...60),
      Gen.int(in: 0...12), Gen.int(in: 8...50)
    ) { picks, clickRow, width in
      let form = Form.order()
      var submitted: Order?
      form.onSubmit = {
        submitted = $0
        return .redraw
      }
      let region = Rect(x: 0, y: 0, width: width, height: 14)
      for pick in picks {
        let event: InputEvent
        if pick == Self.keys.count {
          event = .paste("x\ny")
        } else if pick > Self.keys.count {
          event = .mouse(.press(Point(x: 13 + (pick % 5), y: clickRow)))
        } else {
          event = .key(Self.keys[pick])
        }
        _ = form.handle(event, in: region)
        _ = form.canvas(width: width, height: 14)
        _ = form.cursorPosition(in: region)
      }
      let value = form.value
      #expect((1...10).contains(value.quantity))
      if let submitted {
        #expect(!submitted.name.isEmpty, "a submit only passes its checks")
      }
      // What the form shows is its value (a wide canvas so nothing is cut).
      let shown = Form.order(value).canvas(width: 60 + value.name.count * 2, height: 14).lines
      let lines = form.canvas(width: 60 + value.name.count * 2, height: 14).lines
      if form.shownMessages.allSatisfy({ $0 == nil }) {
        #expect(lines.map { $0.dropFirst() } == shown.map { $0.dropFirst() })
      }
      #expect(lines.contains { $0.contains("‹ \(value.quantity) ›") })
      #expect(lines.contains { $0.contains(value.giftWrap ? "[x]" : "[ ]") })
      #expect(lines.contains { $0.contains("(•) \(value.shipping.rawValue)") })
      // Lines drop their trailing blanks: compare the name without its own.
      let name = String(value.name.reversed().drop(while: { $0 == " " }).reversed())
      if !name.isEmpty { #expect(lines[0].contains(name)) }
      form.submit()
      if value.name.isEmpty {
        #expect(form.focusedIndex == 0, "the invalid name is focused")
      } else {
        #expect(submitted == value)
      }
    }
  }
}
