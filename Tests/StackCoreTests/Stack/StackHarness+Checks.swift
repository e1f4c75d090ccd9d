@testable import StackCore

// MARK: - Checks

extension StackHarness {
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
      // A row the viewport leaves no room for keeps the selection (a resize never moves it).
      let noRoom = stack.selection.map { stack.selectionState.hasNoRoom($0, in: stack) } ?? false
      if expected[index].frame == 0, !noRoom { problem("the selected row \(index) is empty") }
      if viewportLength > 0, expected[index].frame > 0, !expected[index].state.isVisible {
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
