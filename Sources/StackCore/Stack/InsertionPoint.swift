import StackDrawing

/// Where new rows go.
///
/// ```swift
/// try stack.addRow(header, at: .top)
/// try stack.addRows([a, b], at: .after(headerRow))
/// try stack.addRow(footer, at: .index(3))
/// ```
public enum InsertionPoint {
  /// Before the first row.
  case top
  /// After the last row.
  case bottom
  /// So the first new row has this index (`0...count`).
  case index(Int)
  /// Right after `row`.
  case after(Row)
  /// Right before `row`.
  case before(Row)
  /// Right after the row showing this content.
  case afterContent(any RowContent)
  /// Right before the row showing this content.
  case beforeContent(any RowContent)
}

extension ScrollStack {
  /// The index a new row gets at `point`.
  func resolve(_ point: InsertionPoint) throws(StackError) -> Int {
    switch point {
    case .top: return 0
    case .bottom: return storage.count
    case .index(let index):
      guard index >= 0, index <= storage.count else {
        throw .indexOutOfRange(index: index, validRange: 0..<(storage.count + 1))
      }
      return index
    case .after(let row):
      guard let index = storage.index(of: row) else { throw .rowNotInStack }
      return index + 1
    case .before(let row):
      guard let index = storage.index(of: row) else { throw .rowNotInStack }
      return index
    case .afterContent(let content):
      guard let row = row(for: content), let index = storage.index(of: row) else {
        throw .contentNotInStack
      }
      return index + 1
    case .beforeContent(let content):
      guard let row = row(for: content), let index = storage.index(of: row) else {
        throw .contentNotInStack
      }
      return index
    }
  }
}
