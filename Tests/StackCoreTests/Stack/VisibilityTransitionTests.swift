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

/// Visibility transitions: exactly one per row whose kind changed, whatever the change, and
/// what each one measures.
@Suite struct VisibilityTransitionTests {
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
}
