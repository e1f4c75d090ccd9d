import Testing

@testable import StackCore

/// A content that reads its own stack from `measure` and `sizing`, the way an adopter's
/// content might (its index, its frame, what is visible).
final class ReentrantContent: RowContent {
  weak var stack: ScrollStack?
  let length: Int
  /// What the reads returned, one entry per callback.
  private(set) var seenIndexes: [Int?] = []
  private(set) var callbacks = 0

  init(length: Int = 1, stack: ScrollStack?) {
    self.length = length
    self.stack = stack
  }

  func sizing(along axis: Axis) -> RowSizing {
    readStack()
    return .fit
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    readStack()
    return length
  }

  private func readStack() {
    callbacks += 1
    guard let stack else { return }
    let index = stack.row(for: self)?.index
    seenIndexes.append(index)
    if let index {
      _ = try? stack.frameOfRow(at: index)
      _ = try? stack.visibilityOfRow(at: index)
    }
    _ = stack.visibleRows
    _ = stack.visibleIndexes
    _ = stack.contentLength
    if stack.count > 0 { _ = try? stack.frameOfRow(at: stack.count - 1) }
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write("r\(length)", at: Point(x: 0, y: 0))
  }
}

@Suite struct ReentrancyTests {
  /// Issue 8 item 18: reading the stack from `measure`/`sizing` trapped with an exclusive
  /// access conflict in `RowStorage.update`.
  @Test func contentReadingItsStackWhileMeasuredDoesNotTrap() throws {
    let stack = ScrollStack(viewport: Size(width: 10, height: 4))
    let contents = (0..<6).map { ReentrantContent(length: 1 + $0 % 3, stack: stack) }
    try stack.addRows(contents)
    try stack.addLazyRows(count: 2_000) { ReentrantContent(length: 1 + $0 % 2, stack: stack) }
    try stack.reloadRow(at: 2)  // re-measures one row
    stack.viewport = Size(width: 7, height: 4)  // re-measures every row
    stack.axis = .horizontal
    stack.axis = .vertical
    stack.spacing = 1
    try stack.setInsets(EdgeInsets(all: 1), forRowAt: 3)
    stack.selectNext()
    stack.selectLast()
    stack.scrollToBottom()
    stack.scroll(to: 100)
    try stack.scrollToRow(at: 1_000, alignment: .middle)
    _ = render(stack)
    #expect(contents.allSatisfy { $0.callbacks > 0 })
    // Re-measuring a row that is in the stack: the read saw the row where it was.
    #expect(contents[2].seenIndexes.contains(2))
    #expect(stack.contentLength > 0)
    #expect(try stack.frameOfRow(at: 3).count == contents[3].length + 2)
  }
}
