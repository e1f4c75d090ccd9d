import StackCore

/// One item in the demo cart.
struct CartItem {
  let name: String
  let price: Int
}

/// The checkout screen's header.
final class CheckoutHeader: RowContent {
  func sizing(along axis: Axis) -> RowSizing { axis == .vertical ? .fixed(2) : .fixed(20) }
  var isSelectable: Bool { false }

  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write("🛒 Your cart", at: Point(x: 0, y: 0), role: DemoPalette.title)
    surface.write("built with the result builder", at: Point(x: 0, y: 1), role: DemoPalette.muted)
  }
}

/// One cart line: name on the left, price on the right.
final class CartItemContent: RowContent {
  let item: CartItem
  init(_ item: CartItem) { self.item = item }

  func sizing(along axis: Axis) -> RowSizing { axis == .vertical ? .fixed(1) : .fixed(18) }

  func render(in surface: inout Surface, context: RowRenderContext) {
    let price = "$\(item.price)"
    let width = surface.size.width
    if context.axis == .horizontal {
      surface.write(TextLayout.truncate(item.name, width: width), at: Point(x: 0, y: 0))
      surface.write(price, at: Point(x: 0, y: 1), role: DemoPalette.price)
      return
    }
    surface.write(
      TextLayout.truncate(item.name, width: max(0, width - price.count - 1)), at: Point(x: 0, y: 0))
    surface.write(price, at: Point(x: max(0, width - price.count), y: 0), role: DemoPalette.price)
  }
}

/// The footer with the total and a pay button; tapping it pays.
final class CheckoutFooter: RowContent {
  /// The sum of the cart's prices; the screen keeps it up to date as rows change.
  var total: Int
  var isPaid = false
  /// The checkout form's summary once paid ("Ada, express, gift wrap").
  var paidBy = ""
  private var isPressed = false
  init(total: Int) { self.total = total }

  var isHighlightable: Bool { true }
  func sizing(along axis: Axis) -> RowSizing { axis == .vertical ? .fixed(2) : .fixed(20) }
  func setHighlighted(_ isHighlighted: Bool) { isPressed = isHighlighted }

  func render(in surface: inout Surface, context: RowRenderContext) {
    let width = surface.write("Total: $\(total)", at: Point(x: 0, y: 0), role: DemoPalette.heading)
    if isPaid, !paidBy.isEmpty {
      surface.write(" — \(paidBy)", at: Point(x: width, y: 0), role: DemoPalette.muted)
    }
    let button = isPaid ? "✔ Paid — thank you!" : (isPressed ? "[ Paying… ]" : "[ Pay now ]")
    surface.write(button, at: Point(x: 0, y: 1), role: DemoPalette.accent)
  }
}

/// The variant that replaces the footer: just the item count.
final class ItemCountContent: RowContent {
  /// How many items the cart holds; the screen keeps it up to date as rows change.
  var count: Int
  init(count: Int) { self.count = count }
  func sizing(along axis: Axis) -> RowSizing { axis == .vertical ? .fixed(1) : .fixed(16) }

  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write("\(count) items in your cart", at: Point(x: 0, y: 0), role: DemoPalette.muted)
  }
}
