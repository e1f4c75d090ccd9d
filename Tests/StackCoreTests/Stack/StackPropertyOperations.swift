import PropertyBased

// MARK: - Operations

/// The kinds of step; the numbers of a step are resolved against the stack when it runs.
enum StackOpKind: String, CaseIterable, Sendable {
  case insert, insertLazy, remove, removeMany, removeAll, setRows, move, replace
  case hide, show, hideMany, reload, reloadWithNewState, reloadMany, reloadAll
  case expand, collapse, toggle, setCollapsibility
  case setInsets, setSeparator, setSizing, setSizeBounds
  case defaultInsets, defaultSeparator, spacing, autoHidesLastSeparator, scrollIndicator
  case cacheLimit
  case scrollTo, scrollBy, scrollPage, scrollToTop, scrollToBottom, scrollToRow
  case resize, resizeTiny, axis
  case selectNext, selectPrevious, pageDown, pageUp, selectFirst, selectLast, select
  case clearSelection, action
  case activate, pressRelease, probePoint, materializeAll, batch, invalid
  case followsEnd, anchoring

  /// How often each kind is drawn, relative to the others.
  var weight: Int {
    switch self {
    case .insert: 12
    case .remove, .invalid: 4
    case .move, .hide, .show, .scrollTo, .scrollBy, .scrollToRow, .selectNext: 3
    case .removeAll, .setRows, .insertLazy, .reloadAll, .defaultInsets, .defaultSeparator,
      .spacing, .autoHidesLastSeparator, .scrollIndicator, .cacheLimit, .scrollToTop,
      .scrollToBottom, .resizeTiny, .axis, .selectFirst, .selectLast, .clearSelection,
      .materializeAll, .setSizeBounds, .hideMany, .reloadMany, .followsEnd, .anchoring:
      1
    default: 2
    }
  }

  /// Kinds listed as often as their weight, to draw from.
  static let weighted: [StackOpKind] = allCases.flatMap { Array(repeating: $0, count: $0.weight) }
}

/// One step: a kind and random numbers it interprets.
struct StackOp: Sendable, CustomStringConvertible {
  var kind: StackOpKind
  var a: Int
  var b: Int
  var c: Int
  var list: [Int]

  var description: String { "\(kind)(\(a), \(b), \(c), \(list))" }

  static let generator = zip(
    Gen.element(of: StackOpKind.weighted), Gen.int(in: 0...9_999), Gen.int(in: 0...9_999),
    Gen.int(in: 0...9_999), Gen.int(in: 0...9_999).array(of: 1...4)
  ).map { StackOp(kind: $0.0!, a: $0.1, b: $0.2, c: $0.3, list: $0.4) }
}
