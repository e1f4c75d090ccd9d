import Testing

@testable import StackCore

/// Applying a state: errors that change nothing, contents reused, state that travels with
/// the item, one update, animation.
@Suite struct ApplyStateTests {
  static func items(_ ids: [Int], suffix: String = "") -> [Item] {
    ids.map { Item(id: $0, text: "i\($0)\(suffix)") }
  }

  @Test func aDuplicateOrMissingIdentityOrAnUnshownModelIsRefusedAndChangesNothing() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    try stack.apply(Self.items([1, 2, 3]), row: itemSpec)
    let before = Array(stack.rows).map(ObjectIdentifier.init)
    #expect(throws: StackError.duplicateIdentity(first: 0, second: 2)) {
      try stack.apply(Self.items([4, 5, 4]), row: itemSpec)
    }
    #expect(throws: StackError.missingIdentity(position: 1)) {
      try stack.apply {
        TextRowContent("a").id("a")
        TextRowContent("b")
      }
    }
    struct Stray: RowModel, Identifiable {
      let id = 9
      var rowContentType: any ModelRowContent.Type { ItemRow.self }
    }
    #expect(throws: StackError.self) { try stack.apply(models: [Item(id: 1, text: "x"), Stray()]) }
    #expect(Array(stack.rows).map(ObjectIdentifier.init) == before)
    #expect(Array(stack.rows).map(shownText) == ["i1", "i2", "i3"])
  }

  @Test func aStateAppliedWhileTheStackLaysOutIsRefused() throws {
    final class Meddler: RowContent {
      weak var stack: ScrollStack?
      var error: StackError?
      func measure(along axis: Axis, crossLength: Int) -> Int {
        do { try stack?.apply(ApplyStateTests.items([7]), row: itemSpec) } catch {
          self.error = error
        }
        return 1
      }
      func render(in surface: inout Surface, context: RowRenderContext) {}
    }
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    let meddler = Meddler()
    meddler.stack = stack
    try stack.addLazyRows(count: 1) { _ in meddler }
    var canvas = Canvas(size: Size(width: 20, height: 5))
    stack.render(into: &canvas)
    #expect(meddler.error == .stackIsLayingOut)
  }

  @Test func anObserverMayApplyAStateItIsAppliedAtOnce() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    var applied = false
    stack.addObserver { event in
      guard case .rowAdded = event, !applied else { return }
      applied = true
      _ = try? stack.apply(Self.items([1, 2]), row: itemSpec)
    }
    try stack.apply(Self.items([1]), row: itemSpec)
    #expect(Array(stack.rows).map(shownText) == ["i1", "i2"])
  }

  @Test func aKeptIdentityKeepsItsContentTheModelGoesToItAndAGoneOneIsReleased() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    try stack.apply(Self.items([1, 2, 3]), as: ItemRow.self)
    let made = ItemRow.made
    weak let gone = stack.rows[2].content as? ItemRow
    let kept = try #require(stack.rows[0].content as? ItemRow)
    var changed = Self.items([1, 2])
    changed[0].text = "one"
    try stack.apply(changed, as: ItemRow.self)
    #expect(ItemRow.made == made, "no content made for kept identities")
    #expect(stack.rows[0].content === kept && kept.updates == 1 && kept.item.text == "one")
    #expect((stack.rows[1].content as? ItemRow)?.updates == 0, "unchanged: not given again")
    #expect(gone == nil, "the content of a gone model is released")
  }

  @Test func rowsAnotherCallRemovesAreReleasedAndTheNextApplyKeepsTheRest() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    try stack.apply(Self.items([1, 2, 3]), as: ItemRow.self)
    weak let removed = stack.rows[1]
    let kept = stack.rows[2]
    try stack.removeRow(at: 1)
    #expect(removed == nil, "the last state applied does not hold a row another call removed")
    try stack.apply(Self.items([3, 4]), as: ItemRow.self)
    #expect(stack.rows.first === kept && Array(stack.rows).map(shownText) == ["i3", "i4"])
    stack.removeAllRows()
    #expect(stack.count == 0)
    try stack.apply(Self.items([3]), as: ItemRow.self)
    #expect(stack.rows.first !== kept, "rows removed by another call are not brought back")
  }

  @Test func selectionCollapseAndSettingsTravelWithTheItem() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    try stack.apply {
      for id in 1...4 {
        TextRowContent("r\(id)").collapsible(collapsed: 1, expanded: .fixed(3)).id(id)
      }
    }
    try stack.setExpanded(true, at: 1)
    try stack.setInsets(EdgeInsets(horizontal: 2), forRowAt: 1)
    try stack.select(rowAt: 1)
    try stack.apply {
      for id in [3, 2, 1] { TextRowContent("r\(id)").collapsible(collapsed: 1).id(id, version: 0) }
    }
    #expect(stack.selectedIndex == 1)
    #expect(stack.rows[1].isExpanded == true && stack.rows[1].insets == EdgeInsets(horizontal: 2))
    // The selected item goes: its nearest kept neighbour (the next in the old order) takes it.
    try stack.apply { for id in [3, 1] { TextRowContent("r\(id)").id(id, version: 0) } }
    #expect(stack.selection.map(shownText) == "r1")
  }

  @Test func oneApplyIsOneUpdateWithEveryChangeNamedOnce() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    try stack.apply(Self.items([1, 2, 3, 4, 5]), row: itemSpec)
    var events: [String] = []
    stack.addObserver { events.append($0.description) }
    var new = Self.items([5, 1, 2, 6, 4])
    new[4].text = "four"
    try stack.apply(new, row: itemSpec)
    // 3 removed, 5 moved to the top, 6 inserted, 4 replaced; then visibility and the layout.
    let changes = events.filter { !$0.hasPrefix("row ") }
    #expect(
      changes == ["removed 2", "moved 3 → 0", "added 3", "replaced 4", "layout updated"],
      "\(events)")
    #expect(Array(stack.rows).map(shownText) == ["i5", "i1", "i2", "i6", "four"])
  }

  @Test func anAnimatedApplyMovesRowsAndEndsWhereTheInstantOneDoes() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 10))
    let clock = ManualClock()
    stack.animationClock = clock
    try stack.apply(Self.items([1, 2, 3]), row: itemSpec)
    var finished: Bool?
    try stack.apply(
      Self.items([3, 1, 2, 4]), animation: .default, completion: { finished = $0 }, row: itemSpec)
    #expect(stack.isAnimating)
    clock.advance(by: .seconds(2))
    stack.advanceAnimations()
    #expect(!stack.isAnimating && finished == true)
    #expect(try (0..<4).map { try stack.frameOfRow(at: $0) } == [0..<1, 1..<2, 2..<3, 3..<4])
  }

  @Test func followingTheEndGoesOnFollowing() throws {
    let stack = ScrollStack(viewport: Size(width: 20, height: 3))
    stack.followsEnd = true
    try stack.apply(Self.items(Array(1...5)), row: itemSpec)
    stack.scrollToBottom()
    try stack.apply(Self.items(Array(1...8)), row: itemSpec)
    #expect(stack.offset == stack.maxOffset && stack.offset == 5)
  }
}
