extension Row {
  /// The stack the row belongs to; nil once removed (or, for a lazy row, released).
  ///
  /// Read through the row's storage, whose owner is the stack: the row and the storage keep
  /// no reference to the stack type themselves.
  public var stack: ScrollStack? { chunk?.storage?.owner as? ScrollStack }
}
