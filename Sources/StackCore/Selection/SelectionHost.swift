import StackDrawing

/// What the selection part needs of the stack it serves: its rows, its view and the update in
/// progress. The stack (`Stack/`) provides it; the selection part never names the stack.
protocol SelectionHost: AnyObject {
  /// The rows.
  var storage: RowStorage { get }
  /// The update in progress (its scroll target, where a lost selection was).
  var transaction: UpdateTransaction { get }
  /// The layout: which offsets show a row.
  var layout: StackLayout { get }
  /// The animations: where a moving row is drawn in the frame on screen.
  var animator: StackAnimator { get }
  /// The area shown, in cells.
  var viewport: Size { get }
  /// The direction rows run in.
  var axis: Axis { get }
  /// Offset along the axis of the first visible cell.
  var offset: Int { get set }
  /// The viewport's length along the axis.
  var viewportLength: Int { get }
  /// The viewport's length across the axis.
  var crossLength: Int { get }
  /// The length of every row laid out.
  var contentLength: Int { get }
  /// The largest offset.
  var maxOffset: Int { get }

  /// The row object at `index`, made if needed (from `content` when given).
  func materialize(at index: Int, content: (any RowContent)?) -> Row
  /// Measures the row at `index` again.
  func remeasure(at index: Int)
  /// True for a row the stack is using (never released).
  func isPinned(_ row: Row) -> Bool
  /// Calls `body` for each shown row whose extent meets the viewport, with its state.
  func forEachRowInViewport(_ body: (Int, Row, RowVisibility) -> Void)
  /// The visibility of `row` at `index` for the current offset and viewport.
  func visibility(of row: Row, at index: Int) -> RowVisibility
  /// Runs `body` as one update.
  func performUpdate<T>(_ body: () throws -> T) rethrows -> T
}
