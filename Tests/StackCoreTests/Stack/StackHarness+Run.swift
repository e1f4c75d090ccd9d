@testable import StackCore

// MARK: - Running operations

extension StackHarness {
  /// Runs `op`. Returns false when the step ran more than one update.
  func run(_ op: StackOp) throws -> Bool {
    let n = count
    var m = Mixer(op.a &* 31 &+ op.b)
    switch op.kind {
    case .insert:
      let k = 1 + op.a % 5
      guard n + k <= 60 else {
        remove(op.b % n)
        try stack.removeRow(at: op.b % n)
        return true
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
      guard n < 45 else { return true }
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
        return true
      }
      let index = op.a % n
      removedRow = try stack.row(at: index)
      let content = try stack.removeRow(at: index)
      if let eager = rows[index].eagerContent, content !== eager {
        problem("removeRow returned another content")
      }
      remove(index)
    case .removeMany:
      guard n > 0 else { return true }
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
      guard n > 0 else { return true }
      let (from, to) = (op.a % n, op.b % n)
      try stack.moveRow(from: from, to: to)
      rows.insert(rows.remove(at: from), at: to)
    case .replace:
      guard n > 0 else { return true }
      let index = op.a % n
      let content = newContent(seed: op.c)
      try stack.replaceRow(at: index, with: content)
      if let old = rows[index].eagerContent { expectedReloads[ObjectIdentifier(old)] = nil }
      rows[index].source = .eager(content)
      rows[index].collapsibility = content.collapsibility
    case .hide, .show:
      guard n > 0 else { return true }
      let index = op.a % n
      try stack.setRowHidden(op.kind == .hide, at: index)
      rows[index].isHidden = op.kind == .hide
    case .hideMany:
      guard n > 0 else { return true }
      let indexes = op.list.map { $0 % n }
      try stack.setRowsHidden(op.b % 2 == 0, indexes: indexes)
      for index in indexes { rows[index].isHidden = op.b % 2 == 0 }
    case .reload, .reloadWithNewState:
      guard n > 0 else { return true }
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
      guard n > 0 else { return true }
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
      guard n > 0 else { return true }
      try setExpanded(op.kind == .expand, at: op.a % n)
    case .toggle:
      guard n > 0 else { return true }
      let index = op.a % n
      if let expanded = rows[index].collapsibility?.isExpanded {
        try setExpanded(!expanded, at: index)
      } else {
        expectRefused(.rowNotCollapsible(index: index)) { try stack.toggleRow(at: index) }
      }
    case .setCollapsibility:
      guard n > 0 else { return true }
      let index = op.a % n
      let collapsibility = op.b % 4 == 0 ? nil : m.collapsibility()
      try stack.setCollapsibility(collapsibility, forRowAt: index)
      rows[index].collapsibility = collapsibility
    case .setInsets:
      guard n > 0 else { return true }
      let insets = m.insets()
      let indexes = op.b % 3 == 0 ? op.list.map { $0 % n } : [op.a % n]
      try stack.setInsets(insets, forRowsAt: indexes)
      for index in indexes { rows[index].insets = insets }
    case .setSeparator:
      guard n > 0 else { return true }
      let separator = op.b % 3 == 0 ? nil : m.separator()
      try stack.setSeparator(separator, forRowAt: op.a % n)
      rows[op.a % n].separator = separator
    case .setSizing:
      guard n > 0 else { return true }
      let sizing = op.b % 3 == 0 ? nil : m.sizing()
      try stack.setSizing(sizing, forRowAt: op.a % n)
      rows[op.a % n].sizing = sizing
    case .setSizeBounds:
      guard n > 0 else { return true }
      let bounds = m.bounds()
      try stack.setSizeBounds(bounds, forRowAt: op.a % n)
      rows[op.a % n].bounds = bounds
    case .defaultInsets:
      defaultInsets = m.insets()
      stack.defaultInsets = defaultInsets
    case .defaultSeparator:
      defaultSeparator = m.separator()
      stack.defaultSeparator = defaultSeparator
    case .spacing:
      spacing = op.a % 3
      stack.spacing = spacing
    case .autoHidesLastSeparator:
      autoHidesLastSeparator.toggle()
      stack.autoHidesLastSeparator = autoHidesLastSeparator
    case .scrollIndicator:
      stack.showsScrollIndicator.toggle()
    case .cacheLimit:
      stack.lazyCacheLimit = op.a % 12
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
        return true
      }
      try stack.scrollToRow(at: op.a % n, alignment: ScrollAlignment.allCases[op.b % 4])
    case .resize:
      stack.viewport = Size(width: op.a % 31, height: op.b % 16)
    case .resizeTiny:
      let sizes = [(1, 1), (op.a % 20, 0), (0, op.b % 8), (0, 0), (1, op.b % 8), (op.a % 20, 1)]
      let (width, height) = sizes[op.c % sizes.count]
      stack.viewport = Size(width: width, height: height)
    case .axis:
      stack.axis = stack.axis.cross
    case .selectNext: stack.selectNext()
    case .selectPrevious: stack.selectPrevious()
    case .pageDown: stack.selectPageDown()
    case .pageUp: stack.selectPageUp()
    case .selectFirst: stack.selectFirst()
    case .selectLast: stack.selectLast()
    case .clearSelection: stack.clearSelection()
    case .select:
      guard n > 0 else { return true }
      let index = op.a % n
      if isSelectable(index) {
        try stack.select(rowAt: index)
      } else {
        expectRefused(.rowNotSelectable(index: index)) { try stack.select(rowAt: index) }
      }
    case .action:
      return try runAction(op)
    case .activate:
      guard n > 0 else { return true }
      let index = op.a % n
      let taps = stepEvents.count
      try stack.activateRow(at: index)
      let tapEvents = stepEvents[taps...].filter {
        if case .tapped = $0 { return true }
        return false
      }
      if rows[index].isHidden {
        if !tapEvents.isEmpty { problem("a hidden row was tapped") }
      } else {
        tapped(index)
        if tapEvents.count != 1 { problem("\(tapEvents.count) tapped events for one activation") }
        checkHighlights(index)
      }
      return false
    case .pressRelease:
      guard n > 0 else { return true }
      let index = op.a % n
      try stack.pressRow(at: index)
      switch op.c % 4 {
      case 0: stack.cancelPress()
      case 1: stack.releasePress(at: nil)
      case 2:
        let other = op.b % n
        let didTap = stack.releasePress(at: other)
        if didTap != (other == index && !rows[index].isHidden) {
          problem("release on \(other) tapped: \(didTap)")
        }
        if didTap { tapped(index) }
      default:
        let didTap = stack.releasePress(at: index)
        if didTap == rows[index].isHidden {
          problem("release on the pressed row tapped: \(didTap)")
        }
        if didTap { tapped(index) }
      }
      if !rows[index].isHidden { checkHighlights(index) }
      return false
    case .probePoint:
      let viewport = stack.viewport
      let point = Point(x: op.a % (viewport.width + 2) - 1, y: op.b % (viewport.height + 2) - 1)
      let found = stack.indexOfRow(atViewportPoint: point)
      let along = axis == .vertical ? point.y : point.x
      let across = axis == .vertical ? point.x : point.y
      var expected: Int?
      if along >= 0, along < stack.viewportLength, across >= 0, across < stack.crossLength {
        let position = stack.offset + along
        let layout = expectedLayout().rows
        expected = layout.indices.first { index in
          !rows[index].isHidden && layout[index].start <= position
            && position < layout[index].start + layout[index].frame
        }
      }
      if found != expected {
        problem(
          "row at \(point) is \(String(describing: found)), expected \(String(describing: expected))"
        )
      }
    case .materializeAll:
      for (index, row) in stack.rows.enumerated() where row.index != index {
        problem("row \(index) says it is at \(String(describing: row.index))")
      }
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
    case .invalid:
      try runInvalid(op)
    case .followsEnd:
      stack.followsEnd.toggle()
    case .anchoring:
      stack.anchoring = stack.anchoring == .offset ? .firstVisibleRow : .offset
    }
    return true
  }
}
