/// A new state for a stack, as the engine that applies it reads it: ordered entries, each
/// with an identity, a version that tells a changed entry, and the row to make for it. The
/// public `apply` calls wrap what they are given (models, specs) in one of these.
protocol StateSource {
  /// The identity type.
  associatedtype ID: Hashable
  /// Number of entries.
  var count: Int { get }
  /// The identity of entry `position`; throws ``StackError/missingIdentity(position:)``.
  func identity(at position: Int) throws(StackError) -> ID
  /// What to keep on the row to tell later whether the entry changed (nil: always changed).
  func version(at position: Int) -> Any?
  /// True when entry `position` is what `version` (kept on the row) says it was.
  func isUnchanged(at position: Int, since version: Any?) -> Bool
  /// True when entry `position` is what entry `oldPosition` of `old`, the state applied
  /// before, was (the typed comparison, without the cast of ``isUnchanged(at:since:)``).
  func isUnchanged(at position: Int, comparedWith old: Self, at oldPosition: Int) -> Bool
  /// Throws when no row content can be made for entry `position`; nothing has changed then.
  func check(at position: Int) throws(StackError)
  /// The row for entry `position` (once ``check(at:)`` passed).
  func spec(at position: Int) -> RowSpec
  /// Gives entry `position` to `content`, the content of the row kept for it.
  func update(_ content: any RowContent, at position: Int) -> ModelUpdate
  /// True when a kept row's content may take a changed entry (``update(_:at:)``), so no
  /// spec is made for it beforehand.
  var updatesInPlace: Bool { get }
}

extension StateSource {
  var updatesInPlace: Bool { false }
  func check(at position: Int) throws(StackError) {}
  func update(_ content: any RowContent, at position: Int) -> ModelUpdate { .needsNewContent }
}

/// Typed models with an identity and a version key path, each shown by the row `makeRow`
/// returns, or (with `updateContent`) updated in place.
struct ModelsState<Model, ID: Hashable, Version: Equatable>: StateSource {
  let models: [Model]
  let id: KeyPath<Model, ID>
  let versionPath: KeyPath<Model, Version>
  let makeRow: (Model) -> RowSpec
  var updateContent: ((any RowContent, Model) -> ModelUpdate)?

  var updatesInPlace: Bool { updateContent != nil }
  var count: Int { models.count }
  func identity(at position: Int) throws(StackError) -> ID { models[position][keyPath: id] }
  func version(at position: Int) -> Any? { models[position][keyPath: versionPath] }
  func isUnchanged(at position: Int, since version: Any?) -> Bool {
    guard let old = version as? Version else { return false }
    return old == models[position][keyPath: versionPath]
  }
  func isUnchanged(at position: Int, comparedWith old: Self, at oldPosition: Int) -> Bool {
    models[position][keyPath: versionPath] == old.models[oldPosition][keyPath: old.versionPath]
  }
  func spec(at position: Int) -> RowSpec { makeRow(models[position]) }
  func update(_ content: any RowContent, at position: Int) -> ModelUpdate {
    updateContent?(content, models[position]) ?? .needsNewContent
  }
}

/// Specs with identities (``RowSpecConvertible/id(_:version:)``), as the builder makes them.
struct SpecsState: StateSource {
  let specs: [RowSpec]

  var count: Int { specs.count }
  func identity(at position: Int) throws(StackError) -> AnyHashable {
    guard let identity = specs[position].identity else {
      throw .missingIdentity(position: position)
    }
    return identity
  }
  func version(at position: Int) -> Any? { specs[position].version }
  func isUnchanged(at position: Int, since version: Any?) -> Bool {
    guard let new = specs[position].version, let old = version as? AnyHashable else {
      return false
    }
    return old == new
  }
  func isUnchanged(at position: Int, comparedWith old: Self, at oldPosition: Int) -> Bool {
    guard let new = specs[position].version, let before = old.specs[oldPosition].version else {
      return false
    }
    return before == new
  }
  func spec(at position: Int) -> RowSpec { specs[position] }
}

/// Models of any type, each shown by its ``RowModel/rowContentType``; a model that is
/// `Equatable` and equal to the last one leaves its row alone.
struct RowModelsState: StateSource {
  let models: [any RowModel]

  var updatesInPlace: Bool { true }
  var count: Int { models.count }
  func identity(at position: Int) throws(StackError) -> AnyHashable {
    guard let identity = models[position].rowIdentity else {
      throw .missingIdentity(position: position)
    }
    return identity
  }
  func version(at position: Int) -> Any? { models[position] }
  func isUnchanged(at position: Int, since version: Any?) -> Bool {
    guard let old = version, let new = models[position] as? any Equatable else { return false }
    return Self.equal(new, old)
  }
  func isUnchanged(at position: Int, comparedWith old: Self, at oldPosition: Int) -> Bool {
    isUnchanged(at: position, since: old.models[oldPosition])
  }
  private static func equal<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
    guard let other = other as? Value else { return false }
    return value == other
  }
  func check(at position: Int) throws(StackError) {
    let model = models[position]
    guard model.rowContentType.accepts(model) else {
      throw .modelNotSupported(model: "\(type(of: model))", rowType: "\(model.rowContentType)")
    }
  }
  func spec(at position: Int) -> RowSpec {
    let model = models[position]
    // `check(at:)` passed: the content type takes the model, so this does not throw.
    let content = (try? model.rowContentType.make(for: model)) ?? TextRowContent("")
    return RowSpec(content)
  }
  func update(_ content: any RowContent, at position: Int) -> ModelUpdate {
    let model = models[position]
    return model.rowContentType.update(content, with: model)
  }
}
