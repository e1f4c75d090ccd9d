/// `Identifiable & Equatable` models, each shown by the row `makeRow` returns (or, with
/// `updateContent`, given to the content it has): the identity is the model's `id`, and a
/// model equal to the last one leaves its row alone. ``ModelsState`` with `\.id` and `\.self`
/// would say the same, but reads both through key paths on every model of every apply.
struct IdentifiedModelsState<Model: Identifiable & Equatable>: StateSource {
  let models: [Model]
  let makeRow: (Model) -> RowSpec
  var updateContent: ((any RowContent, Model) -> ModelUpdate)?

  var updatesInPlace: Bool { updateContent != nil }
  var count: Int { models.count }
  func identity(at position: Int) throws(StackError) -> Model.ID { models[position].id }
  func version(at position: Int) -> Any? { models[position] }
  func isUnchanged(at position: Int, since version: Any?) -> Bool {
    guard let old = version as? Model else { return false }
    return old == models[position]
  }
  func isUnchanged(at position: Int, comparedWith old: Self, at oldPosition: Int) -> Bool {
    models[position] == old.models[oldPosition]
  }
  func spec(at position: Int) -> RowSpec { makeRow(models[position]) }
  func update(_ content: any RowContent, at position: Int) -> ModelUpdate {
    updateContent?(content, models[position]) ?? .needsNewContent
  }
}
