@testable import StackCore

extension StackHarness {
  /// Runs an operation that hides, shows, reloads, expands or collapses rows, or changes the
  /// settings of some rows.
  func runRowSetting(_ op: StackOp) throws {
    let n = count
    var m = Mixer(op.a &* 31 &+ op.b)
    switch op.kind {
    case .hide, .show:
      guard n > 0 else { return }
      let index = op.a % n
      try stack.setRowHidden(op.kind == .hide, at: index)
      rows[index].isHidden = op.kind == .hide
    case .hideMany:
      guard n > 0 else { return }
      let indexes = op.list.map { $0 % n }
      try stack.setRowsHidden(op.b % 2 == 0, indexes: indexes)
      for index in indexes { rows[index].isHidden = op.b % 2 == 0 }
    case .reload, .reloadWithNewState:
      guard n > 0 else { return }
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
      guard n > 0 else { return }
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
      guard n > 0 else { return }
      try setExpanded(op.kind == .expand, at: op.a % n)
    case .toggle:
      guard n > 0 else { return }
      let index = op.a % n
      if let expanded = rows[index].collapsibility?.isExpanded {
        try setExpanded(!expanded, at: index)
      } else {
        expectRefused(.rowNotCollapsible(index: index)) { try stack.toggleRow(at: index) }
      }
    case .setCollapsibility:
      guard n > 0 else { return }
      let index = op.a % n
      let collapsibility = op.b % 4 == 0 ? nil : m.collapsibility()
      try stack.setCollapsibility(collapsibility, forRowAt: index)
      rows[index].collapsibility = collapsibility
    case .setInsets:
      guard n > 0 else { return }
      let insets = m.insets()
      let indexes = op.b % 3 == 0 ? op.list.map { $0 % n } : [op.a % n]
      try stack.setInsets(insets, forRowsAt: indexes)
      for index in indexes { rows[index].insets = insets }
    case .setSeparator:
      guard n > 0 else { return }
      let separator = op.b % 3 == 0 ? nil : m.separator()
      try stack.setSeparator(separator, forRowAt: op.a % n)
      rows[op.a % n].separator = separator
    case .setSizing:
      guard n > 0 else { return }
      let sizing = op.b % 3 == 0 ? nil : m.sizing()
      try stack.setSizing(sizing, forRowAt: op.a % n)
      rows[op.a % n].sizing = sizing
    case .setSizeBounds:
      guard n > 0 else { return }
      let bounds = m.bounds()
      try stack.setSizeBounds(bounds, forRowAt: op.a % n)
      rows[op.a % n].bounds = bounds
    default:
      preconditionFailure("\(op.kind) is not a row setting")
    }
  }
}
