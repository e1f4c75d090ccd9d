@testable import StackCore

/// Every change that can animate, on a stack of rows of lengths [2, 6, 2, 3, 4, 5] (row B
/// collapsible, expanded) in a 6×8 viewport: prepared instantly, then applied.
enum AnimatedChange: String, CaseIterable, Sendable {
  case insertTop, insertMiddle, append, removeMiddle, removeFirst, removeLast, removeTwo
  case replace, moveDown, moveUp, hide, show, reloadLonger, collapse, expand
  case scrollToBottom, scrollToTop, pageDown, scrollToRow, selectLast, collapseAtEnd

  static let lengths = [2, 6, 2, 3, 4, 5]

  /// Instant set-up before the change.
  func prepare(_ stack: ScrollStack) throws {
    switch self {
    case .show: try stack.setRowHidden(true, at: 2)
    case .expand: try stack.collapseRow(at: 1)
    case .scrollToTop: stack.scroll(to: 10)
    case .collapseAtEnd: stack.scrollToBottom()
    default: break
    }
  }

  /// The change itself (the test runs it instantly or inside an animated update).
  func apply(_ stack: ScrollStack) throws {
    switch self {
    case .insertTop: try stack.addRow(TestContent("N", length: 3), at: .top)
    case .insertMiddle: try stack.addRow(TestContent("N", length: 3), at: .index(2))
    case .append: try stack.addRow(TestContent("N", length: 3))
    case .removeMiddle: try stack.removeRow(at: 2)
    case .removeFirst: try stack.removeRow(at: 0)
    case .removeLast: try stack.removeRow(at: 5)
    case .removeTwo: try stack.removeRows(indexes: [0, 2])
    case .replace: try stack.replaceRow(at: 2, with: TestContent("N", length: 4))
    case .moveDown: try stack.moveRow(from: 0, to: 2)
    case .moveUp: try stack.moveRow(from: 3, to: 0)
    case .hide: try stack.setRowHidden(true, at: 2)
    case .show: try stack.setRowHidden(false, at: 2)
    case .reloadLonger:
      (stack.rows[2].content as? TestContent)?.natural = 5
      try stack.reloadRow(at: 2)
    case .collapse, .collapseAtEnd: try stack.collapseRow(at: 1)
    case .expand: try stack.expandRow(at: 1)
    case .scrollToBottom: stack.scrollToBottom()
    case .scrollToTop: stack.scrollToTop()
    case .pageDown: stack.scrollPage(by: 1)
    case .scrollToRow: try stack.scrollToRow(at: 4, alignment: .top)
    case .selectLast: stack.perform(.selectLast)
    }
  }
}
