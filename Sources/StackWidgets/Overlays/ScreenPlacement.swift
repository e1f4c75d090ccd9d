import StackUI

/// Where a screen pushed on ``Screens`` sits: over the whole area, or a box centred in it.
///
/// ```swift
/// screens.push(details, placement: .centered(width: 60, height: 12)) { (_: Void?) in }
/// ```
public enum ScreenPlacement: Sendable, Hashable {
  /// The whole area (a screen of its own, in Textual's terms).
  case fullScreen
  /// A box of `width`×`height` cells (its frame included), centred and cut to the area.
  case centered(width: Int, height: Int)
  /// A box centred at the size the widget asks for (``FittingWidget``; two thirds of the
  /// area for a widget that does not say), its frame included, cut to the area.
  case fitted

  /// The rectangle of a screen showing `widget` framed by `panel`, in `area`. Any size is a
  /// legal argument: negative sizes count as empty, boxes larger than `area` are cut to it.
  package func rect(in area: Rect, widget: any Widget, panel: Panel?) -> Rect {
    switch self {
    case .fullScreen:
      return area
    case .centered(let width, let height):
      return Self.centre(Size(width: width, height: height), in: area)
    case .fitted:
      let frame = panel.map { $0.border == .none ? ($0.title.isEmpty ? 0 : 1) : 2 } ?? 0
      let frameWidth = panel.map { $0.border == .none ? 0 : 2 } ?? 0
      let available = Size(
        width: max(0, area.size.width - 2 - frameWidth), height: max(0, area.size.height - frame))
      let content =
        (widget as? any FittingWidget)?.preferredSize(within: available)
        ?? Size(width: area.size.width * 2 / 3, height: area.size.height * 2 / 3)
      let size = Size(
        width: content.width.saturatingAdd(frameWidth),
        height: content.height.saturatingAdd(frame))
      return Self.centre(size, in: area)
    }
  }

  /// `size` (cut to `area`, never negative) centred in `area`.
  private static func centre(_ size: Size, in area: Rect) -> Rect {
    let width = min(max(0, size.width), area.size.width)
    let height = min(max(0, size.height), area.size.height)
    return Rect(
      x: area.minX + (area.size.width - width) / 2, y: area.minY + (area.size.height - height) / 2,
      width: width, height: height)
  }
}
