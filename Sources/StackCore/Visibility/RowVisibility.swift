import StackDrawing

/// Where a row stands relative to the viewport.
public enum RowVisibility: Sendable, Hashable, CustomStringConvertible {
  /// The whole row (insets and content; not its separator) is inside the viewport.
  case entire
  /// Widget of the row is inside: `visibleCells` lines (columns on a horizontal stack), and
  /// that as a fraction of the row's length.
  case partial(visibleCells: Int, fraction: Double)
  /// The row takes space but none of it is inside the viewport.
  case offscreen
  /// The row is hidden and takes no space.
  case hidden
  /// The row was removed from the stack (only ever the `to` of a transition).
  case removed

  /// The state without its measurements, for comparing states.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// See ``RowVisibility/entire``, ``RowVisibility/partial(visibleCells:fraction:)``,
    /// ``RowVisibility/offscreen``, ``RowVisibility/hidden`` and ``RowVisibility/removed``.
    case entire, partial, offscreen, hidden, removed
  }

  /// The state without its measurements.
  public var kind: Kind {
    switch self {
    case .entire: .entire
    case .partial: .partial
    case .offscreen: .offscreen
    case .hidden: .hidden
    case .removed: .removed
    }
  }

  /// True for ``entire`` and ``partial(visibleCells:fraction:)``.
  public var isVisible: Bool { kind == .entire || kind == .partial }

  /// How visible the state is: entire 3, partial 2, offscreen 1, hidden/removed 0.
  var rank: Int {
    switch kind {
    case .entire: 3
    case .partial: 2
    case .offscreen: 1
    case .hidden, .removed: 0
    }
  }

  /// The kind's name; a partial state with its visible cells: `partial(2)`.
  public var description: String {
    switch self {
    case .partial(let cells, _): "partial(\(cells))"
    default: kind.rawValue
    }
  }
}

/// One row's change of visibility kind.
///
/// The stack reports exactly one transition per row whose ``RowVisibility/Kind`` changed in an
/// update, after the layout of that update is complete.
public struct VisibilityTransition: CustomStringConvertible {
  /// The row.
  public let row: Row
  /// The row's index after the update (for `.removed`, its index just before removal).
  public let index: Int
  /// The state before the update.
  public let from: RowVisibility
  /// The state after the update.
  public let to: RowVisibility

  /// True when the row became visible: it is now entire or partial and more visible than
  /// before. Otherwise it "became hidden": to offscreen, hidden or removed, or entire→partial.
  public var becameVisible: Bool { to.isVisible && to.rank > from.rank }

  /// `row INDEX: FROM → TO`, such as `row 3: offscreen → entire`.
  public var description: String { "row \(index): \(from) → \(to)" }
}
