/// Adding rows for models (see ``RowModel``).
extension ScrollStack {
  /// Adds a row for `model`, shown by its ``RowModel/rowContentType``.
  @discardableResult
  public func append(model: any RowModel) throws(StackError) -> Row {
    try insert(models: [model], at: .bottom)[0]
  }

  /// Adds a row for `model` shown by `type` instead of the model's own choice. Throws
  /// ``StackError/modelNotSupported(model:rowType:)`` when `type` cannot show it.
  @discardableResult
  public func append<Content: ModelRowContent>(model: any RowModel, as type: Content.Type)
    throws(StackError) -> Row
  {
    try addRow(try Content.make(for: model), at: .bottom)
  }

  /// Adds rows for `models`, in order, at the end.
  @discardableResult
  public func append(models: [any RowModel]) throws(StackError) -> [Row] {
    try insert(models: models, at: .bottom)
  }

  /// Adds rows for `models`, in order, at `point`. One model no row type can show adds none.
  @discardableResult
  public func insert(models: [any RowModel], at point: InsertionPoint) throws(StackError)
    -> [Row]
  {
    var contents: [any RowContent] = []
    for model in models { contents.append(try model.rowContentType.make(for: model)) }
    return try addRows(contents, at: point)
  }
}
