/// The wrapped (or cut) lines of a ``TextRowContent`` for the few widths asked last: a
/// vertical stack asks for one width (its own), a horizontal one measures a handful while it
/// searches for the narrowest column. Emptied by the content when its text changes.
struct TextRowLayouts {
  /// How many widths are kept; the oldest goes first.
  static let capacity = 4

  /// The kept layouts, the newest last.
  private var entries: [(width: Int, lines: [String])] = []

  /// The lines kept for `width`, if any.
  func lines(width: Int) -> [String]? {
    entries.last { $0.width == width }?.lines
  }

  /// Keeps `lines` as the layout for `width`, forgetting the oldest beyond ``capacity``.
  mutating func keep(_ lines: [String], width: Int) {
    entries.removeAll { $0.width == width }
    if entries.count >= Self.capacity { entries.removeFirst() }
    entries.append((width, lines))
  }

  /// Forgets every layout.
  mutating func removeAll() {
    entries.removeAll()
  }
}
