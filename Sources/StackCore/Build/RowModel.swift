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
