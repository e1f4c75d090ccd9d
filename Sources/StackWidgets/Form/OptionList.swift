import StackUI

/// What the option controls (``Choice``, ``MultiChoice``) share: options one a line, a
/// highlighted option moved with ← → (or a click), Space choosing it.
public class OptionList<Model, Value, Option>: FormField<Model, Value> {
  /// The options, in order.
  public let options: [Option]
  /// How an option is shown.
  let title: (Option) -> String
  /// The option ← → and Space act on.
  public internal(set) var highlighted = 0

  init(
    label: String, keyPath: WritableKeyPath<Model, Value>, options: [Option],
    title: @escaping (Option) -> String
  ) {
    self.options = options
    self.title = title
    super.init(label: label, keyPath: keyPath)
  }

  /// One line per option (one for "no options").
  override var lineCount: Int { max(1, options.count) }

  /// The mark of `option` in `model`: `(•)`/`( )` or `[x]`/`[ ]`.
  func mark(_ option: Option, in model: Model) -> String { "" }

  /// Chooses (or flips) option `index`.
  func choose(_ index: Int, in model: inout Model) {}

  override func draw(_ model: Model, in surface: inout Surface, isFocused: Bool) {
    guard !options.isEmpty else {
      surface.write("(no options)", at: .zero, role: .muted)
      return
    }
    for (index, option) in options.enumerated() {
      let point = Point(x: 0, y: index)
      let role: StyleRole = isFocused && index == highlighted ? .focus : .text
      let width = surface.write(mark(option, in: model), at: point, role: role)
      surface.write(" " + title(option), at: Point(x: width, y: index), role: role)
    }
  }

  override func handle(_ key: Key, model: inout Model) -> FormControlOutcome {
    guard !options.isEmpty else { return .unused }
    highlighted = min(max(0, highlighted), options.count - 1)
    switch key {
    case .left:
      guard highlighted > 0 else { return .unchanged }
      highlighted -= 1
    case .right:
      guard highlighted < options.count - 1 else { return .unchanged }
      highlighted += 1
    case .character(" "):
      choose(highlighted, in: &model)
    default:
      return .unused
    }
    return .changed
  }

  override func click(at point: Point, model: inout Model) -> FormControlOutcome {
    guard options.indices.contains(point.y) else { return .unchanged }
    highlighted = point.y
    choose(point.y, in: &model)
    return .changed
  }
}

/// A radio list bound to one value of the model: `(•)` marks the chosen option.
///
/// ```swift
/// enum Shipping: String, CaseIterable { case standard, express }
/// Choice("Shipping", \.shipping, options: Shipping.allCases, title: \.rawValue)
/// ```
public final class Choice<Model, Option: Equatable>: OptionList<Model, Option, Option> {
  /// A radio list labelled `label` choosing `model[keyPath: keyPath]` among `options`,
  /// each shown as `title` gives (its description by default).
  public init(
    _ label: String, _ keyPath: WritableKeyPath<Model, Option>, options: [Option],
    title: @escaping (Option) -> String = { "\($0)" }
  ) {
    super.init(label: label, keyPath: keyPath, options: options, title: title)
  }

  override func mark(_ option: Option, in model: Model) -> String {
    model[keyPath: keyPath] == option ? "(•)" : "( )"
  }

  override func choose(_ index: Int, in model: inout Model) {
    model[keyPath: keyPath] = options[index]
  }

  override var helpLines: [KeyHelpLine] {
    [KeyHelpLine(keys: "← →, space, click", help: "choose the \(label)")]
  }
}

/// A checklist bound to a `Set` of the model: `[x]` marks each chosen option.
///
/// ```swift
/// MultiChoice("Extras", \.extras, options: ["Receipt", "Tracking"])
/// ```
public final class MultiChoice<Model, Option: Hashable>: OptionList<Model, Set<Option>, Option> {
  /// A checklist labelled `label` for the set `model[keyPath: keyPath]`, options shown as
  /// `title` gives (their description by default).
  public init(
    _ label: String, _ keyPath: WritableKeyPath<Model, Set<Option>>, options: [Option],
    title: @escaping (Option) -> String = { "\($0)" }
  ) {
    super.init(label: label, keyPath: keyPath, options: options, title: title)
  }

  override func mark(_ option: Option, in model: Model) -> String {
    model[keyPath: keyPath].contains(option) ? "[x]" : "[ ]"
  }

  override func choose(_ index: Int, in model: inout Model) {
    let option = options[index]
    if model[keyPath: keyPath].remove(option) == nil { model[keyPath: keyPath].insert(option) }
  }

  override var helpLines: [KeyHelpLine] {
    [KeyHelpLine(keys: "← →, space, click", help: "tick or untick a \(label) option")]
  }
}
