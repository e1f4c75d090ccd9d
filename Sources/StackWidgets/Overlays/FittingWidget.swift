import StackUI

/// A widget that can say how large it wants to be: ``Screens`` sizes a ``ScreenPlacement/fitted``
/// dialog with it.
///
/// ```swift
/// extension Notice: FittingWidget {
///   func preferredSize(within available: Size) -> Size {
///     Size(width: min(available.width, TextWidth.of(text)), height: 1)
///   }
/// }
/// ```
public protocol FittingWidget: Widget {
  /// The size the widget wants (its content only, without a frame), at most `available`.
  func preferredSize(within available: Size) -> Size
}
