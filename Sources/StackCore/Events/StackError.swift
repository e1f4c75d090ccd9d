import StackDrawing

/// Why a stack operation was refused. A refused operation changes nothing.
public enum StackError: Error, Equatable, CustomStringConvertible {
  /// An index outside `validRange`.
  case indexOutOfRange(index: Int, validRange: Range<Int>)
  /// The content is already shown by the row at `existingIndex`.
  case contentAlreadyInStack(existingIndex: Int)
  /// The same content appears twice in one batch, at batch positions `first` and `second`.
  case duplicateContentInBatch(first: Int, second: Int)
  /// The row is not (or no longer) in this stack.
  case rowNotInStack
  /// The content is not in this stack.
  case contentNotInStack
  /// The row at `index` is not collapsible.
  case rowNotCollapsible(index: Int)
  /// The row at `index` is hidden, empty or its content is not selectable.
  case rowNotSelectable(index: Int)
  /// A row count below 0 or above `Int32.max` (the most rows one lazy section can hold).
  case invalidCount(Int)
  /// `rowType` cannot show a model of type `model`.
  case modelNotSupported(model: String, rowType: String)
  /// The state given to ``ScrollStack/apply(_:animation:completion:row:)`` (or another
  /// `apply`) holds one identity at positions `first` and `second`.
  case duplicateIdentity(first: Int, second: Int)
  /// The entry at `position` of an applied state has no identity (a ``RowSpec`` without
  /// ``RowSpecConvertible/id(_:version:)``, a ``RowModel`` whose ``RowModel/rowIdentity`` is nil).
  case missingIdentity(position: Int)
  /// A state was applied while the stack lays out (from a content's `measure` or `sizing`),
  /// when the stack cannot change.
  case stackIsLayingOut

  /// A message for the user, naming the index, range or count at fault.
  public var description: String {
    switch self {
    case .indexOutOfRange(let index, let range):
      range.isEmpty
        ? "index \(index) is out of range: the stack has no rows"
        : "index \(index) is out of range \(range.lowerBound)..<\(range.upperBound)"
    case .contentAlreadyInStack(let index): "the content is already in the stack at index \(index)"
    case .duplicateContentInBatch(let first, let second):
      "the same content appears twice in the batch, at positions \(first) and \(second)"
    case .rowNotInStack: "the row is not in this stack"
    case .contentNotInStack: "the content is not in this stack"
    case .rowNotCollapsible(let index): "the row at index \(index) is not collapsible"
    case .rowNotSelectable(let index): "the row at index \(index) cannot be selected"
    case .invalidCount(let count):
      count < 0
        ? "invalid row count \(count): must be 0 or more"
        : "invalid row count \(count): must be at most \(Int32.max)"
    case .modelNotSupported(let model, let rowType):
      "row type \(rowType) cannot show a model of type \(model)"
    case .duplicateIdentity(let first, let second):
      "the same identity appears twice in the state, at positions \(first) and \(second)"
    case .missingIdentity(let position): "the entry at position \(position) has no identity"
    case .stackIsLayingOut: "the stack cannot change while it lays out"
    }
  }
}
