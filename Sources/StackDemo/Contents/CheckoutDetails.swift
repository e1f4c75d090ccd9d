import StackWidgets

/// What the checkout form asks for: the typed value its Pay button submits.
struct CheckoutDetails: Equatable {
  /// How the parcel travels.
  enum Shipping: String, CaseIterable {
    case standard, express, pickup
  }

  var name = ""
  var email = ""
  var shipping = Shipping.standard
  var giftWrap = false
  var extras: Set<String> = []
  var copies = 1

  /// The extras a buyer can tick.
  static let extraOptions = ["Printed receipt", "SMS tracking"]

  /// One line for the footer once paid: "Ada, express, gift wrap, 2 receipts".
  var summary: String {
    var parts = [name, shipping.rawValue]
    if giftWrap { parts.append("gift wrap") }
    parts += Self.extraOptions.filter { extras.contains($0) }.map { $0.lowercased() }
    if copies > 1 { parts.append("\(copies) copies") }
    return parts.joined(separator: ", ")
  }

  /// The form that edits it: every control of StackWidgets, with checks on the name and
  /// the email.
  static func form(total: Int) -> Form<CheckoutDetails> {
    Form(CheckoutDetails()) {
      TextField("Name", \.name, placeholder: "as on the card")
        .validate(message: { $0.trimmingSpaces.isEmpty ? "Please enter your name" : nil })
      TextField("Email", \.email, placeholder: "for the receipt")
        .validate { email in
          guard email.contains("@") else { throw ValidationError("An email needs an @") }
        }
      Choice("Shipping", \.shipping, options: Shipping.allCases, title: \.rawValue)
      Toggle("Gift wrap", \.giftWrap, text: "wrapped in paper")
      MultiChoice("Extras", \.extras, options: extraOptions)
      Stepper("Copies", \.copies, in: 1...5)
      FormButton("Pay $\(total)")
    }
  }
}

extension String {
  /// The string without spaces at either end.
  fileprivate var trimmingSpaces: Substring {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
