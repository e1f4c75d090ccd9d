import StackCore
import StackTerminal
import StackWidgets

/// The checkout form over the cart: a title line with the total, then the `Form`. Esc
/// closes it (back to the cart); a submit that passes every check pays.
final class CheckoutFormOverlay: Widget {
  let form: Form<CheckoutDetails>
  private let total: Int
  /// Runs when the overlay should go away: with the details when paid, nil when cancelled.
  private let onClose: (CheckoutDetails?) -> Void

  init(total: Int, onClose: @escaping (CheckoutDetails?) -> Void) {
    self.total = total
    self.onClose = onClose
    form = CheckoutDetails.form(total: total)
    form.title = "Checkout"
    form.onSubmit = { details in
      onClose(details)
      return .redraw
    }
  }

  /// The form's region: below the title line and a blank one.
  private func formRegion(in region: Rect) -> Rect {
    Rect(x: 1, y: 2, width: max(0, region.size.width - 1), height: max(0, region.size.height - 2))
  }

  func render(in surface: inout Surface, isFocused: Bool) {
    let title = "Checkout — Total: $\(total)   (esc: back to the cart)"
    surface.write(
      TextLayout.truncate(title, width: max(0, surface.size.width - 1)), at: Point(x: 1, y: 0),
      role: DemoPalette.heading)
    form.render(in: &surface, region: formRegion(in: surface.bounds), isFocused: isFocused)
  }

  func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    if case .key(.escape) = event {
      onClose(nil)
      return .redraw
    }
    // Every other input is the form's, used or not: letters must not reach the demo's keys.
    return form.handle(event, placedAt: formRegion(in: region)) ?? .unchanged
  }

  func cursorPosition(in region: Rect) -> Point? {
    form.cursorPosition(placedAt: formRegion(in: region))
  }

  var keyHelp: KeyHelpSection? { form.keyHelp }
}
