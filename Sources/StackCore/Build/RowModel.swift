/// A model that knows which row content shows it (DynamicStackView's model→cell binding).
///
/// ```swift
/// struct Question: RowModel {
///   let text: String
///   var rowContentType: any ModelRowContent.Type { QuestionRow.self }
/// }
/// final class QuestionRow: ModelRowContent {
///   let text: String
///   init(model: Question) { text = model.text }
///   func render(in painter: inout Painter, context: RowRenderContext) {
///     painter.write("Q: \(text)", x: 0, y: 0)
///   }
/// }
/// try stack.append(model: Question(text: "Why?"))
/// try stack.append(model: Question(text: "Shout"), as: LoudRow.self)  // explicit row type
/// ```
public protocol RowModel {
  /// The content type that shows this model by default.
  var rowContentType: any ModelRowContent.Type { get }
}

/// A row content made from a model.
public protocol ModelRowContent: RowContent {
  /// The model type it shows.
  associatedtype Model
  /// Makes the content for `model`.
  init(model: Model)
}

extension ModelRowContent {
  /// Makes a content for `model`, or throws when this type cannot show it.
  static func make(for model: any RowModel) throws(StackError) -> any RowContent {
    guard let typed = model as? Model else {
      throw .modelNotSupported(model: "\(type(of: model))", rowType: "\(Self.self)")
    }
    return Self(model: typed)
  }
}

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
