import Testing

@testable import StackCore

/// A chunk whose lazy rows were all released goes back to pending; it must still follow
/// whole-stack extent changes (found by ``PendingChunkDifferentialTests``).
@Suite struct RepackedChunkTests {
  @Test func aRepackedChunkFollowsSeparatorChanges() throws {
    let rows = 2000
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    try stack.addLazyRows(count: rows) { TextRowContent("row \($0)") }
    stack.scroll(to: 1000)  // makes and measures rows in a chunk in the middle
    stack.scroll(to: 0)  // they stay made (the cache keeps them)
    stack.defaultSeparator = .line  // every lazy row far away back to an estimate
    stack.lazyCacheLimit = 0
    stack.scroll(to: 1)  // the middle rows are released: their chunk is pending again
    stack.defaultSeparator = .hidden
    #expect(stack.contentLength == rows)
    stack.defaultSeparator = .line
    #expect(stack.contentLength == 2 * rows - 1)
  }
}
