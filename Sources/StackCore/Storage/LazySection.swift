/// A run of rows made on demand from a data source: the stack stores only a small record per
/// row, makes a row's content when the row comes near the viewport and releases it when it
/// is far away (unless the row was customised, selected or pressed).
///
/// Lazy rows have indexes, visibility, selection and events like any other row; until a lazy
/// row is measured its length is ``estimatedLength``.
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
  let id: Int32
  let make: (Int) -> any RowContent

  init(
    id: Int32, count: Int, estimatedLength: Int, insets: EdgeInsets,
    make: @escaping (Int) -> any RowContent
  ) {
    self.id = id
    self.count = count
    self.estimatedLength = max(1, clampedLength(estimatedLength))
    self.insets = insets
    self.make = make
  }
}
