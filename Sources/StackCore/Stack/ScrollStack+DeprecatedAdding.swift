import StackDrawing

/// Adding calls folded into the `addRow`/`addRows` family (CHANGELOG, decision 0647): each
/// is the call it was renamed to, kept so code written against it still builds.
extension ScrollStack {
  /// Adds a row for `model` at the end.
  @available(*, deprecated, renamed: "addRow(model:)")
  @discardableResult
  public func append(model: any RowModel) throws(StackError) -> Row {
    try addRow(model: model)
  }

  /// Adds a row for `model` at the end, shown by `type`.
  @available(*, deprecated, renamed: "addRow(model:as:)")
  @discardableResult
  public func append<Content: ModelRowContent>(model: any RowModel, as type: Content.Type)
    throws(StackError) -> Row
  {
    try addRow(model: model, as: type)
  }

  /// Adds rows for `models`, in order, at the end.
  @available(*, deprecated, renamed: "addRows(models:animation:completion:)")
  @discardableResult
  public func append(
    models: [any RowModel], animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    try addRows(models: models, animation: animation, completion: completion)
  }

  /// Adds rows for `models`, in order, at `point`.
  @available(*, deprecated, renamed: "addRows(models:at:animation:completion:)")
  @discardableResult
  public func insert(
    models: [any RowModel], at point: InsertionPoint, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    try addRows(models: models, at: point, animation: animation, completion: completion)
  }
}
