import StackDrawing

extension Row {
  /// The stack the row belongs to; nil once removed (or, for a lazy row, released).
  ///
  /// The row handle was given its stack by the stack that made it; while it
  /// is in a chunk, that is the stack it belongs to. No part of the stack refers back to it.
  public var stack: ScrollStack? { chunk == nil ? nil : madeBy as? ScrollStack }
}
