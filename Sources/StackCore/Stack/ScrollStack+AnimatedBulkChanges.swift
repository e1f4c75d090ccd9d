/// The animated variants of the changes that take many rows at once: models in, lazy rows in,
/// every row replaced, removed or reloaded. Each runs in
/// ``performUpdate(animation:completion:_:)``: made rows grow from nothing, removed rows
/// shrink away, reloaded rows move to their new lengths and the offset moves to where the
/// change puts it. Lazy rows are not made by the change, so they appear at once; only the
/// offset moves (a following stack glides to its new end).
///
/// ```swift
/// try stack.append(models: [Message(text: "hi")], animation: .default)
/// try stack.addLazyRows(count: 1_000_000, animation: .default) { TextRowContent("row \($0)") }
/// ```
extension ScrollStack {
  /// ``insert(models:at:)``, the new rows growing from nothing.
  @discardableResult
  public func insert(
    models: [any RowModel], at point: InsertionPoint, animation: StackAnimation,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try insert(models: models, at: point)
    }
  }

  /// ``append(models:)``, the new rows growing from nothing.
  @discardableResult
  public func append(
    models: [any RowModel], animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    try insert(models: models, at: .bottom, animation: animation, completion: completion)
  }

  /// ``addLazyRows(count:estimatedLength:at:selectable:make:)``: the rows appear at once
  /// (none is made by the change); the offset moves to where the change puts it.
  @discardableResult
  public func addLazyRows(
    count: Int, estimatedLength: Int = 1, at point: InsertionPoint = .bottom,
    selectable: Bool = true, animation: StackAnimation, completion: ((Bool) -> Void)? = nil,
    make: @escaping (Int) -> any RowContent
  ) throws(StackError) -> LazySection {
    try performUpdate(animation: animation, completion: completion) {
      () throws(StackError) in
      try addLazyRows(
        count: count, estimatedLength: estimatedLength, at: point, selectable: selectable,
        make: make)
    }
  }

  /// `setRows(_:)` (the array form): the old rows shrink away, the new ones grow from nothing.
  @discardableResult
  public func setRows(
    _ contents: [any RowContent], animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try setRows(contents)
    }
  }

  /// ``removeAllRows()``, the offset moving back to the start. The rows go at once: with no
  /// row left there is nothing for them to shrink after.
  public func removeAllRows(animation: StackAnimation, completion: ((Bool) -> Void)? = nil) {
    performUpdate(animation: animation, completion: completion) { removeAllRows() }
  }

  /// ``reloadAllRows()``: every made row moves to its new length.
  public func reloadAllRows(animation: StackAnimation, completion: ((Bool) -> Void)? = nil) {
    performUpdate(animation: animation, completion: completion) { reloadAllRows() }
  }
}
