import StackCore
import StackTerminal
import StackWidgets

/// Header, items, footer built with the result builder; `f` switches the footer for an item
/// count (conditional building). The cart is the item rows the stack holds, so the total and
/// the count follow the row operations every screen offers (add, delete). Tapping "Pay now"
/// opens the checkout form (StackWidgets' `Form`); its submit pays.
@MainActor
final class CheckoutScreen: DemoScreen {
  static let name = ScreenName.checkout
  let stack = makeDemoStack()
  var onAnimation: ((_ change: String, _ phase: AnimationPhase) -> Void)?
  private var showsFooter = true
  private let startingItems = [
    CartItem(name: "Mechanical keyboard", price: 129), CartItem(name: "USB-C cable", price: 12),
    CartItem(name: "Desk lamp 💡", price: 45), CartItem(name: "Notebook (A5)", price: 9),
    CartItem(name: "抹茶 Matcha tea", price: 18),
  ]
  private let footer = CheckoutFooter(total: 0)
  private let itemCount = ItemCountContent(count: 0)
  /// The checkout form while it is open.
  private(set) var checkoutForm: CheckoutFormOverlay?

  /// The widget gallery while it is open (`w`).
  private(set) var gallery: WidgetGalleryOverlay?

  var overlay: (any Widget)? { checkoutForm ?? gallery }

  /// The gallery's spinner and sorts move on their own.
  var hasTimedState: Bool { gallery?.isAnimating ?? false }
  func advanceTimedState() -> Bool { hasTimedState }
  func finishTimedState() { gallery?.finishAnimations() }

  init() throws {
    stack.addObserver { [weak self] event in self?.cartChanged(by: event) }
    try build(startingItems)
  }

  /// The items in the cart now: the item rows of the stack, in order.
  private var cartItems: [CartItem] {
    stack.rows.compactMap { ($0.content as? CartItemContent)?.item }
  }

  /// Keeps the total and the count up to date as rows come and go: O(1) per added or
  /// removed row (events arrive in order, after each update).
  private func cartChanged(by event: StackEvent) {
    switch event {
    case .rowAdded(let row, _): count(row.content, as: 1)
    case .rowRemoved(let row, _): if let row { count(row.content, as: -1) }
    case .allRowsRemoved:
      footer.total = 0
      itemCount.count = 0
    case .rowReplaced:
      // The event does not say what the row held before: count again (O(rows); the demo
      // never replaces checkout rows).
      let items = cartItems
      footer.total = items.reduce(0) { $0 + $1.price }
      itemCount.count = items.count
    default: break
    }
  }

  private func count(_ content: any RowContent, as sign: Int) {
    guard let item = (content as? CartItemContent)?.item else { return }
    footer.total += sign * item.price
    itemCount.count += sign
  }

  var keyEntries: [KeyMapEntry<ScreenAction>] {
    [
      .command(
        "toggle-footer", keys: [.character("f")], help: "footer ↔ item count",
        action: .toggleFooter),
      .command(
        "open-gallery", keys: [.character("w")], help: "the widget gallery", action: .openGallery),
    ]
  }

  func perform(_ action: ScreenAction) -> Bool {
    if action == .openGallery {
      gallery = WidgetGalleryOverlay { [weak self] in self?.gallery = nil }
      return true
    }
    guard action == .toggleFooter else { return false }
    let selected = stack.selectedIndex
    showsFooter.toggle()
    try? build(cartItems)
    // The rebuilt rows are new rows: select the one now where the selection was.
    if let selected, stack.count > 0,
      (try? stack.select(rowAt: min(selected, stack.count - 1))) != nil
    {
      return true
    }
    stack.selectNext()
    return true
  }

  private func build(_ items: [CartItem]) throws {
    let footer = footer
    let itemCount = itemCount
    try stack.setRows {
      CheckoutHeader().padding(horizontal: 1)
      for item in items {
        CartItemContent(item).padding(horizontal: 3)
      }
      if showsFooter {
        footer.padding(horizontal: 1).onTap { [weak self] _ in self?.openForm() }
      } else {
        itemCount.padding(horizontal: 1)
      }
    }
  }

  /// Opens the checkout form for the cart's total (a paid cart stays paid).
  private func openForm() {
    guard !footer.isPaid else { return }
    let footer = footer
    checkoutForm = CheckoutFormOverlay(total: footer.total) { [weak self] details in
      if let details {
        footer.isPaid = true
        footer.paidBy = details.summary
      }
      self?.checkoutForm = nil
    }
  }
}
