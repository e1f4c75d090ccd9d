import PropertyBased
import Testing

@testable import StackCore

// Random sequences of operations on a stack, checked after every step against a model the
// test keeps itself: every row's settings and content, from which the test computes the
// layout (starts, frames, content length), every row's visibility, and what the events
// replayed on an array must give.

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

  /// How often each kind is drawn, relative to the others.
  var weight: Int {
    switch self {
    case .insert: 12
    case .remove, .invalid: 4
    case .move, .hide, .show, .scrollTo, .scrollBy, .scrollToRow, .selectNext: 3
    case .removeAll, .setRows, .insertLazy, .reloadAll, .defaultInsets, .defaultSeparator,
      .spacing, .autoHidesLastSeparator, .scrollIndicator, .cacheLimit, .scrollToTop,
      .scrollToBottom, .resizeTiny, .axis, .selectFirst, .selectLast, .clearSelection,
      .materializeAll, .setSizeBounds, .hideMany, .reloadMany:
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

// MARK: - Contents

/// A small deterministic random source, so one number can describe a whole row.
struct Mixer {
  private var state: UInt64

  init(_ seed: Int) { state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 &+ 0x5851 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

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
  private(set) var reloads = 0
  private(set) var highlights: [Bool] = []

  init(
    label: String, base: Int, text: Int? = nil, horizontal: Int, verticalSizing: RowSizing = .fit,
    horizontalSizing: RowSizing? = nil, selectable: Bool = true, highlightable: Bool = false,
    collapsibility: Collapsibility? = nil
  ) {
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
      highlightable: m.chance(50), collapsibility: m.chance(10) ? m.collapsibility() : nil)
  }

  /// The natural length along `axis` at `cross` columns (lines) across.
  func natural(along axis: Axis, cross: Int) -> Int {
    guard axis == .vertical else { return horizontal }
    guard let text else { return base }
    return cross > 0 ? (text + cross - 1) / cross : 0
  }

  func sizing(along axis: Axis) -> RowSizing {
    axis == .vertical ? verticalSizing : (horizontalSizing ?? verticalSizing)
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    natural(along: axis, cross: crossLength)
  }

  func render(in painter: inout Painter, context: RowRenderContext) {
    painter.write(label, x: 0, y: 0)
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

// MARK: - Model

/// A lazy section as the test made it.
struct SectionModel {
  let estimatedLength: Int
  let insets: EdgeInsets
  let seed: Int

  /// What row `index` of the section shows.
  func content(_ index: Int) -> PropContent {
    var m = Mixer(seed &+ index &* 7_919)
    return PropContent(
      label: "s\(seed % 100)-\(index)", base: m.int(0...4), horizontal: m.int(0...5),
      selectable: m.chance(85))
  }
}

/// The test's own record of a row.
struct ModelRow {
  enum Source {
    case eager(PropContent)
    case lazy(section: Int, index: Int)
  }
  var source: Source
  var insets: EdgeInsets
  var isHidden: Bool
  var separator: Separator?
  var sizing: RowSizing?
  var bounds: SizeBounds
  var collapsibility: Collapsibility?

  var eagerContent: PropContent? {
    if case .eager(let content) = source { return content }
    return nil
  }
}

/// Where the test expects a row.
struct ExpectedRow {
  var start: Int
  var frame: Int
  var extent: Int
  var state: RowVisibility
}

// MARK: - Harness

/// A stack, the model of it, the replay of its events, and the checks.
final class StackHarness {
  let stack: ScrollStack
  var rows: [ModelRow] = []
  var sections: [SectionModel] = []
  var defaultInsets = EdgeInsets.zero
  var defaultSeparator = Separator.hidden
  var spacing = 0
  var autoHidesLastSeparator = true
  var expectedReloads: [ObjectIdentifier: Int] = [:]
  var labels = 0
  var removedRow: Row?

  // Events.
  var replay: [RowVisibility.Kind] = []
  var replayRows: [ObjectIdentifier?] = []
  var stepEvents: [StackEvent] = []
  var problems: [String] = []
  var lastOffset = 0
  var lastContentLength = 0
  var lastSelectedIndex: Int?
  var lastSelection: Row?

  init(viewport: Size) {
    stack = ScrollStack(viewport: viewport)
    stack.addObserver { [weak self] in self?.observe($0) }
  }

  func problem(_ text: String) { problems.append(text) }

  func newContent(seed: Int) -> PropContent {
    labels += 1
    let content = PropContent(label: "c\(labels)", seed: seed)
    expectedReloads[ObjectIdentifier(content)] = 0
    return content
  }

  // MARK: Replaying events

  func observe(_ event: StackEvent) {
    stepEvents.append(event)
    switch event {
    case .rowAdded(let row, let index):
      guard index >= 0, index <= replay.count else { return problem("\(event): bad index") }
      replay.insert(.offscreen, at: index)
      replayRows.insert(ObjectIdentifier(row), at: index)
    case .lazyRowsAdded(let indexes):
      guard indexes.lowerBound >= 0, indexes.lowerBound <= replay.count else {
        return problem("\(event): bad index")
      }
      replay.insert(
        contentsOf: repeatElement(.offscreen, count: indexes.count), at: indexes.lowerBound)
      replayRows.insert(
        contentsOf: repeatElement(nil, count: indexes.count), at: indexes.lowerBound)
    case .rowRemoved(_, let index):
      guard index >= 0, index < replay.count else { return problem("\(event): bad index") }
      if replay[index] == .entire || replay[index] == .partial {
        problem("\(event): a visible row was removed without a .removed transition")
      }
      replay.remove(at: index)
      replayRows.remove(at: index)
    case .allRowsRemoved(let count):
      if count != replay.count { problem("\(event) but \(replay.count) rows were known") }
      if replay.contains(where: { $0 == .entire || $0 == .partial }) {
        problem("\(event): visible rows were removed without a .removed transition")
      }
      replay = []
      replayRows = []
    case .rowMoved(let row, let from, let to):
      guard from >= 0, from < replay.count, to >= 0, to < replay.count else {
        return problem("\(event): bad index")
      }
      if let id = replayRows[from], id != ObjectIdentifier(row) { problem("\(event): wrong row") }
      replay.insert(replay.remove(at: from), at: to)
      replayRows.insert(replayRows.remove(at: from), at: to)
    case .rowReplaced(let row, let index):
      guard index >= 0, index < replay.count else { return problem("\(event): bad index") }
      if let id = replayRows[index], id != ObjectIdentifier(row) { problem("\(event): wrong row") }
    case .visibilityChanged(let transition):
      let index = transition.index
      guard index >= 0, index < replay.count else { return problem("\(event): bad index") }
      if transition.from.kind == transition.to.kind { problem("\(event): the kind did not change") }
      if transition.from.kind != replay[index] {
        problem("\(event): the row was \(replay[index]) according to earlier events")
      }
      if let id = replayRows[index], id != ObjectIdentifier(transition.row) {
        problem("\(event): not the row the events put at \(index)")
      }
      replay[index] = transition.to.kind
      // Delivered after the layout is complete: the stack agrees with the event.
      if transition.to.kind != .removed {
        if stack.index(of: transition.row) != index {
          problem("\(event): the row is at \(String(describing: stack.index(of: transition.row)))")
        } else if let now = try? stack.visibilityOfRow(at: index), now != transition.to {
          problem("\(event): the stack says \(now) while the event is delivered")
        }
      }
    case .selectionChanged(let from, let to):
      if from != lastSelectedIndex {
        problem("\(event): the selection was at \(String(describing: lastSelectedIndex))")
      }
      if to != stack.selectedIndex {
        problem("\(event): the stack says \(String(describing: stack.selectedIndex))")
      }
      if from == nil && to == nil { problem("\(event): nothing changed") }
      lastSelectedIndex = to
      lastSelection = stack.selection
    case .didScroll(let offset):
      if offset != stack.offset { problem("\(event) while the offset is \(stack.offset)") }
      if offset == lastOffset { problem("\(event) but the offset was already \(offset)") }
      lastOffset = offset
    case .contentSizeChanged(let from, let to):
      if from != lastContentLength { problem("\(event) but the content was \(lastContentLength)") }
      if to != stack.contentLength {
        problem("\(event) while the content is \(stack.contentLength)")
      }
      if from == to { problem("\(event): no change") }
      lastContentLength = to
    case .layoutUpdated:
      break
    case .tapped(let row, let index):
      if stack.index(of: row) != index { problem("\(event): the row is elsewhere") }
    }
  }

  // MARK: Expected layout

  var axis: Axis { stack.axis }

  func params(_ row: ModelRow) -> PropContent {
    switch row.source {
    case .eager(let content): content
    case .lazy(let section, let index): sections[section].content(index)
    }
  }

  /// The content length the test expects for `row` (an unmeasured lazy row counts as its
  /// section's estimate, at least 1).
  func contentLength(_ row: ModelRow, measured: Bool) -> Int {
    if !measured, case .lazy(let section, _) = row.source {
      return max(1, sections[section].estimatedLength)
    }
    let content = params(row)
    let cross = max(0, stack.crossLength - row.insets.total(along: axis.cross))
    var sizing: RowSizing
    if let collapsibility = row.collapsibility, !collapsibility.isExpanded {
      sizing = collapsibility.collapsed
    } else {
      sizing = row.sizing ?? content.sizing(along: axis)
      if let expanded = row.collapsibility?.expanded { sizing = expanded }
      sizing.minimum = row.bounds.minimum ?? sizing.minimum
      sizing.maximum = row.bounds.maximum ?? sizing.maximum
    }
    var length: Int
    switch sizing.base {
    case .fixed(let value): length = value
    case .fit: length = content.natural(along: axis, cross: cross)
    }
    if let minimum = sizing.minimum { length = max(length, minimum) }
    if let maximum = sizing.maximum { length = min(length, maximum) }
    return max(0, length)
  }

  /// Every row's start, frame, extent and state computed by the test, and the content length.
  func expectedLayout() -> (rows: [ExpectedRow], contentLength: Int) {
    var result: [ExpectedRow] = []
    result.reserveCapacity(rows.count)
    var position = 0
    var lastShown: Int?
    let offset = stack.offset
    let viewportLength = stack.viewportLength
    for (index, row) in rows.enumerated() {
      guard !row.isHidden else {
        result.append(ExpectedRow(start: position, frame: 0, extent: 0, state: .hidden))
        continue
      }
      let measured = index < stack.count ? stack.storage.slot(at: index).isMeasured : true
      let frame = row.insets.total(along: axis) + contentLength(row, measured: measured)
      let extent = frame + (row.separator ?? defaultSeparator).length + spacing
      let visible = min(position + frame, offset + viewportLength) - max(position, offset)
      let state: RowVisibility =
        visible <= 0
        ? .offscreen
        : visible >= frame
          ? .entire : .partial(visibleCells: visible, fraction: Double(visible) / Double(frame))
      result.append(ExpectedRow(start: position, frame: frame, extent: extent, state: state))
      lastShown = index
      position += extent
    }
    guard let lastShown else { return (result, 0) }
    let trailing =
      spacing
      + (autoHidesLastSeparator ? (rows[lastShown].separator ?? defaultSeparator).length : 0)
    return (result, position - trailing)
  }

  // MARK: Checks

  /// Checks the stack against the model and the replayed events.
  func verify(singleUpdate: Bool) {
    let count = stack.count
    guard count == rows.count else { return problem("\(count) rows, the model has \(rows.count)") }
    if replay.count != count {
      problem("the events give \(replay.count) rows, the stack has \(count)")
    }
    let viewport = stack.viewport
    let expectedCross = max(
      0, viewport.length(along: axis.cross) - (stack.showsScrollIndicator ? 1 : 0))
    if stack.crossLength != expectedCross { problem("cross length \(stack.crossLength)") }
    let (expected, contentLength) = expectedLayout()
    let offset = stack.offset
    let viewportLength = stack.viewportLength

    var visible: [Int] = []
    var entire: [Int] = []
    for index in 0..<count {
      let model = rows[index]
      let want = expected[index]
      let slot = stack.storage.slot(at: index)
      if model.eagerContent != nil, !slot.isMeasured { problem("eager row \(index) not measured") }
      if slot.isHidden != model.isHidden { problem("row \(index): hidden \(slot.isHidden)") }
      if (try? stack.startOfRow(at: index)) != want.start {
        problem(
          "row \(index) starts at \(String(describing: try? stack.startOfRow(at: index))), expected \(want.start)"
        )
      }
      if let row = slot.row {
        checkSettings(row, index: index, model: model)
        let frame = try? stack.frameOfRow(at: index)
        if frame != want.start..<(want.start + want.frame) {
          problem(
            "row \(index) frame \(String(describing: frame)), expected \(want.start)+\(want.frame)")
        }
      }
      let state = try? stack.visibilityOfRow(at: index)
      if state != want.state {
        problem("row \(index) is \(String(describing: state)), expected \(want.state)")
      }
      if index < replay.count, replay[index] != want.state.kind {
        problem("row \(index): the events say \(replay[index]), expected \(want.state.kind)")
      }
      if want.state.isVisible { visible.append(index) }
      if want.state == .entire { entire.append(index) }
      let onScreen = want.start < offset + viewportLength && want.start + want.extent > offset
      if !model.isHidden, onScreen, !slot.isMeasured {
        problem("row \(index) on screen is not measured")
      }
      if let content = model.eagerContent,
        content.reloads != expectedReloads[ObjectIdentifier(content)]
      {
        problem(
          "row \(index) reloaded \(content.reloads) times, expected \(expectedReloads[ObjectIdentifier(content)] ?? -1)"
        )
      }
    }
    if stack.contentLength != contentLength {
      problem("content length \(stack.contentLength), expected \(contentLength)")
    }
    let maxOffset = max(0, contentLength - viewportLength)
    if stack.maxOffset != maxOffset {
      problem("max offset \(stack.maxOffset), expected \(maxOffset)")
    }
    if offset < 0 || offset > maxOffset { problem("offset \(offset) outside 0…\(maxOffset)") }
    if stack.visibleIndexes != visible {
      problem("visible rows \(stack.visibleIndexes), expected \(visible)")
    }
    if stack.entirelyVisibleRows.map(\.index) != entire.map(Optional.some) {
      problem("entirely visible rows \(stack.entirelyVisibleRows.map(\.index)), expected \(entire)")
    }

    // The selection.
    if let index = stack.selectedIndex {
      if stack.selection.flatMap(stack.index(of:)) != index { problem("selection index is stale") }
      let model = rows[index]
      if model.isHidden { problem("the selected row \(index) is hidden") }
      if !params(model).isSelectable { problem("the selected row \(index) is not selectable") }
      if expected[index].frame == 0 { problem("the selected row \(index) is empty") }
      if viewportLength > 0, !expected[index].state.isVisible {
        problem("the selected row \(index) is \(expected[index].state)")
      }
    } else if stack.selection != nil {
      problem("a selection without an index")
    }
    if stack.pressed != nil { problem("a press outlived its step") }

    // Events against the final state.
    if offset != lastOffset {
      problem("offset \(offset) changed from \(lastOffset) without didScroll")
    }
    if stack.contentLength != lastContentLength {
      problem("content length changed from \(lastContentLength) without contentSizeChanged")
    }
    if stack.selection !== lastSelection {
      problem("the selection changed without selectionChanged")
    }
    lastSelectedIndex = stack.selectedIndex
    if singleUpdate {
      var seen: Set<ObjectIdentifier> = []
      for event in stepEvents {
        if case .visibilityChanged(let transition) = event,
          !seen.insert(ObjectIdentifier(transition.row)).inserted
        {
          problem("two transitions for one row in one update: \(transition)")
        }
      }
    }

    checkRendering(expected)
  }

  func checkSettings(_ row: Row, index: Int, model: ModelRow) {
    if row.insets != model.insets {
      problem("row \(index) insets \(row.insets), expected \(model.insets)")
    }
    if row.isHidden != model.isHidden { problem("row \(index) hidden \(row.isHidden)") }
    if row.separatorOverride != model.separator {
      problem("row \(index) separator \(String(describing: row.separatorOverride))")
    }
    if row.sizingOverride != model.sizing {
      problem("row \(index) sizing \(String(describing: row.sizingOverride))")
    }
    if row.sizeBounds != model.bounds { problem("row \(index) bounds \(row.sizeBounds)") }
    if row.collapsibility != model.collapsibility {
      problem(
        "row \(index) collapsibility \(String(describing: row.collapsibility)), expected \(String(describing: model.collapsibility))"
      )
    }
    switch model.source {
    case .eager(let content):
      if row.content !== content { problem("row \(index) shows another content") }
    case .lazy(let section, let source):
      if (row.content as? PropContent)?.label != sections[section].content(source).label {
        problem(
          "lazy row \(index) shows \(String(describing: (row.content as? PropContent)?.label))")
      }
    }
  }

  /// Draws the viewport; the selected row's first visible cell carries the selection style.
  func checkRendering(_ expected: [ExpectedRow]) {
    var canvas = Canvas(size: stack.viewport)
    stack.render(into: &canvas)
    guard let index = stack.selectedIndex, stack.crossLength > 0, expected[index].state.isVisible
    else { return }
    let along = max(expected[index].start, stack.offset) - stack.offset
    let point = axis == .vertical ? Point(x: 0, y: along) : Point(x: along, y: 0)
    if canvas.cell(at: point)?.style != stack.appearance.selectedStyle {
      problem("the selected row is not drawn selected at \(point)")
    }
  }

  /// What a refused operation must leave exactly as it was.
  struct Snapshot: Equatable {
    var count: Int
    var offset: Int
    var contentLength: Int
    var selectedIndex: Int?
    var starts: [Int]
    var states: [RowVisibility]
    var extents: [Int32]
    var hidden: [Bool]

    init(_ stack: ScrollStack) {
      count = stack.count
      offset = stack.offset
      contentLength = stack.contentLength
      selectedIndex = stack.selectedIndex
      starts = (0..<stack.count).map { try! stack.startOfRow(at: $0) }
      states = (0..<stack.count).map { try! stack.visibilityOfRow(at: $0) }
      extents = (0..<stack.count).map { stack.storage.slot(at: $0).extent }
      hidden = (0..<stack.count).map { stack.storage.slot(at: $0).isHidden }
    }
  }

  /// Runs `body`, which must throw `expected` and change nothing.
  func expectRefused(_ expected: StackError, _ body: () throws -> Void) {
    let before = Snapshot(stack)
    let made = (0..<stack.count).map { stack.storage.slot(at: $0).row.map(ObjectIdentifier.init) }
    do {
      try body()
      problem("expected \(expected), nothing was thrown")
    } catch {
      if error as? StackError != expected { problem("threw \(error), expected \(expected)") }
    }
    if Snapshot(stack) != before { problem("a refused operation changed the stack") }
    for (index, id) in made.enumerated() where id != nil && index < stack.count {
      if stack.storage.slot(at: index).row.map(ObjectIdentifier.init) != id {
        problem("a refused operation replaced row \(index)")
      }
    }
    if !stepEvents.isEmpty { problem("a refused operation sent \(stepEvents.map(\.description))") }
  }
}

// MARK: - Running operations

extension StackHarness {
  var count: Int { rows.count }

  /// An index of an eager row near `raw`, if any.
  func eagerIndex(near raw: Int) -> Int? {
    guard count > 0 else { return nil }
    let start = raw % count
    for step in 0..<count {
      let index = (start + step) % count
      if rows[index].eagerContent != nil { return index }
    }
    return nil
  }

  func insertEager(
    _ recipes: [(content: PropContent, spec: SpecRecipe)], at point: InsertionPoint, index: Int
  )
    throws
  {
    try stack.addRows(specs: recipes.map { $0.spec.spec(for: $0.content) }, at: point)
    rows.insert(
      contentsOf: recipes.map { $0.spec.modelRow(for: $0.content, defaultInsets: defaultInsets) },
      at: index)
  }

  func remove(_ index: Int) {
    if let content = rows[index].eagerContent { expectedReloads[ObjectIdentifier(content)] = nil }
    rows.remove(at: index)
  }

  /// Whether the stack may select the row at `index` right now.
  func isSelectable(_ index: Int) -> Bool {
    let row = rows[index]
    return !row.isHidden && params(row).isSelectable && expectedLayout().rows[index].frame > 0
  }

  func setExpanded(_ expanded: Bool, at index: Int) throws {
    guard var collapsibility = rows[index].collapsibility else {
      return expectRefused(.rowNotCollapsible(index: index)) {
        try stack.setExpanded(expanded, at: index)
      }
    }
    try stack.setExpanded(expanded, at: index)
    collapsibility.isExpanded = expanded
    rows[index].collapsibility = collapsibility
  }

  /// A tap on row `index`: a collapsible row toggles.
  func tapped(_ index: Int) {
    if var collapsibility = rows[index].collapsibility {
      collapsibility.isExpanded.toggle()
      rows[index].collapsibility = collapsibility
    }
  }

  /// Runs `op`. Returns false when the step ran more than one update.
  func run(_ op: StackOp) throws -> Bool {
    let n = count
    var m = Mixer(op.a &* 31 &+ op.b)
    switch op.kind {
    case .insert:
      let k = 1 + op.a % 5
      guard n + k <= 60 else {
        remove(op.b % n)
        try stack.removeRow(at: op.b % n)
        return true
      }
      let recipes = (0..<k).map { offset in
        (newContent(seed: op.c &+ offset), SpecRecipe(seed: op.c &+ offset))
      }
      switch op.b % 7 {
      case 0: try insertEager(recipes, at: .top, index: 0)
      case 1: try insertEager(recipes, at: .bottom, index: n)
      case 3 where n > 0:
        try insertEager(recipes, at: .after(stack.rows[op.c % n]), index: op.c % n + 1)
      case 4 where n > 0:
        try insertEager(recipes, at: .before(stack.rows[op.c % n]), index: op.c % n)
      case 5:
        if let index = eagerIndex(near: op.c) {
          try insertEager(recipes, at: .afterContent(rows[index].eagerContent!), index: index + 1)
        } else {
          try insertEager(recipes, at: .bottom, index: n)
        }
      case 6:
        if let index = eagerIndex(near: op.c) {
          try insertEager(recipes, at: .beforeContent(rows[index].eagerContent!), index: index)
        } else {
          try insertEager(recipes, at: .top, index: 0)
        }
      default:
        let index = op.c % (n + 1)
        try insertEager(recipes, at: .index(index), index: index)
      }
    case .insertLazy:
      guard n < 45 else { return true }
      let section = SectionModel(
        estimatedLength: op.a % 4, insets: op.b % 3 == 0 ? defaultInsets : .zero, seed: op.c)
      let lazyCount = op.a % 31
      let index = op.b % (n + 1)
      let saved = stack.defaultInsets
      stack.defaultInsets = section.insets
      try stack.addLazyRows(
        count: lazyCount, estimatedLength: section.estimatedLength, at: .index(index)
      ) {
        section.content($0)
      }
      stack.defaultInsets = saved
      sections.append(section)
      let id = sections.count - 1
      rows.insert(
        contentsOf: (0..<lazyCount).map {
          ModelRow(
            source: .lazy(section: id, index: $0), insets: section.insets, isHidden: false,
            separator: nil, sizing: nil, bounds: SizeBounds(), collapsibility: nil)
        }, at: index)
    case .remove:
      guard n > 0 else {
        expectRefused(.indexOutOfRange(index: 0, validRange: 0..<0)) { try stack.removeRow(at: 0) }
        return true
      }
      let index = op.a % n
      removedRow = try stack.row(at: index)
      let content = try stack.removeRow(at: index)
      if let eager = rows[index].eagerContent, content !== eager {
        problem("removeRow returned another content")
      }
      remove(index)
    case .removeMany:
      guard n > 0 else { return true }
      let indexes = op.list.map { $0 % n }
      try stack.removeRows(indexes: indexes)
      for index in Set(indexes).sorted(by: >) { remove(index) }
    case .removeAll:
      stack.removeAllRows()
      for index in (0..<n).reversed() { remove(index) }
    case .setRows:
      let recipes = (0..<(op.a % 41)).map {
        (newContent(seed: op.c &+ $0), SpecRecipe(seed: op.c &+ $0))
      }
      try stack.setRows {
        for recipe in recipes { recipe.1.spec(for: recipe.0) }
      }
      for index in (0..<n).reversed() { remove(index) }
      rows = recipes.map { $0.1.modelRow(for: $0.0, defaultInsets: defaultInsets) }
    case .move:
      guard n > 0 else { return true }
      let (from, to) = (op.a % n, op.b % n)
      try stack.moveRow(from: from, to: to)
      rows.insert(rows.remove(at: from), at: to)
    case .replace:
      guard n > 0 else { return true }
      let index = op.a % n
      let content = newContent(seed: op.c)
      try stack.replaceRow(at: index, with: content)
      if let old = rows[index].eagerContent { expectedReloads[ObjectIdentifier(old)] = nil }
      rows[index].source = .eager(content)
      rows[index].collapsibility = content.collapsibility
    case .hide, .show:
      guard n > 0 else { return true }
      let index = op.a % n
      try stack.setRowHidden(op.kind == .hide, at: index)
      rows[index].isHidden = op.kind == .hide
    case .hideMany:
      guard n > 0 else { return true }
      let indexes = op.list.map { $0 % n }
      try stack.setRowsHidden(op.b % 2 == 0, indexes: indexes)
      for index in indexes { rows[index].isHidden = op.b % 2 == 0 }
    case .reload, .reloadWithNewState:
      guard n > 0 else { return true }
      let index = op.a % n
      if let content = rows[index].eagerContent {
        if op.kind == .reloadWithNewState {
          content.base = op.b % 6
          content.horizontal = op.c % 7
          if content.text != nil { content.text = 1 + op.b % 30 }
        }
        expectedReloads[ObjectIdentifier(content), default: 0] += 1
      }
      try stack.reloadRow(at: index)
    case .reloadMany:
      guard n > 0 else { return true }
      let indexes = op.list.map { $0 % n }
      try stack.reloadRows(indexes: indexes)
      for index in indexes {
        if let content = rows[index].eagerContent {
          expectedReloads[ObjectIdentifier(content), default: 0] += 1
        }
      }
    case .reloadAll:
      stack.reloadAllRows()
      for row in rows {
        if let content = row.eagerContent {
          expectedReloads[ObjectIdentifier(content), default: 0] += 1
        }
      }
    case .expand, .collapse:
      guard n > 0 else { return true }
      try setExpanded(op.kind == .expand, at: op.a % n)
    case .toggle:
      guard n > 0 else { return true }
      let index = op.a % n
      if let expanded = rows[index].collapsibility?.isExpanded {
        try setExpanded(!expanded, at: index)
      } else {
        expectRefused(.rowNotCollapsible(index: index)) { try stack.toggleRow(at: index) }
      }
    case .setCollapsibility:
      guard n > 0 else { return true }
      let index = op.a % n
      let collapsibility = op.b % 4 == 0 ? nil : m.collapsibility()
      try stack.setCollapsibility(collapsibility, forRowAt: index)
      rows[index].collapsibility = collapsibility
    case .setInsets:
      guard n > 0 else { return true }
      let insets = m.insets()
      let indexes = op.b % 3 == 0 ? op.list.map { $0 % n } : [op.a % n]
      try stack.setInsets(insets, forRowsAt: indexes)
      for index in indexes { rows[index].insets = insets }
    case .setSeparator:
      guard n > 0 else { return true }
      let separator = op.b % 3 == 0 ? nil : m.separator()
      try stack.setSeparator(separator, forRowAt: op.a % n)
      rows[op.a % n].separator = separator
    case .setSizing:
      guard n > 0 else { return true }
      let sizing = op.b % 3 == 0 ? nil : m.sizing()
      try stack.setSizing(sizing, forRowAt: op.a % n)
      rows[op.a % n].sizing = sizing
    case .setSizeBounds:
      guard n > 0 else { return true }
      let bounds = m.bounds()
      try stack.setSizeBounds(bounds, forRowAt: op.a % n)
      rows[op.a % n].bounds = bounds
    case .defaultInsets:
      defaultInsets = m.insets()
      stack.defaultInsets = defaultInsets
    case .defaultSeparator:
      defaultSeparator = m.separator()
      stack.defaultSeparator = defaultSeparator
    case .spacing:
      spacing = op.a % 3
      stack.spacing = spacing
    case .autoHidesLastSeparator:
      autoHidesLastSeparator.toggle()
      stack.autoHidesLastSeparator = autoHidesLastSeparator
    case .scrollIndicator:
      stack.showsScrollIndicator.toggle()
    case .cacheLimit:
      stack.lazyCacheLimit = op.a % 12
    case .scrollTo:
      stack.scroll(to: op.a % (stack.contentLength + 11) - 5)
    case .scrollBy:
      stack.scroll(by: op.a % 21 - 10)
    case .scrollPage:
      stack.scrollPage(by: op.a % 5 - 2)
    case .scrollToTop:
      stack.scrollToTop()
    case .scrollToBottom:
      stack.scrollToBottom()
    case .scrollToRow:
      guard n > 0 else {
        expectRefused(.indexOutOfRange(index: 0, validRange: 0..<0)) {
          try stack.scrollToRow(at: 0)
        }
        return true
      }
      try stack.scrollToRow(at: op.a % n, alignment: ScrollAlignment.allCases[op.b % 4])
    case .resize:
      stack.viewport = Size(width: op.a % 31, height: op.b % 16)
    case .resizeTiny:
      let sizes = [(1, 1), (op.a % 20, 0), (0, op.b % 8), (0, 0), (1, op.b % 8), (op.a % 20, 1)]
      let (width, height) = sizes[op.c % sizes.count]
      stack.viewport = Size(width: width, height: height)
    case .axis:
      stack.axis = stack.axis.cross
    case .selectNext: stack.selectNext()
    case .selectPrevious: stack.selectPrevious()
    case .pageDown: stack.selectPageDown()
    case .pageUp: stack.selectPageUp()
    case .selectFirst: stack.selectFirst()
    case .selectLast: stack.selectLast()
    case .clearSelection: stack.clearSelection()
    case .select:
      guard n > 0 else { return true }
      let index = op.a % n
      if isSelectable(index) {
        try stack.select(rowAt: index)
      } else {
        expectRefused(.rowNotSelectable(index: index)) { try stack.select(rowAt: index) }
      }
    case .action:
      return try runAction(op)
    case .activate:
      guard n > 0 else { return true }
      let index = op.a % n
      let taps = stepEvents.count
      try stack.activateRow(at: index)
      let tapEvents = stepEvents[taps...].filter {
        if case .tapped = $0 { return true }
        return false
      }
      if rows[index].isHidden {
        if !tapEvents.isEmpty { problem("a hidden row was tapped") }
      } else {
        tapped(index)
        if tapEvents.count != 1 { problem("\(tapEvents.count) tapped events for one activation") }
        checkHighlights(index)
      }
      return false
    case .pressRelease:
      guard n > 0 else { return true }
      let index = op.a % n
      try stack.pressRow(at: index)
      switch op.c % 4 {
      case 0: stack.cancelPress()
      case 1: stack.releasePress(at: nil)
      case 2:
        let other = op.b % n
        let didTap = stack.releasePress(at: other)
        if didTap != (other == index && !rows[index].isHidden) {
          problem("release on \(other) tapped: \(didTap)")
        }
        if didTap { tapped(index) }
      default:
        let didTap = stack.releasePress(at: index)
        if didTap == rows[index].isHidden {
          problem("release on the pressed row tapped: \(didTap)")
        }
        if didTap { tapped(index) }
      }
      if !rows[index].isHidden { checkHighlights(index) }
      return false
    case .probePoint:
      let viewport = stack.viewport
      let point = Point(x: op.a % (viewport.width + 2) - 1, y: op.b % (viewport.height + 2) - 1)
      let found = stack.indexOfRow(atViewportPoint: point)
      let along = axis == .vertical ? point.y : point.x
      let across = axis == .vertical ? point.x : point.y
      var expected: Int?
      if along >= 0, along < stack.viewportLength, across >= 0, across < stack.crossLength {
        let position = stack.offset + along
        let layout = expectedLayout().rows
        expected = layout.indices.first { index in
          !rows[index].isHidden && layout[index].start <= position
            && position < layout[index].start + layout[index].frame
        }
      }
      if found != expected {
        problem(
          "row at \(point) is \(String(describing: found)), expected \(String(describing: expected))"
        )
      }
    case .materializeAll:
      for (index, row) in stack.rows.enumerated() where row.index != index {
        problem("row \(index) says it is at \(String(describing: row.index))")
      }
    case .batch:
      try stack.performUpdate {
        var size = n
        if size > 0 {
          let index = op.a % size
          try stack.removeRow(at: index)
          remove(index)
          size -= 1
        }
        let content = newContent(seed: op.c)
        let spec = SpecRecipe(seed: op.c)
        let index = op.b % (size + 1)
        try insertEager([(content, spec)], at: .index(index), index: index)
        size += 1
        let hide = op.list[0] % size
        try stack.setRowHidden(!rows[hide].isHidden, at: hide)
        rows[hide].isHidden.toggle()
        stack.scroll(by: op.c % 7 - 3)
        if op.c % 5 == 0 {
          // Everything goes after the changes above, in the same update.
          stack.removeAllRows()
          for index in (0..<size).reversed() { remove(index) }
        }
      }
    case .invalid:
      try runInvalid(op)
    }
    return true
  }

  /// A press on a highlightable row told it `true` then `false`.
  func checkHighlights(_ index: Int) {
    let content = params(rows[index])
    guard let eager = rows[index].eagerContent, content.isHighlightable else { return }
    if Array(eager.highlights.suffix(2)) != [true, false] {
      problem("row \(index) highlights \(eager.highlights)")
    }
  }

  func runAction(_ op: StackOp) throws -> Bool {
    let selected = stack.selectedIndex
    switch op.b % 10 {
    case 0: stack.perform(.selectNext)
    case 1: stack.perform(.selectPrevious)
    case 2: stack.perform(.pageForward)
    case 3: stack.perform(.pageBack)
    case 4: stack.perform(.scroll(by: op.c % 9 - 4))
    case 5:
      stack.perform(.activateSelection)
      if let selected { tapped(selected) }
      return false
    case 6, 7:
      let expand = op.b % 10 == 6
      stack.perform(expand ? .expandSelection : .collapseSelection)
      if let selected, var collapsibility = rows[selected].collapsibility {
        collapsibility.isExpanded = expand
        rows[selected].collapsibility = collapsibility
      }
    case 8: stack.perform(.selectFirst)
    default: stack.perform(.toggleAxis)
    }
    return true
  }

  func runInvalid(_ op: StackOp) throws {
    let n = count
    let all = 0..<n
    let valid = n > 0 ? op.b % n : 0
    switch op.a % 18 {
    case 0:
      expectRefused(.indexOutOfRange(index: n + op.b % 3, validRange: all)) {
        try stack.removeRow(at: n + op.b % 3)
      }
    case 1:
      expectRefused(.indexOutOfRange(index: -1 - op.b % 3, validRange: all)) {
        try stack.removeRow(at: -1 - op.b % 3)
      }
    case 2:
      expectRefused(.indexOutOfRange(index: n, validRange: all)) {
        try stack.removeRows(indexes: (n > 0 ? [valid] : []) + [n] + (n > 0 ? [0] : []))
      }
    case 3:
      let bad = n + op.b % 2
      expectRefused(.indexOutOfRange(index: n > 0 ? bad : 0, validRange: all)) {
        try stack.moveRow(from: n > 0 ? valid : 0, to: bad)
      }
    case 4:
      expectRefused(.indexOutOfRange(index: n, validRange: all)) {
        try stack.moveRow(from: n, to: 0)
      }
    case 5:
      expectRefused(.indexOutOfRange(index: n + 1, validRange: all)) {
        try stack.setRowsHidden(op.c % 2 == 0, indexes: (n > 0 ? [valid] : []) + [n + 1])
      }
    case 6:
      expectRefused(.indexOutOfRange(index: -2, validRange: all)) {
        try stack.reloadRows(indexes: (n > 0 ? [valid] : []) + [-2])
      }
    case 7:
      expectRefused(.indexOutOfRange(index: n, validRange: all)) {
        try stack.setInsets(EdgeInsets(all: 1), forRowsAt: (n > 0 ? [valid] : []) + [n])
      }
    case 8:
      if let index = eagerIndex(near: op.b) {
        expectRefused(.contentAlreadyInStack(existingIndex: index)) {
          try stack.addRow(rows[index].eagerContent!, at: .top)
        }
      }
    case 9:
      let fresh = PropContent(label: "dup", base: 1, horizontal: 1)
      expectRefused(.duplicateContentInBatch(first: 0, second: 2)) {
        try stack.addRows([fresh, PropContent(label: "other", base: 1, horizontal: 1), fresh])
      }
    case 10:
      expectRefused(.indexOutOfRange(index: n + 1 + op.b % 3, validRange: 0..<(n + 1))) {
        try stack.addRow(
          PropContent(label: "x", base: 1, horizontal: 1), at: .index(n + 1 + op.b % 3))
      }
    case 11:
      expectRefused(.indexOutOfRange(index: n, validRange: all)) {
        try stack.replaceRow(at: n, with: PropContent(label: "x", base: 1, horizontal: 1))
      }
    case 12:
      if let index = eagerIndex(near: op.b), n > 0 {
        expectRefused(.contentAlreadyInStack(existingIndex: index)) {
          try stack.replaceRow(at: op.c % n, with: rows[index].eagerContent!)
        }
      }
    case 13:
      expectRefused(.indexOutOfRange(index: n, validRange: all)) { try stack.scrollToRow(at: n) }
    case 14:
      expectRefused(.indexOutOfRange(index: n + 2, validRange: all)) {
        try stack.select(rowAt: n + 2)
      }
    case 15:
      expectRefused(.invalidCount(-1 - op.b % 5)) {
        try stack.addLazyRows(count: -1 - op.b % 5) { _ in
          PropContent(label: "x", base: 1, horizontal: 1)
        }
      }
    case 16:
      if let removedRow {
        expectRefused(.rowNotInStack) {
          try stack.addRow(PropContent(label: "x", base: 1, horizontal: 1), at: .after(removedRow))
        }
      }
    default:
      expectRefused(.contentNotInStack) {
        try stack.addRow(
          PropContent(label: "x", base: 1, horizontal: 1),
          at: .beforeContent(PropContent(label: "stranger", base: 1, horizontal: 1)))
      }
    }
  }
}

// MARK: - The property

/// Runs `ops` on a fresh stack of `viewport` after adding `initialRows` rows (described by
/// `seed`), checking everything after every step.
func checkSequence(viewport: Size, initialRows: Int, seed: Int, ops: [StackOp]) {
  let harness = StackHarness(viewport: viewport)
  harness.verify(singleUpdate: true)
  let start = StackOp(kind: .setRows, a: initialRows, b: 0, c: seed, list: [0])
  for (step, op) in ([start] + ops).enumerated() {
    harness.stepEvents = []
    var singleUpdate = true
    do {
      singleUpdate = try harness.run(op)
    } catch {
      harness.problem("threw \(error)")
    }
    harness.verify(singleUpdate: singleUpdate)
    if !harness.problems.isEmpty {
      Issue.record(
        """
        step \(step) \(op) on a stack of \(harness.stack.count) rows, viewport \(harness.stack.viewport), \
        \(harness.stack.axis), offset \(harness.stack.offset):
        \(harness.problems.prefix(8).joined(separator: "\n"))
        events: \(harness.stepEvents.map(\.description))
        """)
      return
    }
  }
}

@Suite struct StackPropertyTests {
  /// Four runs of 250 sequences of 50 operations (1,000 sequences), in parallel. Each
  /// sequence starts on an empty stack; its first step sets up to 40 rows.
  @Test(arguments: 0..<4)
  func randomOperationSequencesKeepEveryInvariant(run: Int) async {
    await propertyCheck(
      count: 250,
      input: Gen.int(in: 0...30), Gen.int(in: 0...15), Gen.int(in: 0...40), Gen.int(in: 0...9_999),
      StackOp.generator.array(of: 50)
    ) { width, height, initialRows, seed, ops in
      checkSequence(
        viewport: Size(width: width, height: height), initialRows: initialRows, seed: seed, ops: ops
      )
    }
  }
}
