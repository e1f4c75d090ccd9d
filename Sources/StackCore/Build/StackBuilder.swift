import StackDrawing

/// Builds a list of rows declaratively: plain statements, `if`/`else`, `if let`, `switch`,
/// `for … in` and `if #available` all work, and every content or ``RowSpec`` written becomes
/// a row in order.
///
/// ```swift
/// try stack.setRows {
///   Header()
///   for item in cart.items { ItemRow(item).padding(horizontal: 2) }
///   if showFooter { CheckoutFooter() } else { ItemCount(cart.items.count) }
/// }
/// ```
@resultBuilder
public enum StackBuilder {
  /// A content becomes one row.
  public static func buildExpression(_ content: any RowContent) -> [RowSpec] { [RowSpec(content)] }
  /// A spec becomes one row.
  public static func buildExpression(_ spec: RowSpec) -> [RowSpec] { [spec] }
  /// An array of specs becomes that many rows.
  public static func buildExpression(_ specs: [RowSpec]) -> [RowSpec] { specs }
  /// An array of contents becomes that many rows.
  public static func buildExpression(_ contents: [any RowContent]) -> [RowSpec] {
    contents.map(RowSpec.init)
  }
  /// Statements in order.
  public static func buildBlock(_ parts: [RowSpec]...) -> [RowSpec] { parts.flatMap { $0 } }
  /// `if` without `else`, and `if let`.
  public static func buildOptional(_ part: [RowSpec]?) -> [RowSpec] { part ?? [] }
  /// The `if` branch of `if`/`else`, or a `switch` case.
  public static func buildEither(first part: [RowSpec]) -> [RowSpec] { part }
  /// The `else` branch of `if`/`else`, or a `switch` case.
  public static func buildEither(second part: [RowSpec]) -> [RowSpec] { part }
  /// `for … in` loops.
  public static func buildArray(_ parts: [[RowSpec]]) -> [RowSpec] { parts.flatMap { $0 } }
  /// `if #available` branches.
  public static func buildLimitedAvailability(_ part: [RowSpec]) -> [RowSpec] { part }
}
