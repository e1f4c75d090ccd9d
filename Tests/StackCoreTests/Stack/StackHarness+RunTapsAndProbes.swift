@testable import StackCore

extension StackHarness {
  /// Runs an operation that taps rows or checks which row is where. Returns false when the step
  /// ran more than one update.
  func runTapOrProbe(_ op: StackOp) throws -> Bool {
    let n = count
    switch op.kind {
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
    default:
      preconditionFailure("\(op.kind) is not a tap or a probe")
    }
    return true
  }
}
