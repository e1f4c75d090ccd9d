import StackUI

/// Builds a form's controls from a list, with `if`, `if let`, `switch` and `for`.
///
/// ```swift
/// Form(Checkout()) {
///   TextField("Name", \.name)
///   if offersGiftWrap { Toggle("Gift wrap", \.giftWrap) }
///   FormButton("Pay")
/// }
/// ```
@resultBuilder
public enum FormBuilder<Model> {
  /// One control.
  public static func buildExpression(_ control: FormControl<Model>) -> [FormControl<Model>] {
    [control]
  }
  /// Controls in order.
  public static func buildBlock(_ parts: [FormControl<Model>]...) -> [FormControl<Model>] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [FormControl<Model>]?) -> [FormControl<Model>] {
    part ?? []
  }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [FormControl<Model>]) -> [FormControl<Model>] {
    part
  }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [FormControl<Model>]) -> [FormControl<Model>] {
    part
  }
  /// A `for` loop.
  public static func buildArray(_ parts: [[FormControl<Model>]]) -> [FormControl<Model>] {
    parts.flatMap { $0 }
  }
}
