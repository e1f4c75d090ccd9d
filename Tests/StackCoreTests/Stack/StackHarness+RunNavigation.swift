@testable import StackCore

extension StackHarness {
  /// Runs an operation that scrolls or moves the selection.
  func runNavigation(_ op: StackOp) throws {
    let n = count
    switch op.kind {
    case .scrollTo:
      stack.scroll(to: op.a % (stack.contentLength + 11) - 5)
    case .scrollBy:
      // Adversarial: now and then the extremes (clamped, never an overflow).
      stack.scroll(by: op.a % 50 == 0 ? (op.b % 2 == 0 ? Int.max : Int.min) : op.a % 21 - 10)
    case .scrollPage:
      stack.scrollPage(by: op.a % 50 == 0 ? Int.max / 2 : op.a % 5 - 2)
    case .scrollToTop:
      stack.scrollToTop()
    case .scrollToBottom:
      stack.scrollToBottom()
    case .scrollToRow:
      guard n > 0 else {
        expectRefused(.indexOutOfRange(index: 0, validRange: 0..<0)) {
          try stack.scrollToRow(at: 0)
        }
        return
      }
      try stack.scrollToRow(at: op.a % n, alignment: ScrollAlignment.allCases[op.b % 4])
    case .selectNext: stack.selectNext()
    case .selectPrevious: stack.selectPrevious()
    case .pageDown: stack.selectPageDown()
    case .pageUp: stack.selectPageUp()
    case .selectFirst: stack.selectFirst()
    case .selectLast: stack.selectLast()
    case .clearSelection: stack.clearSelection()
    case .select:
      guard n > 0 else { return }
      let index = op.a % n
      if isSelectable(index) {
        try stack.select(rowAt: index)
      } else {
        expectRefused(.rowNotSelectable(index: index)) { try stack.select(rowAt: index) }
      }
    default:
      preconditionFailure("\(op.kind) is not a scroll or a selection")
    }
  }
}
