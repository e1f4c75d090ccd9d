import StackUI

/// A control bound to one value of the form's model (a key path), with checks on that value.
public class FormField<Model, Value>: FormControl<Model> {
  /// Where the value lives in the model.
  public let keyPath: WritableKeyPath<Model, Value>

  init(label: String, keyPath: WritableKeyPath<Model, Value>) {
    self.keyPath = keyPath
    super.init(label: label)
  }

  /// Adds a check that throws when `value` is not valid; the error's description is shown
  /// under the field (never a crash). Checks run in the order they were added.
  ///
  /// ```swift
  /// TextField("Email", \.email).validate { if !$0.contains("@") { throw ValidationError("Needs an @") } }
  /// ```
  @discardableResult
  public func validate(_ check: @escaping (Value) throws -> Void) -> Self {
    let keyPath = keyPath
    checks.append { model in
      do {
        try check(model[keyPath: keyPath])
        return nil
      } catch {
        return ValidationError.message(of: error)
      }
    }
    return self
  }

  /// Adds a check that answers a message when `value` is not valid, nil when it is.
  ///
  /// ```swift
  /// TextField("Name", \.name).validate(message: { $0.isEmpty ? "Required" : nil })
  /// ```
  @discardableResult
  public func validate(message check: @escaping (Value) -> String?) -> Self {
    let keyPath = keyPath
    checks.append { model in check(model[keyPath: keyPath]).map(ValidationError.clean) }
    return self
  }
}
