import Testing

@testable import StackCore

/// A configurable row content for stack tests: its length, selectability and highlighting are
/// set by the test, and it records what the stack told it.
final class TestContent: RowContent {
  let name: String
  /// The sizing on a vertical stack (and on a horizontal one unless ``horizontalSizing``).
  var sizing: RowSizing
  /// The sizing on a horizontal stack; nil uses ``sizing``.
  var horizontalSizing: RowSizing?
  /// What `measure` returns along the vertical axis (for `.fit`).
  var natural: Int
  /// What `measure` returns along the horizontal axis; nil uses ``natural``.
  var naturalHorizontal: Int?
  var isSelectable: Bool
  var isHighlightable: Bool
  var collapsibility: Collapsibility?

  private(set) var reloadCount = 0
  private(set) var highlightLog: [Bool] = []
  private(set) var expansionLog: [Bool] = []
  private(set) var measureCount = 0
  /// Cross lengths `measure` was called with.
  private(set) var measuredCrossLengths: [Int] = []
  /// Runs inside `reload()`.
  var onReload: (() -> Void)?

  init(
    _ name: String = "", length: Int = 1, sizing: RowSizing = .fit, selectable: Bool = true,
    highlightable: Bool = false, collapsibility: Collapsibility? = nil
  ) {
    self.name = name
    self.natural = length
    self.sizing = sizing
    self.isSelectable = selectable
    self.isHighlightable = highlightable
    self.collapsibility = collapsibility
  }

  func sizing(along axis: Axis) -> RowSizing {
    axis == .vertical ? sizing : (horizontalSizing ?? sizing)
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    measureCount += 1
    measuredCrossLengths.append(crossLength)
    return axis == .vertical ? natural : (naturalHorizontal ?? natural)
  }

  /// Writes `name` followed by the line number on every line of the content box
  /// (`A0`, `A1`, …) on a vertical stack; on a horizontal stack, `name` down column 0.
  func render(in surface: inout Surface, context: RowRenderContext) {
    if context.axis == .vertical {
      for y in 0..<surface.size.height { surface.write("\(name)\(y)", at: Point(x: 0, y: y)) }
    } else {
      for x in 0..<surface.size.width { surface.write(name, at: Point(x: x, y: 0)) }
    }
  }

  func reload() {
    reloadCount += 1
    onReload?()
  }

  func setHighlighted(_ isHighlighted: Bool) { highlightLog.append(isHighlighted) }

  func expansionDidChange(isExpanded: Bool) { expansionLog.append(isExpanded) }
}

/// Collects every event a stack delivers.
final class EventLog {
  private(set) var events: [StackEvent] = []

  init(_ stack: ScrollStack) {
    stack.addObserver { [weak self] in self?.events.append($0) }
  }

  func clear() { events = [] }

  var isEmpty: Bool { events.isEmpty }

  var descriptions: [String] { events.map(\.description) }

  /// The visibility transitions, in order.
  var transitions: [VisibilityTransition] {
    events.compactMap {
      if case .visibilityChanged(let transition) = $0 { return transition }
      return nil
    }
  }

  /// `"index: from → to"` for each transition, with kinds only.
  var transitionKinds: [String] {
    transitions.map { "\($0.index): \($0.from.kind) → \($0.to.kind)" }
  }

  /// Offsets of the `didScroll` events.
  var scrolls: [Int] {
    events.compactMap {
      if case .didScroll(let offset) = $0 { return offset }
      return nil
    }
  }

  var contentSizeChanges: [(from: Int, to: Int)] {
    events.compactMap {
      if case .contentSizeChanged(let from, let to) = $0 { return (from, to) }
      return nil
    }
  }

  var layoutUpdates: Int {
    events.filter {
      if case .layoutUpdated = $0 { return true }
      return false
    }.count
  }

  var taps: [(row: Row, index: Int)] {
    events.compactMap {
      if case .tapped(let row, let index) = $0 { return (row, index) }
      return nil
    }
  }

  var selectionChanges: [(from: Int?, to: Int?)] {
    events.compactMap {
      if case .selectionChanged(let from, let to) = $0 { return (from, to) }
      return nil
    }
  }
}

/// Everything observable about a stack, to check that a refused operation changed nothing.
struct StackSnapshot: Equatable {
  var contents: [ObjectIdentifier]
  var hidden: [Bool]
  var insets: [EdgeInsets]
  var starts: [Int]
  var frames: [Range<Int>]
  var states: [RowVisibility]
  var expanded: [Bool?]
  var offset: Int
  var contentLength: Int
  var selectedIndex: Int?

  init(_ stack: ScrollStack) {
    let rows = Array(stack.rows)
    contents = rows.map { ObjectIdentifier($0.content) }
    hidden = rows.map(\.isHidden)
    insets = rows.map(\.insets)
    expanded = rows.map(\.isExpanded)
    starts = rows.indices.map { try! stack.startOfRow(at: $0) }
    frames = rows.indices.map { try! stack.frameOfRow(at: $0) }
    states = rows.indices.map { try! stack.visibilityOfRow(at: $0) }
    offset = stack.offset
    contentLength = stack.contentLength
    selectedIndex = stack.selectedIndex
  }
}

/// A vertical stack of `width`×`height` with rows of the given fixed lengths (named A, B, C…).
func makeStack(
  lengths: [Int], width: Int = 10, height: Int = 5, axis: Axis = .vertical
) throws -> (ScrollStack, [TestContent]) {
  let stack = ScrollStack(viewport: Size(width: width, height: height), axis: axis)
  let contents = lengths.enumerated().map { TestContent(rowName($0.offset), length: $0.element) }
  try stack.addRows(contents)
  return (stack, contents)
}

/// "A", "B", … "Z", then "R26", "R27", …
func rowName(_ index: Int) -> String {
  index < 26 ? String(UnicodeScalar(UInt8(65 + index))) : "R\(index)"
}

/// The contents of the stack's rows, in order, as `TestContent` names.
func names(_ stack: ScrollStack) -> [String] {
  stack.rows.map { ($0.content as? TestContent)?.name ?? "?" }
}

/// Starts of every row.
func starts(_ stack: ScrollStack) -> [Int] {
  (0..<stack.count).map { try! stack.startOfRow(at: $0) }
}

/// Visibility kinds of every row.
func kinds(_ stack: ScrollStack) -> [RowVisibility.Kind] {
  (0..<stack.count).map { try! stack.visibilityOfRow(at: $0).kind }
}

/// The stack drawn into a canvas the size of its viewport.
func render(_ stack: ScrollStack, monochrome: Bool = false) -> Canvas {
  var canvas = Canvas(size: stack.viewport)
  stack.render(into: &canvas, monochrome: monochrome)
  return canvas
}
