import Testing

@testable import StackCore

/// The visibility kind of a row computed by the test from its frame and the viewport.
func expectedKind(frame: Range<Int>, isHidden: Bool, offset: Int, viewportLength: Int)
  -> RowVisibility.Kind
{
  if isHidden { return .hidden }
  let visible = min(frame.upperBound, offset + viewportLength) - max(frame.lowerBound, offset)
  if visible <= 0 || frame.isEmpty { return .offscreen }
  return visible >= frame.count ? .entire : .partial
}

/// Kinds of every row keyed by row identity, computed from frames.
func kindsByRow(_ stack: ScrollStack) -> [ObjectIdentifier: RowVisibility.Kind] {
  var result: [ObjectIdentifier: RowVisibility.Kind] = [:]
  for (index, row) in stack.rows.enumerated() {
    result[ObjectIdentifier(row)] = expectedKind(
      frame: try! stack.frameOfRow(at: index), isHidden: row.isHidden, offset: stack.offset,
      viewportLength: stack.viewportLength)
  }
  return result
}

/// Every kind of change the stack can go through, for the event tests.
enum StackChange: String, CaseIterable, CustomTestStringConvertible {
  case scroll, scrollToRow, resize, resizeWidth, insert, insertLazy, remove, removeAll, move
  case replace, hide, show, reload, reloadAll, expand, collapse, axis, insets, separator
  case defaultSeparator, spacing, sizing, selectNext, pageDown, selectLast, batch

  var testDescription: String { rawValue }
}

@Suite struct EventTests {
  /// Rows of lengths 2 3 1 4 2 3 1 2 5 1 with separators (starts 0 3 7 9 14 17 21 23 26 32),
  /// a viewport of 10×6 scrolled to 4: row 1 partial, 2 entire, 3 partial.
  func baseStack() throws -> (ScrollStack, [TestContent]) {
    let (stack, contents) = try makeStack(lengths: [2, 3, 1, 4, 2, 3, 1, 2, 5, 1], height: 6)
    for (index, content) in contents.enumerated() { content.naturalHorizontal = index % 3 + 1 }
    stack.defaultSeparator = .line
    stack.scroll(to: 4)
    return (stack, contents)
  }

  @Test func baseStackIsWhatTheTestsAssume() throws {
    let (stack, _) = try baseStack()
    #expect(starts(stack) == [0, 3, 7, 9, 14, 17, 21, 23, 26, 32])
    #expect(stack.contentLength == 33)
    #expect(kinds(stack).prefix(5) == [.offscreen, .partial, .entire, .partial, .offscreen])
  }

