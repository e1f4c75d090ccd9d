@testable import StackCore

// MARK: - Running operations

extension StackHarness {
  /// Runs `op`. Returns false when the step ran more than one update.
  func run(_ op: StackOp) throws -> Bool {
    switch op.kind {
    case .insert, .insertLazy, .remove, .removeMany, .removeAll, .setRows, .move, .replace, .batch:
      try runRowChange(op)
    case .hide, .show, .hideMany, .reload, .reloadWithNewState, .reloadMany, .reloadAll, .expand,
      .collapse, .toggle, .setCollapsibility, .setInsets, .setSeparator, .setSizing, .setSizeBounds:
      try runRowSetting(op)
    case .defaultInsets, .defaultSeparator, .spacing, .autoHidesLastSeparator, .scrollIndicator,
      .cacheLimit, .resize, .resizeTiny, .axis, .followsEnd, .anchoring:
      runStackSetting(op)
    case .scrollTo, .scrollBy, .scrollPage, .scrollToTop, .scrollToBottom, .scrollToRow,
      .selectNext, .selectPrevious, .pageDown, .pageUp, .selectFirst, .selectLast, .clearSelection,
      .select:
      try runNavigation(op)
    case .action:
      return try runAction(op)
    case .activate, .pressRelease, .probePoint, .materializeAll:
      return try runTapOrProbe(op)
    case .invalid:
      try runInvalid(op)
    }
    return true
  }

  /// Runs an operation that adds, removes, moves or replaces rows.
  private func runRowChange(_ op: StackOp) throws {
    let n = count
    switch op.kind {
    case .insert:
      let k = 1 + op.a % 5
      guard n + k <= 60 else {
        remove(op.b % n)
        try stack.removeRow(at: op.b % n)
        return
      }
      let recipes = (0..<k).map { offset in
        (newContent(seed: op.c &+ offset), SpecRecipe(seed: op.c &+ offset))
      }
      switch op.b % 7 {
      case 0: try insertEager(recipes, at: .top, index: 0)
      case 1: try insertEager(recipes, at: .bottom, index: n)
      case 3 where n > 0:
        try insertEager(recipes, at: .after(stack.rows[op.c % n]), index: op.c % n + 1)
      case 4 where n > 0:
        try insertEager(recipes, at: .before(stack.rows[op.c % n]), index: op.c % n)
      case 5:
        if let index = eagerIndex(near: op.c) {
          try insertEager(recipes, at: .afterContent(rows[index].eagerContent!), index: index + 1)
        } else {
          try insertEager(recipes, at: .bottom, index: n)
        }
      case 6:
        if let index = eagerIndex(near: op.c) {
          try insertEager(recipes, at: .beforeContent(rows[index].eagerContent!), index: index)
        } else {
          try insertEager(recipes, at: .top, index: 0)
        }
      default:
        let index = op.c % (n + 1)
        try insertEager(recipes, at: .index(index), index: index)
      }
    case .insertLazy:
      guard n < 45 else { return }
      let section = SectionModel(
        estimatedLength: op.a % 4, insets: op.b % 3 == 0 ? defaultInsets : .zero, seed: op.c)
      // Now and then a section longer than a chunk (its rows start pending).
      let lazyCount = op.a % 41 == 0 ? 600 + op.b % 100 : op.a % 31
      let index = op.b % (n + 1)
      let saved = stack.defaultInsets
      stack.defaultInsets = section.insets
      try stack.addLazyRows(
        count: lazyCount, estimatedLength: section.estimatedLength, at: .index(index)
      ) { [weak stack] in
        let content = section.content($0)
        content.stack = stack
        return content
      }
      stack.defaultInsets = saved
      sections.append(section)
      let id = sections.count - 1
      rows.insert(
        contentsOf: (0..<lazyCount).map {
          ModelRow(
            source: .lazy(section: id, index: $0), insets: section.insets, isHidden: false,
            separator: nil, sizing: nil, bounds: SizeBounds(), collapsibility: nil)
        }, at: index)
    case .remove:
      guard n > 0 else {
        expectRefused(.indexOutOfRange(index: 0, validRange: 0..<0)) { try stack.removeRow(at: 0) }
        return
      }
      let index = op.a % n
      removedRow = try stack.row(at: index)
      let content = try stack.removeRow(at: index)
      if let eager = rows[index].eagerContent, content !== eager {
        problem("removeRow returned another content")
      }
      remove(index)
    case .removeMany:
      guard n > 0 else { return }
      let indexes = op.list.map { $0 % n }
      try stack.removeRows(indexes: indexes)
      for index in Set(indexes).sorted(by: >) { remove(index) }
    case .removeAll:
      stack.removeAllRows()
      for index in (0..<n).reversed() { remove(index) }
    case .setRows:
      let recipes = (0..<(op.a % 41)).map {
        (newContent(seed: op.c &+ $0), SpecRecipe(seed: op.c &+ $0))
      }
      try stack.setRows {
        for recipe in recipes { recipe.1.spec(for: recipe.0) }
      }
      for index in (0..<n).reversed() { remove(index) }
      rows = recipes.map { $0.1.modelRow(for: $0.0, defaultInsets: defaultInsets) }
    case .move:
      guard n > 0 else { return }
      let (from, to) = (op.a % n, op.b % n)
      try stack.moveRow(from: from, to: to)
      rows.insert(rows.remove(at: from), at: to)
    case .replace:
      guard n > 0 else { return }
      let index = op.a % n
      let content = newContent(seed: op.c)
      try stack.replaceRow(at: index, with: content)
      if let old = rows[index].eagerContent { expectedReloads[ObjectIdentifier(old)] = nil }
      rows[index].source = .eager(content)
      rows[index].collapsibility = content.collapsibility
    case .batch:
      try stack.performUpdate {
        var size = n
        if size > 0 {
          let index = op.a % size
          try stack.removeRow(at: index)
          remove(index)
          size -= 1
        }
        let content = newContent(seed: op.c)
        let spec = SpecRecipe(seed: op.c)
        let index = op.b % (size + 1)
        try insertEager([(content, spec)], at: .index(index), index: index)
        size += 1
        let hide = op.list[0] % size
        try stack.setRowHidden(!rows[hide].isHidden, at: hide)
        rows[hide].isHidden.toggle()
        stack.scroll(by: op.c % 7 - 3)
        if op.c % 5 == 0 {
          // Everything goes after the changes above, in the same update.
          stack.removeAllRows()
          for index in (0..<size).reversed() { remove(index) }
        }
      }
    default:
      preconditionFailure("\(op.kind) is not a row change")
    }
  }
}
