import StackDrawing

/// The rows of a stack as a collection. Reading a lazy row makes it.
public struct StackRows: RandomAccessCollection {
  let stack: ScrollStack
  /// 0.
  public var startIndex: Int { 0 }
  /// The row count.
  public var endIndex: Int { stack.storage.count }
  /// The row at `position`. Precondition: a valid index.
  public subscript(position: Int) -> Row { stack.readRow(at: position) }
}
