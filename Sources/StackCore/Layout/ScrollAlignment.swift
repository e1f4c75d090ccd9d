import StackDrawing

/// How ``ScrollStack/scrollToRow(at:alignment:animation:completion:)`` places a row.
public enum ScrollAlignment: String, Sendable, Hashable, CaseIterable {
  /// The row's start at the viewport's start.
  case top
  /// The row centred in the viewport.
  case middle
  /// The row's end at the viewport's end.
  case bottom
  /// The least scrolling that shows the whole row, or its start when it is longer than the
  /// viewport; no scrolling when that is already so, or when the viewport has no length.
  case nearest
}
