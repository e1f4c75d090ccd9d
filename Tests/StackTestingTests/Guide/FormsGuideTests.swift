import StackWidgets
import Testing

// The code of the Forms article (StackWidgets.docc/Forms.md), run: the model, the form, and
// the picture the article shows after a submit with an empty name.

enum Shipping: String, CaseIterable { case standard, express }

struct Checkout {
  var name = ""
  var giftWrap = false
  var shipping = Shipping.standard
  var quantity = 1
}

@Suite struct FormsGuideTests {
  @Test func theArticlesFormSubmitsOnlyWithANameAndLooksAsShown() {
    var placed: [Checkout] = []
    func place(_ checkout: Checkout) { placed.append(checkout) }
    let form = Form(Checkout()) {
      TextField("Name", \.name, placeholder: "as on the card")
        .validate(message: { $0.isEmpty ? "Required" : nil })
      Toggle("Gift wrap", \.giftWrap)
      Choice("Shipping", \.shipping, options: Shipping.allCases, title: \.rawValue)
      Stepper("Quantity", \.quantity, in: 1...10)
      FormButton("Pay")
    }
    form.onSubmit = { checkout in
      place(checkout)
      return .redraw
    }
    let region = Rect(x: 0, y: 0, width: 40, height: 8)
    _ = form.handle(.key(.enter), in: region)
    #expect(placed.isEmpty)
    var canvas = Canvas(size: region.size)
    Surface.draw(on: &canvas, context: RenderContext()) { form.render(in: &$0, isFocused: true) }
    #expect(
      canvas.lines == [
        "› Name       as on the card_____________",
        "             Required",
        "  Gift wrap  [ ]",
        "  Shipping   (•) standard",
        "             ( ) express",
        "  Quantity   ‹ 1 ›  1–10",
        "             [ Pay ]",
        "",
      ])
    for character in "Ada" { _ = form.handle(.key(.character(character)), in: region) }
    _ = form.handle(.key(.enter), in: region)
    #expect(placed.map(\.name) == ["Ada"])
  }
}
