import StackCore
import StackTerminal

/// Header, items, footer built with the result builder; `f` switches the footer for an item
/// count (conditional building).
@MainActor
final class CheckoutScreen: DemoScreen {
  static let name = "checkout"
  let stack = makeDemoStack()
  private var showsFooter = true
  private let items = [
    CartItem(name: "Mechanical keyboard", price: 129), CartItem(name: "USB-C cable", price: 12),
    CartItem(name: "Desk lamp 💡", price: 45), CartItem(name: "Notebook (A5)", price: 9),
    CartItem(name: "抹茶 Matcha tea", price: 18),
  ]
  private lazy var footer = CheckoutFooter(total: items.reduce(0) { $0 + $1.price })

  init() throws {
    try build()
  }

  var helpEntries: [(keys: String, action: String)] { [("f", "footer ↔ item count")] }

  func handle(_ key: Key) -> Bool {
    guard key == .character("f") else { return false }
    let selected = stack.selectedIndex
    showsFooter.toggle()
    try? build()
    // The rebuilt rows are new rows: select the one now where the selection was.
    if let selected, stack.count > 0,
      (try? stack.select(rowAt: min(selected, stack.count - 1))) != nil
    {
      return true
    }
    stack.selectNext()
    return true
  }

  private func build() throws {
    let footer = footer
    try stack.setRows {
      CheckoutHeader().padding(horizontal: 1)
      for item in items {
        CartItemContent(item).padding(horizontal: 3)
      }
      if showsFooter {
        footer.padding(horizontal: 1).onTap { _ in footer.isPaid = true }
      } else {
        ItemCountContent(count: items.count).padding(horizontal: 1)
      }
    }
  }
}
