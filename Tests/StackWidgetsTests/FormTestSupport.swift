@testable import StackWidgets

/// The model of the tests' forms.
struct Order: Equatable {
  enum Shipping: String, CaseIterable { case standard, express }
  var name = ""
  var password = ""
  var giftWrap = false
  var shipping = Shipping.standard
  var extras: Set<String> = []
  var quantity = 1
}

/// The controls' order in ``Form/order(_:)``.
enum OrderField: Int { case name, password, giftWrap, shipping, extras, quantity, pay }

extension Form where Model == Order {
  /// A form over every kind of control; the name must not be empty.
  static func order(_ value: Order = Order(), nameLabel: String = "Name") -> Form<Order> {
    Form(value) {
      TextField(nameLabel, \.name, placeholder: "your name")
        .validate(message: { $0.isEmpty ? "Required" : nil })
      PasswordField("Password", \.password)
      Toggle("Gift wrap", \.giftWrap)
      Choice("Shipping", \.shipping, options: Order.Shipping.allCases, title: \.rawValue)
      MultiChoice("Extras", \.extras, options: ["receipt", "tracking"])
      Stepper("Quantity", \.quantity, in: 1...10)
      FormButton("Pay")
    }
  }
}

extension Form {

  /// Sends `keys` in a region `width`×`height`; returns the last answer.
  @discardableResult
  func press(_ keys: [Key], width: Int = 40, height: Int = 20) -> AppResponse? {
    var last: AppResponse?
    for key in keys { last = handle(.key(key), in: Rect(x: 0, y: 0, width: width, height: height)) }
    return last
  }

  /// Types `text` character by character.
  func type(_ text: String) { press(text.map { Key.character($0) }) }
}
