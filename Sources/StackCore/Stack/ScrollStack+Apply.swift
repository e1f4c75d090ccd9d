/// Applying a new state: the stack works out what changed since the last one.
///
/// Give the stack the whole list as it is now, with an identity per entry, and it inserts,
/// removes, moves and updates rows as one update: one set of row events (each change named
/// once), the visibility callbacks once, one frame, animated like the single calls with an
/// `animation`. Kept rows are the same ``Row`` objects: the selection stays on its item
/// wherever it moved (or passes to the nearest kept neighbour when the item goes), the row at
/// the top of the view stays put as ``anchoring`` says, following the end goes on, and the
/// collapsed state and every per-row setting travel with the item.
///
/// ```swift
/// struct Mail: Identifiable, Equatable { let id: Int; var subject: String; var unread: Bool }
/// try stack.apply(inbox.messages) { mail in
///   TextRowContent(mail.unread ? "● \(mail.subject)" : "  \(mail.subject)").rowSpec
/// }
/// ```
///
/// Rows added by other calls (no identity) are removed by the next `apply`. A refused state
/// (a duplicate identity, an entry without one, a model no row type shows) changes nothing.
/// An observer may apply a state from inside its callback, like any change (applied at once,
/// its events after those being delivered); a content's `measure` or `sizing` may not
/// (``StackError/stackIsLayingOut``).
extension ScrollStack {
  /// Applies `models` as the stack's rows: a model whose `id` is new gets a row from `row`,
  /// one whose `id` is gone loses its row, and one that differs from last time (`==`) gets a
  /// new content from `row` in its row. Returns the rows in order.
  @discardableResult
  public func apply<Model: Identifiable & Equatable>(
    _ models: [Model], animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil, row: @escaping (Model) -> RowSpec
  ) throws(StackError) -> [Row] {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try applyState(IdentifiedModelsState(models: models, makeRow: row))
    }
  }

  /// Applies `models` with identities and versions read through key paths: a model whose
  /// `version` is unchanged keeps its row's content.
  ///
  /// ```swift
  /// try stack.apply(processes, id: \.pid, version: \.sample) { TextRowContent($0.line).rowSpec }
  /// ```
  @discardableResult
  public func apply<Model, ID: Hashable, Version: Equatable>(
    _ models: [Model], id: KeyPath<Model, ID>, version: KeyPath<Model, Version>,
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil,
    row: @escaping (Model) -> RowSpec
  ) throws(StackError) -> [Row] {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try applyState(ModelsState(models: models, id: id, versionPath: version, makeRow: row))
    }
  }

  /// Applies `models`, each shown by a `Content` made once per identity: a changed model is
  /// given to the content it already has (``ModelRowContent/update(model:)``), so the
  /// content is kept (and measured again only when it says its length may have changed).
  ///
  /// ```swift
  /// try stack.apply(messages, as: MessageRow.self)
  /// ```
  @discardableResult
  public func apply<Content: ModelRowContent>(
    _ models: [Content.Model], as type: Content.Type, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] where Content.Model: Identifiable & Equatable {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      var state = IdentifiedModelsState(
        models: models, makeRow: { RowSpec(Content(model: $0)) })
      state.updateContent = { content, model in
        (content as? Content)?.update(model: model) ?? .needsNewContent
      }
      return try applyState(state)
    }
  }

  /// Applies models of any type, each shown by its ``RowModel/rowContentType`` and identified
  /// by its ``RowModel/rowIdentity`` (an `Identifiable` model's `id`). A changed model (an
  /// `Equatable` one that differs; any other every time) is given to its row's content when
  /// that is of the model's content type. Throws ``StackError/missingIdentity(position:)``
  /// or ``StackError/modelNotSupported(model:rowType:)`` and changes nothing.
  @discardableResult
  public func apply(
    models: [any RowModel], animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try applyState(RowModelsState(models: models))
    }
  }

  /// Applies the rows the builder produces, each with an identity
  /// (``RowSpecConvertible/id(_:version:)``): applied again, the same description is the
  /// same rows, and a change is the minimal one. A row whose version is unchanged keeps its
  /// content; one without a version gets the new content.
  ///
  /// ```swift
  /// try stack.apply(animation: .default) {
  ///   TextRowContent("Inbox").id("header")
  ///   for mail in inbox { TextRowContent(mail.subject).id(mail.id, version: mail) }
  /// }
  /// ```
  @discardableResult
  public func apply(
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil,
    @StackBuilder _ build: () -> [RowSpec]
  ) throws(StackError) -> [Row] {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try applyState(SpecsState(specs: build()))
    }
  }
}
