import StackUI

/// One screen on a ``Screens`` stack: the widget, where and how it is drawn, and how its
/// result is handed back (type-erased, so screens of any result type share the stack).
package final class PresentedScreen {
  /// The screen's content.
  package let widget: any Widget
  /// Where it sits.
  package let placement: ScreenPlacement
  /// Its frame and title; nil draws the widget without one.
  package let panel: Panel?
  /// What happens to the screens below.
  package let backdrop: Backdrop
  /// True when Esc (unused by the widget) ends it with no result.
  package let cancelsOnEscape: Bool
  /// True when a value is of the screen's result type.
  package let accepts: (Any) -> Bool
  /// Hands the result (nil: cancelled) to whoever pushed the screen; called once.
  private var complete: ((Any?) -> Void)?
  /// The rectangle it was last drawn in (the host's coordinates).
  package var frame = Rect.zero

  package init(
    widget: any Widget, placement: ScreenPlacement, panel: Panel?, backdrop: Backdrop,
    cancelsOnEscape: Bool, accepts: @escaping (Any) -> Bool, complete: @escaping (Any?) -> Void
  ) {
    self.widget = widget
    self.placement = placement
    self.panel = panel
    self.backdrop = backdrop
    self.cancelsOnEscape = cancelsOnEscape
    self.accepts = accepts
    self.complete = complete
  }

  /// Hands `result` back, the first time only.
  package func finish(with result: Any?) {
    let complete = self.complete
    self.complete = nil
    complete?(result)
  }

  /// The part of ``frame`` inside the panel: where the widget is drawn (host coordinates).
  package var contentFrame: Rect { panel?.innerRegion(of: frame) ?? frame }
}
