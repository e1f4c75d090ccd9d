import StackDrawing

/// What a settled layout was settled for: the layout inputs (``LayoutKey``), the scroll
/// target, and the one setting that moves the largest offset without changing a slot.
///
/// Settling again with all of them unchanged changes nothing: the target is applied to the
/// offset it already produced, the offset is already clamped, and every row around the
/// viewport is measured.
struct SettledLayout {
  let key: LayoutKey
  let target: ScrollTarget?
  let autoHidesLastSeparator: Bool

  /// True when settling now (at `key`, for `target`) would change nothing.
  func matches(_ key: LayoutKey, target: ScrollTarget?, autoHidesLastSeparator: Bool) -> Bool {
    self.key == key && self.autoHidesLastSeparator == autoHidesLastSeparator
      && ScrollTarget.same(self.target, target)
  }
}

extension ScrollTarget {
  /// True when `a` and `b` name the same place: the same case, the same row objects and the
  /// same parameters.
  static func same(_ a: ScrollTarget?, _ b: ScrollTarget?) -> Bool {
    switch (a, b) {
    case (nil, nil), (.bottom, .bottom): true
    case (.row(let rowA, let alignmentA), .row(let rowB, let alignmentB)):
      rowA === rowB && alignmentA == alignmentB
    case (.edge(let endA, let rowA), .edge(let endB, let rowB)):
      endA == endB && rowA === rowB
    case (.selectionOnScreen(let rowA, let positionA), .selectionOnScreen(let rowB, let positionB)):
      rowA === rowB && positionA == positionB
    default: false
    }
  }
}
