@testable import StackCore

// MARK: - Actions and refused operations

extension StackHarness {
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