  @Test(arguments: StackChange.allCases)
  func exactlyOneTransitionPerRowWhoseKindChanged(change: StackChange) throws {
    let (stack, contents) = try baseStack()
    // Preparations that must not be part of the checked update.
    switch change {
    case .show: try stack.setRowHidden(true, at: 2)
    case .collapse, .expand:
      try stack.setCollapsibility(
        Collapsibility(collapsed: .fixed(1), expanded: .fixed(6), isExpanded: change == .collapse),
        forRowAt: 1)
    case .selectNext, .pageDown: try stack.select(rowAt: 3)
    default: break
    }
    let before = kindsByRow(stack)
    var beforeRows: [ObjectIdentifier: Row] = [:]
    for row in stack.rows { beforeRows[ObjectIdentifier(row)] = row }

    var delivered: [VisibilityTransition] = []
    var problems: [String] = []
    stack.addObserver { event in
      switch event {
      case .visibilityChanged(let transition):
        delivered.append(transition)
        // The layout is complete when the callback runs: the stack agrees with the event.
        guard transition.to.kind != .removed else { return }
        if stack.index(of: transition.row) != transition.index {
          problems.append(
            "row of \(transition) is at \(String(describing: stack.index(of: transition.row)))")
        } else if let now = try? stack.visibilityOfRow(at: transition.index), now != transition.to {
          problems.append("\(transition) but the stack says \(now)")
        }
      case .didScroll(let offset):
        if offset != stack.offset { problems.append("didScroll(\(offset)) at \(stack.offset)") }
      case .contentSizeChanged(_, let to):
        if to != stack.contentLength { problems.append("content \(to) but \(stack.contentLength)") }
      default: break
      }
    }

    switch change {
    case .scroll: stack.scroll(to: 8)
    case .scrollToRow: try stack.scrollToRow(at: 8, alignment: .middle)
    case .resize: stack.viewport = Size(width: 10, height: 12)
    case .resizeWidth: stack.viewport = Size(width: 3, height: 4)
    case .insert:
      try stack.addRows([TestContent("x", length: 2), TestContent("y", length: 1)], at: .index(2))
    case .insertLazy:
      try stack.addLazyRows(count: 3, estimatedLength: 2, at: .index(1)) {
        TestContent("L\($0)", length: 1)
      }
    case .remove: try stack.removeRows(indexes: [1, 3])
    case .removeAll: stack.removeAllRows()
    case .move: try stack.moveRow(from: 2, to: 6)
    case .replace: try stack.replaceRow(at: 3, with: TestContent("r", length: 1))
    case .hide: try stack.setRowHidden(true, at: 2)
    case .show: try stack.setRowHidden(false, at: 2)
    case .reload:
      contents[1].natural = 1
      try stack.reloadRow(at: 1)
    case .reloadAll:
      for content in contents { content.natural = 1 }
      stack.reloadAllRows()
    case .expand: try stack.expandRow(at: 1)
    case .collapse: try stack.collapseRow(at: 1)
    case .axis: stack.axis = .horizontal
    case .insets: try stack.setInsets(EdgeInsets(top: 2), forRowAt: 1)
    case .separator: try stack.setSeparator(Separator(thickness: 3), forRowAt: 0)
    case .defaultSeparator: stack.defaultSeparator = Separator(thickness: 3)
    case .spacing: stack.spacing = 2
    case .sizing: try stack.setSizing(.fixed(1), forRowAt: 3)
    case .selectNext: stack.selectNext()
    case .pageDown: stack.selectPageDown()
    case .selectLast: stack.selectLast()
    case .batch:
      try stack.performUpdate {
        try stack.removeRow(at: 2)
        try stack.addRow(TestContent("new", length: 1), at: .top)
        try stack.setRowHidden(true, at: 0)
        try stack.setRowHidden(false, at: 0)
        stack.scroll(by: 3)
      }
    }

    let after = kindsByRow(stack)
    func name(_ row: Row) -> String { (row.content as? TestContent)?.name ?? "?" }
    var expected: Set<String> = []
    for (id, old) in before {
      let row = beforeRows[id]!
      if let new = after[id] {
        if new != old { expected.insert("\(name(row)): \(old) → \(new)") }
      } else if old == .entire || old == .partial {
        expected.insert("\(name(row)): \(old) → removed")
      }
    }
    for row in stack.rows where before[ObjectIdentifier(row)] == nil {
      let new = after[ObjectIdentifier(row)]!
      if new != .offscreen { expected.insert("\(name(row)): offscreen → \(new)") }
    }
    let got = delivered.map { "\(name($0.row)): \($0.from.kind) → \($0.to.kind)" }
    #expect(!expected.isEmpty, "the change should make some row change kind")
    #expect(got.count == Set(got).count, "one transition per row: \(got)")
    #expect(Set(got) == expected)
    #expect(problems.isEmpty, "\(problems)")
    #expect(delivered.allSatisfy { $0.from.kind != $0.to.kind })
  }

  @Test func transitionsCarryMeasurements() throws {
    let (stack, _) = try makeStack(lengths: [3, 3, 3], height: 5)
    let log = EventLog(stack)
    stack.scroll(to: 1)
    // Viewport 1..<6: row 0 has 2 of 3 cells, row 1 all, row 2 none.
    #expect(log.transitions.count == 2)
    let first = try #require(log.transitions.first)
    #expect(first.index == 0)
    #expect(first.from == .entire)
    #expect(first.to == .partial(visibleCells: 2, fraction: 2.0 / 3.0))
    #expect(!first.becameVisible)
    let second = try #require(log.transitions.last)
    #expect(second.index == 1)
    #expect(second.from == .partial(visibleCells: 2, fraction: 2.0 / 3.0))
    #expect(second.to == .entire)
    #expect(second.becameVisible)
    log.clear()
    stack.scroll(to: 2)
    // Row 0 partial(2) → partial(1), row 1 entire → entire, row 2 offscreen → partial(1)… the
    // kinds of rows 0 and 1 do not change, so only row 2 is reported.
    #expect(log.transitionKinds == ["2: offscreen → partial"])
    #expect(try stack.visibilityOfRow(at: 0) == .partial(visibleCells: 1, fraction: 1.0 / 3.0))
  }

