import StackDrawing

/// A run of rows made on demand from a data source: the stack stores only a small record per
/// row, makes a row's content when the row comes near the viewport and releases it when it
/// is far away (unless the row was customised, selected or pressed).
///
/// Lazy rows have indexes, visibility, selection and events like any other row; until a lazy
/// row is measured its length is ``estimatedLength``.
///
/// Once every row of a section has left the stack (removed one by one, by
/// ``ScrollStack/removeAllRows(animation:completion:)`` or replaced), the stack lets go of the section and of its
/// `make` closure with whatever it captured: ``isReleased`` is then true, even if you still
/// hold the section.
///
/// ```swift
/// let section = try stack.addLazyRows(count: 1_000_000, estimatedLength: 1) { i in
///   TextRowContent("Row \(i)")
/// }
/// ```
public final class LazySection {
  /// The number of rows the section was created with.
  public let count: Int
  /// The content length assumed for rows not measured yet; at least 1, so a row that is not
  /// measured always takes space and is measured when it comes near the viewport (and at
  /// most 2^28).
  public let estimatedLength: Int
  /// Insets given to the section's rows.
  public let insets: EdgeInsets
  /// False when the section was declared with unselectable rows: the selection never lands
  /// on them and its searches step over the whole section without making a content.
  public let rowsAreSelectable: Bool
  let id: Int32
  /// Makes the content of a row; nil once the section is released.
  private var make: ((Int) -> any RowContent)?
  /// The section's rows in the stack now.
  var storedRows = 0

  init(
    id: Int32, count: Int, estimatedLength: Int, insets: EdgeInsets, rowsAreSelectable: Bool,
    make: ((Int) -> any RowContent)?
  ) {
    self.id = id
    self.count = count
    self.estimatedLength = max(1, clampedLength(estimatedLength))
    self.insets = insets
    self.rowsAreSelectable = rowsAreSelectable
    self.make = make
  }

  /// True once no row of the section is in the stack any more: the stack released it and its
  /// `make` closure.
  public var isReleased: Bool { make == nil }

  /// The content of the row with source index `index` (an empty text row once released: no
  /// row of a released section is left to ask).
  func content(at index: Int) -> any RowContent {
    make?(index) ?? TextRowContent("")
  }

  /// Lets go of `make` and what it captured.
  func release() { make = nil }
}
