/// The animated variant of each change: the same call with `animation:` (and an optional
/// `completion:`), run in ``performUpdate(animation:completion:_:)``. `completion` gets true
/// when the change ran to its end, false when it was cut short.
///
/// ```swift
/// try stack.addRow(TextRowContent("new"), at: .top, animation: .default)
/// try stack.setRowHidden(true, at: 2, animation: .default) { finished in print(finished) }
/// stack.scrollToBottom(animation: .default)
/// ```
extension ScrollStack {
  // MARK: Rows in and out

  /// ``addRow(_:at:)``, the new row growing from nothing.
  @discardableResult
  public func addRow(
    _ content: any RowContent, at point: InsertionPoint = .bottom, animation: StackAnimation,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> Row {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try addRow(content, at: point)
    }
  }

  /// ``addRows(_:at:)``, the new rows growing from nothing.
  @discardableResult
  public func addRows(
    _ contents: [any RowContent], at point: InsertionPoint = .bottom, animation: StackAnimation,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try addRows(contents, at: point)
    }
  }

  /// ``removeRow(at:)``, the row shrinking away (drawn with its content; the first row of the
  /// stack goes at once, having no row before it to shrink after).
  @discardableResult
  public func removeRow(
    at index: Int, animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> any RowContent {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try removeRow(at: index)
    }
  }

  /// ``removeRows(indexes:)``, each row shrinking away.
  @discardableResult
  public func removeRows(
    indexes: [Int], animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [any RowContent] {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try removeRows(indexes: indexes)
    }
  }

  /// ``replaceRow(at:with:)``, the row's length moving to the new content's.
  @discardableResult
  public func replaceRow(
    at index: Int, with content: any RowContent, animation: StackAnimation,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> any RowContent {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try replaceRow(at: index, with: content)
    }
  }

  /// ``moveRow(from:to:)``, the row shrinking away where it was and growing where it lands.
  public func moveRow(
    from: Int, to: Int, animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try moveRow(from: from, to: to)
    }
  }

  // MARK: Rows changing length

  /// ``setRowHidden(_:at:)``: a hidden row shrinks away, a shown one grows.
  public func setRowHidden(
    _ isHidden: Bool, at index: Int, animation: StackAnimation,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try setRowHidden(isHidden, at: index)
    }
  }

  /// ``setRowsHidden(_:indexes:)``, animated.
  public func setRowsHidden(
    _ isHidden: Bool, indexes: [Int], animation: StackAnimation,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try setRowsHidden(isHidden, indexes: indexes)
    }
  }

  /// ``reloadRow(at:)``, the row's length moving to its new one.
  public func reloadRow(
    at index: Int, animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try reloadRow(at: index)
    }
  }

  /// ``reloadRows(indexes:)``, animated.
  public func reloadRows(
    indexes: [Int], animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try reloadRows(indexes: indexes)
    }
  }

  /// ``setExpanded(_:at:)``: the row grows or shrinks to its new length.
  public func setExpanded(
    _ isExpanded: Bool, at index: Int, animation: StackAnimation,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try setExpanded(isExpanded, at: index)
    }
  }

  /// ``expandRow(at:)``, animated.
  public func expandRow(
    at index: Int, animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try setExpanded(true, at: index, animation: animation, completion: completion)
  }

  /// ``collapseRow(at:)``, animated.
  public func collapseRow(
    at index: Int, animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try setExpanded(false, at: index, animation: animation, completion: completion)
  }

  /// ``toggleRow(at:)``, animated.
  public func toggleRow(
    at index: Int, animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try toggleRow(at: index)
    }
  }
}
