import Testing

@testable import StackCore

/// Random old and new states applied to a stack: the rows are those `setRows` would make, the
/// selected item stays selected, the top row stays on its line, and the events name each
/// change once; a state with a duplicate identity is refused and changes nothing. Either
/// the last state applied is at hand or (another call changed the rows since) it is not.
@Suite struct ApplyStatePropertyTests {
  /// One random case: the old state, the view on it, the new state.
  struct Case {
    var old: [Item] = []
    var new: [Item] = []
    var scroll = 0
    var selected: Int?
    var viaContentType = false
    var duplicate = false
    /// The stack changes by another call between the states, so the apply reads the rows'
    /// own identities rather than the state it applied last.
    var forgetsState = false

    init(seed: Int) {
      var mixer = Mixer(seed)
      var pool = Array(0..<100)
      for _ in 0..<mixer.int(0...30) {
        let id = pool.remove(at: mixer.int(0...(pool.count - 1)))
        old.append(Item(id: id, text: "i\(id)", lines: mixer.int(1...3)))
      }
      new = old.filter { _ in !mixer.chance(25) }
      for index in new.indices where mixer.chance(20) {
        new[index].text += "'"
        if mixer.chance(50) { new[index].lines = mixer.int(1...3) }
      }
      for _ in 0..<mixer.int(0...3) where new.count > 1 {
        let item = new.remove(at: mixer.int(0...(new.count - 1)))
        new.insert(item, at: mixer.int(0...new.count))
      }
      let used = Set(new.map(\.id))
      pool = (0..<120).filter { !used.contains($0) }
      for _ in 0..<mixer.int(0...5) {
        let id = pool.remove(at: mixer.int(0...(pool.count - 1)))
        new.insert(
          Item(id: id, text: "n\(id)", lines: mixer.int(1...3)), at: mixer.int(0...new.count))
      }
      scroll = mixer.int(0...40)
      selected = old.isEmpty || mixer.chance(30) ? nil : mixer.int(0...(old.count - 1))
      viaContentType = mixer.chance(50)
      forgetsState = mixer.chance(35)
      duplicate = !new.isEmpty && mixer.chance(15)
      if duplicate { new.insert(new[mixer.int(0...(new.count - 1))], at: mixer.int(0...new.count)) }
    }
  }

  static func apply(_ items: [Item], to stack: ScrollStack, viaContentType: Bool) throws {
    if viaContentType {
      try stack.apply(items, as: ItemRow.self)
    } else {
      try stack.apply(items, row: itemSpec)
    }
  }

  @Test(arguments: 0..<400)
  func applyingAStateIsTheMinimalChangeThatKeepsTheUsersPlace(seed: Int) throws {
    let test = Case(seed: seed)
    let stack = ScrollStack(viewport: Size(width: 20, height: 8))
    stack.anchoring = .firstVisibleRow
    try Self.apply(test.old, to: stack, viaContentType: test.viaContentType)
    stack.scroll(to: test.scroll)
    if let selected = test.selected {
      try stack.select(rowAt: selected)
      stack.scroll(to: test.scroll)  // the view where the user left it, the selection on it or off
    }
    if test.forgetsState {
      try stack.addRow(TextRowContent("another call's row"))
      try stack.removeRow(at: stack.count - 1)
    }
    let oldRows = Array(stack.rows)
    let oldContents = oldRows.map { ObjectIdentifier($0.content) }
    let selection = stack.selection
    let offset = stack.offset
    let top = stack.count > 0 ? stack.visibleRows.first : nil
    let topLine = try top.map { try stack.startOfRow(at: stack.index(of: $0) ?? 0) - offset }
    var events: [StackEvent] = []
    stack.addObserver { events.append($0) }

    if test.duplicate {
      #expect(throws: StackError.self) {
        try Self.apply(test.new, to: stack, viaContentType: test.viaContentType)
      }
      #expect(Array(stack.rows).map(ObjectIdentifier.init) == oldRows.map(ObjectIdentifier.init))
      #expect(stack.selection === selection && stack.offset == offset && events.isEmpty)
      return
    }
    try Self.apply(test.new, to: stack, viaContentType: test.viaContentType)
    let rows = Array(stack.rows)

