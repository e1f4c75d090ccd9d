import StackDrawing

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
///   func render(in surface: inout Surface, context: RowRenderContext) {
///     surface.write("Q: \(text)", at: Point(x: 0, y: 0))
///   }
/// }
/// try stack.addRow(model: Question(text: "Why?"))
/// try stack.addRow(model: Question(text: "Shout"), as: LoudRow.self)  // explicit row type
/// ```
public protocol RowModel {
  /// The content type that shows this model by default.
  var rowContentType: any ModelRowContent.Type { get }
  /// The model's identity in an applied state (``ScrollStack/apply(models:animation:completion:)``).
  /// Default: the model's `id` when it is `Identifiable`, else nil (such a model cannot be
  /// applied as a state).
  var rowIdentity: AnyHashable? { get }
}

extension RowModel {
  /// Default: nil, no identity.
  public var rowIdentity: AnyHashable? { nil }
}

extension RowModel where Self: Identifiable {
  /// Default: the model's `id`.
  public var rowIdentity: AnyHashable? { AnyHashable(id) }
}

/// A row content made from a model.
public protocol ModelRowContent: RowContent {
  /// The model type it shows.
  associatedtype Model
  /// Makes the content for `model`.
  init(model: Model)
  /// Shows `model` instead of the model it shows now: called when an applied state keeps the
  /// row's identity with a changed model. Say whether the length may have changed, or that
  /// it cannot take another model. Default: ``ModelUpdate/needsNewContent``.
  func update(model: Model) -> ModelUpdate
}

extension ModelRowContent {
  /// Default: a new content is made for the model.
  public func update(model: Model) -> ModelUpdate { .needsNewContent }

  /// True when this type can show `model`.
  static func accepts(_ model: Any) -> Bool { model is Model }

  /// Gives `model` to `content` when it is of this type and `model` is its model type.
  static func update(_ content: any RowContent, with model: Any) -> ModelUpdate {
    guard let content = content as? Self, let model = model as? Model else {
      return .needsNewContent
    }
    return content.update(model: model)
  }
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
