import StackCore
import StackTerminal
import Testing

/// `KeyMap.standard` driving a log that follows its end with nothing selected (as a tail
/// viewer leaves it): every page key pages, the first one included.
@MainActor
struct StandardKeysInAFollowedLogTests {
  @Test func theFirstPageUpInAFollowedLogPagesBackNotOnlyShowsASelectionBar() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    stack.followsEnd = true
    try stack.addLazyRows(count: 30) { TextRowContent("line \($0 + 1)") }
    #expect((stack.selectedIndex, stack.offset) == (nil, 25))
    let pageUp = try #require(KeyMap.standard.action(for: .key(.pageUp), origin: .zero))
    #expect(stack.perform(pageUp))
    #expect(stack.offset == 20)
    #expect(stack.selectedIndex == 24)  // The row above the old view, now at its bottom.
    let pageDown = try #require(KeyMap.standard.action(for: .key(.pageDown), origin: .zero))
    #expect(stack.perform(pageDown))
    #expect((stack.selectedIndex, stack.offset) == (29, 25))
  }
}
