import TestSupport

@testable import StackCore

// MARK: - Contents

/// A small deterministic random source, so one number can describe a whole row.
struct Mixer {
  private var generator: SeededGenerator

  init(_ seed: Int) {
    generator = SeededGenerator(
      state: UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 &+ 0x5851)
  }

  mutating func next() -> UInt64 { generator.next() }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  mutating func sizing() -> RowSizing {
    switch int(0...9) {
    case 0...5: .fit
    case 6, 7: .fixed(int(0...6))
    case 8: .fit(min: int(0...3), max: int(1...6))
    default: RowSizing.fixed(int(0...8)).clamped(min: int(0...2), max: int(1...5))
    }
  }

  mutating func insets() -> EdgeInsets {
    chance(50)
      ? .zero : EdgeInsets(top: int(0...2), left: int(0...2), bottom: int(0...2), right: int(0...2))
  }

  mutating func separator() -> Separator {
    switch int(0...4) {
    case 0: .hidden
    case 1: .line
    case 2: Separator(insets: EdgeInsets(left: 1), glyph: "=", thickness: 2)
    case 3: Separator(thickness: 0)
    default: Separator(glyph: "-", thickness: 1)
    }
  }

  mutating func collapsibility() -> Collapsibility {
    Collapsibility(
      collapsed: .fixed(int(0...2)), expanded: chance(50) ? nil : sizing(), isExpanded: chance(50))
  }

  mutating func bounds() -> SizeBounds {
    SizeBounds(minimum: chance(50) ? int(0...3) : nil, maximum: chance(50) ? int(1...5) : nil)
  }
}

/// What the property tests put in rows. Its natural length is defined here, by the test.
final class PropContent: RowContent {
  let label: String
  /// Vertical natural length, unless ``text`` is set.
  var base: Int
  /// Characters of text wrapped to the width: vertical length `ceil(text / width)`.
  var text: Int?
  /// Horizontal natural length.
  var horizontal: Int
  let verticalSizing: RowSizing
  let horizontalSizing: RowSizing?
  let isSelectable: Bool
  let isHighlightable: Bool
  let collapsibility: Collapsibility?
  /// Adversarial: measures `Int.max` along both axes (the stack caps it).
  let isHuge: Bool
  /// Adversarial: reads ``stack`` (its own row, frames, visible rows) from `measure` and
  /// `sizing`, which must neither trap nor change what the stack does.
  let isReentrant: Bool
  /// The stack read by a re-entrant content.
  weak var stack: ScrollStack?
  private(set) var reloads = 0
  private(set) var highlights: [Bool] = []

  init(
    label: String, base: Int, text: Int? = nil, horizontal: Int, verticalSizing: RowSizing = .fit,
    horizontalSizing: RowSizing? = nil, selectable: Bool = true, highlightable: Bool = false,
    collapsibility: Collapsibility? = nil, huge: Bool = false, reentrant: Bool = false
  ) {
    self.isHuge = huge
    self.isReentrant = reentrant
    self.label = label
    self.base = base
    self.text = text
    self.horizontal = horizontal
    self.verticalSizing = verticalSizing
    self.horizontalSizing = horizontalSizing
    self.isSelectable = selectable
    self.isHighlightable = highlightable
    self.collapsibility = collapsibility
  }

  /// A content described by `seed`.
  convenience init(label: String, seed: Int) {
    var m = Mixer(seed)
    self.init(
      label: label, base: m.int(0...5), text: m.chance(20) ? m.int(1...40) : nil,
      horizontal: m.int(0...8), verticalSizing: m.sizing(),
      horizontalSizing: m.chance(30) ? m.sizing() : nil, selectable: m.chance(85),
      highlightable: m.chance(50), collapsibility: m.chance(10) ? m.collapsibility() : nil,
      huge: m.chance(4), reentrant: m.chance(15))
  }

  /// The natural length along `axis` at `cross` columns (lines) across.
  func natural(along axis: Axis, cross: Int) -> Int {
    if isHuge { return Int.max }
    guard axis == .vertical else { return horizontal }
    guard let text else { return base }
    return cross > 0 ? (text + cross - 1) / cross : 0
  }

  func sizing(along axis: Axis) -> RowSizing {
    if isReentrant, let stack, let index = stack.row(for: self)?.index {
      _ = try? stack.frameOfRow(at: index)
    }
    return axis == .vertical ? verticalSizing : (horizontalSizing ?? verticalSizing)
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    readStack()
    return natural(along: axis, cross: crossLength)
  }

  /// What an adopter's content might read while it is measured.
  private func readStack() {
    guard isReentrant, let stack else { return }
    if let index = stack.row(for: self)?.index {
      _ = try? stack.frameOfRow(at: index)
      _ = try? stack.visibilityOfRow(at: index)
    }
    _ = stack.visibleRows.count
    _ = stack.contentLength
    if !stack.isEmpty { _ = try? stack.startOfRow(at: stack.count - 1) }
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write(label, at: Point(x: 0, y: 0))
  }

  func reload() { reloads += 1 }

  func setHighlighted(_ isHighlighted: Bool) { highlights.append(isHighlighted) }
}

/// Row settings given when a row is added (through the builder's modifiers), from one seed.
struct SpecRecipe {
  var insets: EdgeInsets?
  var separator: Separator?
  var sizing: RowSizing?
  var bounds: SizeBounds?
  var collapsible: (collapsed: Int, expanded: RowSizing?, isExpanded: Bool)?
  var hidden: Bool

  init(seed: Int) {
    var m = Mixer(seed &+ 7_777)
    insets = m.chance(50) ? nil : m.insets()
    separator = m.chance(70) ? nil : m.separator()
    sizing = m.chance(15) ? m.sizing() : nil
    bounds = m.chance(10) ? m.bounds() : nil
    collapsible = m.chance(10) ? (m.int(0...2), m.chance(50) ? nil : m.sizing(), m.chance(50)) : nil
    hidden = m.chance(10)
  }

  func spec(for content: PropContent) -> RowSpec {
    var spec = content.rowSpec
    if let insets { spec = spec.insets(insets) }
    if let separator { spec = spec.separator(separator) }
    if let sizing { spec = spec.size(sizing) }
    if let bounds { spec = spec.size(min: bounds.minimum, max: bounds.maximum) }
    if let collapsible {
      spec = spec.collapsible(
        collapsed: collapsible.collapsed, expanded: collapsible.expanded,
        isExpanded: collapsible.isExpanded)
    }
    return spec.hidden(hidden)
  }

  /// The model row the stack should make for `content` with these settings.
  func modelRow(for content: PropContent, defaultInsets: EdgeInsets) -> ModelRow {
    ModelRow(
      source: .eager(content), insets: insets ?? defaultInsets, isHidden: hidden,
      separator: separator, sizing: sizing, bounds: bounds ?? SizeBounds(),
      collapsibility: collapsible.map {
        Collapsibility(
          collapsed: .fixed($0.collapsed), expanded: $0.expanded, isExpanded: $0.isExpanded)
      } ?? content.collapsibility)
  }
}
