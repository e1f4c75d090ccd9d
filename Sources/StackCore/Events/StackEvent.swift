import StackDrawing

/// Something that happened to a ``ScrollStack``. Observe with ``ScrollStack/addObserver(_:)``.
///
/// Order within one update: row changes (in the order they were made; a visible row that is
/// removed first gets its `.removed` visibility transition), then visibility transitions in
/// index order, then `selectionChanged`, `didScroll`, `contentSizeChanged`, `layoutUpdated`,
/// `unseenRowsChanged`.
/// Indexes are valid at the moment the event was produced: replaying the events in order on
/// an array reproduces the stack. No event is delivered before the update's layout is done.
public enum StackEvent: CustomStringConvertible {
  /// A row was inserted at `index`. It starts `.offscreen`; a visibility transition follows
  /// if it landed in the viewport.
  case rowAdded(Row, index: Int)
  /// Lazily made rows were inserted at `indexes` (their row objects are made on demand).
  case lazyRowsAdded(indexes: Range<Int>)
  /// A row was removed from `index`.
  case rowRemoved(Row?, index: Int)
  /// Every row was removed (`count` rows).
  case allRowsRemoved(count: Int)
  /// A row moved from one index to another.
  case rowMoved(Row, from: Int, to: Int)
  /// The row at `index` got a new content (the row object stays the same).
  case rowReplaced(Row, index: Int)
  /// A row's visibility kind changed.
  case visibilityChanged(VisibilityTransition)
  /// The selection moved.
  case selectionChanged(from: Int?, to: Int?)
  /// The scroll offset changed.
  case didScroll(offset: Int)
  /// The total length of the content along the axis changed.
  case contentSizeChanged(from: Int, to: Int)
  /// Row geometry, viewport or axis changed.
  case layoutUpdated
  /// A row was tapped (its own ``Row/onTap`` has been called first).
  case tapped(Row, index: Int)
  /// ``ScrollStack/unseenRowCount`` changed (rows were added beyond the view while not
  /// following the end, or the view came back to the end): the last event of its update.
  ///
  /// ```swift
  /// stack.addObserver { event in
  ///   if case .unseenRowsChanged(let count) = event { marker.text = "\(count) new" }
  /// }
  /// ```
  case unseenRowsChanged(count: Int)

  /// A short description, such as `added 3` or `row 3: offscreen → entire`.
  public var description: String {
    switch self {
    case .rowAdded(_, let index): "added \(index)"
    case .lazyRowsAdded(let range): "lazy rows added \(range.lowerBound)..<\(range.upperBound)"
    case .rowRemoved(_, let index): "removed \(index)"
    case .allRowsRemoved(let count): "all \(count) rows removed"
    case .rowMoved(_, let from, let to): "moved \(from) → \(to)"
    case .rowReplaced(_, let index): "replaced \(index)"
    case .visibilityChanged(let transition): transition.description
    case .selectionChanged(let from, let to):
      "selection \(from.map(String.init) ?? "none") → \(to.map(String.init) ?? "none")"
    case .didScroll(let offset): "scrolled to \(offset)"
    case .contentSizeChanged(let from, let to): "content \(from) → \(to)"
    case .layoutUpdated: "layout updated"
    case .tapped(_, let index): "tapped \(index)"
    case .unseenRowsChanged(let count): "unseen rows \(count)"
    }
  }
}
