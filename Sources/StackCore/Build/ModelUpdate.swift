/// What a ``ModelRowContent`` did with a new model given by an applied state
/// (``ModelRowContent/update(model:)``).
public enum ModelUpdate: Equatable, Sendable {
  /// It shows the new model, and its length cannot have changed: the row is drawn again but
  /// not measured.
  case sameLength
  /// It shows the new model, and its length may have changed: the row is measured again.
  case lengthMayChange
  /// It cannot show another model: the stack makes a new content for the model
  /// (`init(model:)`) and puts it in the row, which keeps its settings.
  case needsNewContent
}
