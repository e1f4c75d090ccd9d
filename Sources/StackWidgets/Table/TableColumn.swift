import StackUI

/// One column of a ``Table``: its title, how wide it is, where its text sits, what each row
/// shows in it and how rows sort by it.
///
/// ```swift
/// TableColumn<Process>("PID", width: .fixed(7), alignment: .trailing, text: { "\($0.pid)" },
///   sortKey: { $0.pid })
/// TableColumn<Process>("Command", width: .fill(), text: \.command)   // sorts by the text
/// TableColumn<Process>("CPU", width: .fixed(10), sortKey: \.cpu) { process, surface in
///   Sparkline(values: process.history).render(in: &surface)          // a cell that draws
/// }
/// ```
public struct TableColumn<Model> {
  /// The header's text.
  public var title: String
  /// The column's width among the others (`Layout` rules: fixed, min, max, fraction, fill).
  public var width: LayoutConstraint
  /// Where the text sits in the cell (and the title in the header).
  public var alignment: TableAlignment
  /// False for a column rows cannot be sorted by (sort keys and header clicks skip it).
  public var isSortable: Bool
  /// The text of a cell.
  public let text: (Model) -> String
  /// Draws a cell itself instead of its text (a small widget, a sparkline); nil for text.
  public let draw: ((Model, inout Surface) -> Void)?
  /// The model indexes of `models` in sorted order (stable), ascending or not.
  @usableFromInline let order: ([Model], _ ascending: Bool) -> [Int]
  /// The same order worked out a slice at a time (``Table/startSort(_:)``).
  @usableFromInline let slicedOrder: ([Model], _ ascending: Bool) -> TableSortSteps

  /// A text column sorted by its text (Swift's `String` order).
  @inlinable
  public init(
    _ title: String, width: LayoutConstraint = .fill(), alignment: TableAlignment = .leading,
    text: @escaping (Model) -> String
  ) {
    self.init(title, width: width, alignment: alignment, text: text, sortKey: text)
  }

  /// A text column sorted by `sortKey` (a number, a date) rather than by its text.
  ///
  /// Inlinable, like the others, so that the sort is specialised for `Key` in the caller's
  /// module (an unspecialised sort of a million keys compares through witness tables).
  @inlinable
  public init<Key: Comparable>(
    _ title: String, width: LayoutConstraint = .fill(), alignment: TableAlignment = .leading,
    text: @escaping (Model) -> String, sortKey: @escaping (Model) -> Key
  ) {
    self.init(title, width, alignment, text, sortKey, nil)
  }

  /// A column whose cells draw themselves (`draw` gets the model and the cell's surface, one
  /// line high), sorted by `sortKey`; its text (for filters and tests) is `text`.
  @inlinable
  public init<Key: Comparable>(
    _ title: String, width: LayoutConstraint = .fill(), alignment: TableAlignment = .leading,
    text: @escaping (Model) -> String = { _ in "" }, sortKey: @escaping (Model) -> Key,
    draw: @escaping (Model, inout Surface) -> Void
  ) {
    self.init(title, width, alignment, text, sortKey, draw)
  }

  /// Every property; the order comes from `sortKey`.
  @inlinable
  init<Key: Comparable>(
    _ title: String, _ width: LayoutConstraint, _ alignment: TableAlignment,
    _ text: @escaping (Model) -> String, _ sortKey: @escaping (Model) -> Key,
    _ draw: ((Model, inout Surface) -> Void)?
  ) {
    self.title = title
    self.width = width
    self.alignment = alignment
    self.isSortable = true
    self.text = text
    self.draw = draw
    self.order = { models, ascending in TableSort.stableOrder(of: models.map(sortKey), ascending) }
    self.slicedOrder = { models, ascending in
      let sort = SlicedStableSort(models: models, sortKey: sortKey, ascending: ascending)
      return TableSortSteps(step: { sort.step(budget: $0) }, fractionDone: { sort.fractionDone })
    }
  }
}