  @Test func orderWithinAnUpdate() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 10), height: 5)
    try stack.select(rowAt: 4)
    let log = EventLog(stack)
    try stack.performUpdate {
      try stack.addRows([TestContent("x"), TestContent("y")], at: .top)
      try stack.select(rowAt: 8)
    }
    // Row changes, transitions in index order, selection, scroll, content size, layout.
    #expect(
      log.descriptions == [
        "added 0", "added 1", "row 2: entire → offscreen", "row 3: entire → offscreen",
        "row 7: offscreen → entire", "row 8: offscreen → entire", "selection 4 → 8",
        "scrolled to 4", "content 10 → 12", "layout updated",
      ])
  }

  @Test func noEventsWhenNothingChanges() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    let log = EventLog(stack)
    stack.scroll(to: 0)
    let size = stack.viewport
    stack.viewport = size
    stack.axis = .vertical
    stack.spacing = 0
    stack.defaultSeparator = .hidden
    try stack.moveRow(from: 1, to: 1)
    try stack.setRowHidden(false, at: 0)
    #expect(log.isEmpty, "\(log.descriptions)")
  }

  @Test func scrollLayoutAndContentSizeEvents() throws {
    let (stack, contents) = try makeStack(lengths: [2, 2, 2, 2], height: 5)
    let log = EventLog(stack)
    stack.scroll(by: 2)
    #expect(log.scrolls == [2])
    #expect(log.layoutUpdates == 0)
    #expect(log.contentSizeChanges.isEmpty)
    log.clear()
    contents[0].natural = 5
    try stack.reloadRow(at: 0)
    #expect(log.contentSizeChanges.map(\.from) == [8])
    #expect(log.contentSizeChanges.map(\.to) == [11])
    #expect(log.layoutUpdates == 1)
    // An eager row measured again does not move the viewport.
    #expect(log.scrolls.isEmpty)
    #expect(stack.offset == 2)
  }

  @Test func batchedChangesAreOneUpdate() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    let log = EventLog(stack)
    var seenInside: [Int] = []
    try stack.performUpdate {
      try stack.addRow(TestContent("x"))
      try stack.removeRow(at: 0)
      // Applied at once: queries see it…
      seenInside.append(stack.count)
      // …but nothing has been delivered yet.
      #expect(log.isEmpty)
    }
    #expect(seenInside == [3])
    #expect(log.layoutUpdates == 1)
    #expect(log.descriptions.prefix(3) == ["added 3", "row 0: entire → removed", "removed 0"])
  }

  @Test func observerMutationsApplyAtOnceAndTheirEventsComeAfter() throws {
    let (stack, _) = try makeStack(lengths: [1, 1], height: 5)
    var seen: [String] = []
    var countInCallback: Int?
    var errorInCallback: StackError?
    stack.addObserver { event in
      seen.append(event.description)
      if case .rowAdded(let row, _) = event, (row.content as? TestContent)?.name == "trigger" {
        try! stack.addRow(TestContent("follower"), at: .top)
        countInCallback = stack.count
        do throws(StackError) { try stack.removeRow(at: 99) } catch { errorInCallback = error }
      }
    }
    try stack.addRow(TestContent("trigger"))
    #expect(countInCallback == 4)
    #expect(errorInCallback == .indexOutOfRange(index: 99, validRange: 0..<4))
    #expect(names(stack) == ["follower", "A", "B", "trigger"])
    #expect(
      seen == [
        "added 2", "row 2: offscreen → entire", "content 2 → 3", "layout updated",
        "added 0", "row 0: offscreen → entire", "content 3 → 4", "layout updated",
      ])
  }

  @Test func removedObserverHearsNothing() throws {
    let (stack, _) = try makeStack(lengths: [1], height: 5)
    var heard = 0
    let token = stack.addObserver { _ in heard += 1 }
    try stack.addRow(TestContent("x"))
    let afterFirst = heard
    #expect(afterFirst > 0)
    stack.removeObserver(token)
    try stack.addRow(TestContent("y"))
    #expect(heard == afterFirst)
  }

  @Test func replayingRowEventsRebuildsTheRows() throws {
    let (stack, _) = try makeStack(lengths: [1, 2, 1], height: 4)
    var replay: [ObjectIdentifier?] = stack.rows.map(ObjectIdentifier.init)
    stack.addObserver { event in
      switch event {
      case .rowAdded(let row, let index): replay.insert(ObjectIdentifier(row), at: index)
      case .lazyRowsAdded(let indexes):
        replay.insert(contentsOf: indexes.map { _ in nil }, at: indexes.lowerBound)
      case .rowRemoved(_, let index): replay.remove(at: index)
      case .allRowsRemoved: replay = []
      case .rowMoved(_, let from, let to): replay.insert(replay.remove(at: from), at: to)
      default: break
      }
    }
    try stack.addRows([TestContent("x"), TestContent("y")], at: .index(1))
    try stack.moveRow(from: 0, to: 3)
    try stack.removeRows(indexes: [0, 2, 4])
    try stack.addLazyRows(count: 2, at: .top) { TestContent("L\($0)") }
    try stack.moveRow(from: 2, to: 0)
    #expect(replay.count == stack.count)
    for (index, id) in replay.enumerated() where id != nil {
      #expect(id == ObjectIdentifier(stack.rows[index]))
    }
    stack.removeAllRows()
    try stack.setRows([TestContent("only")])
    #expect(replay == stack.rows.map(ObjectIdentifier.init))
  }
}