    // The rows setRows would make: the same texts and the same frames.
    let reference = ScrollStack(viewport: Size(width: 20, height: 8))
    try reference.setRows { test.new.map(itemSpec) }
    #expect(rows.map(shownText) == test.new.map(\.text), "seed \(seed)")
    for index in rows.indices {
      #expect(try stack.frameOfRow(at: index) == reference.frameOfRow(at: index), "seed \(seed)")
    }

    // Kept identities keep their row objects (and, shown by ItemRow, their contents).
    let oldByID = Dictionary(uniqueKeysWithValues: zip(test.old.map(\.id), oldRows))
    let changed = Set(
      test.new.filter { item in test.old.contains { $0.id == item.id && $0 != item } }.map(\.id))
    for (item, row) in zip(test.new, rows) {
      guard let before = oldByID[item.id] else { continue }
      #expect(before === row, "seed \(seed): item \(item.id) kept its row")
      if test.viaContentType {
        #expect(oldContents.contains(ObjectIdentifier(row.content)), "seed \(seed): content kept")
      }
    }

    // The selection: its item when it survives, else the nearest surviving neighbour.
    if let selection, let selected = oldRows.firstIndex(where: { $0 === selection }) {
      let id = test.old[selected].id
      let survivors = Set(test.new.map(\.id))
      if survivors.contains(id) {
        #expect(stack.selection === selection, "seed \(seed): selection kept")
      } else {
        let after = test.old[(selected + 1)...].first { survivors.contains($0.id) }
        let before = test.old[..<selected].last { survivors.contains($0.id) }
        let heir = (after ?? before).flatMap { oldByID[$0.id] }
        if let heir { #expect(stack.selection === heir, "seed \(seed): nearest survivor") }
      }
    }

    // The top row stays on its line when it survives, no kept row above it changed length,
    // the view can stay there and the selection is in it there.
    if let top, let topLine, let index = stack.index(of: top) {
      let expected = try stack.startOfRow(at: index) - topLine
      let aboveResized = test.new[...index].contains { item in
        test.old.contains { $0.id == item.id && $0.lines != item.lines }
      }
      let selectedFrame = try stack.selectedIndex.map { try stack.frameOfRow(at: $0) }
      let selectionFits =
        selectedFrame.map { $0.lowerBound >= expected && $0.upperBound <= expected + 8 } ?? true
      if !aboveResized, expected >= 0, expected <= stack.maxOffset, selectionFits {
        #expect(
          stack.offset == expected,
          "seed \(seed): top row on its line (was \(offset), line \(topLine), \(test.old.map(\.id)) → \(test.new.map(\.id)), selected \(String(describing: stack.selectedIndex)))"
        )
      }
    }

    // The events replay the change, each change named once.
    #expect(
      replay(events, on: oldRows.map(ObjectIdentifier.init)) == rows.map(ObjectIdentifier.init),
      "seed \(seed)")
    var moved: [ObjectIdentifier: Int] = [:]
    var replaced: [ObjectIdentifier: Int] = [:]
    var added = 0
    var removed = 0
    for event in events {
      switch event {
      case .rowMoved(let row, _, _): moved[ObjectIdentifier(row), default: 0] += 1
      case .rowReplaced(let row, _): replaced[ObjectIdentifier(row), default: 0] += 1
      case .rowAdded: added += 1
      case .rowRemoved: removed += 1
      default: break
      }
    }
    let oldIDs = Set(test.old.map(\.id))
    #expect(added == test.new.filter { !oldIDs.contains($0.id) }.count, "seed \(seed)")
    #expect(removed == test.old.count - (test.new.count - added), "seed \(seed)")
    #expect(moved.values.allSatisfy { $0 == 1 } && replaced.values.allSatisfy { $0 == 1 })
    #expect(
      Set(replaced.keys) == Set(changed.compactMap { oldByID[$0].map(ObjectIdentifier.init) }),
      "seed \(seed)")
  }
}
