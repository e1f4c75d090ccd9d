@testable import StackCore

// MARK: - Harness

/// A stack, the model of it, the replay of its events, and the checks.
final class StackHarness {
  let stack: ScrollStack
  var rows: [ModelRow] = []
  var sections: [SectionModel] = []
  var defaultInsets = EdgeInsets.zero
  var defaultSeparator = Separator.hidden
  var spacing = 0
  var autoHidesLastSeparator = true
  var expectedReloads: [ObjectIdentifier: Int] = [:]
  var labels = 0
  var removedRow: Row?

  // Events.
  var replay: [RowVisibility.Kind] = []
  var replayRows: [ObjectIdentifier?] = []
  var stepEvents: [StackEvent] = []
  var problems: [String] = []
  var lastOffset = 0
  var lastContentLength = 0
  var lastSelectedIndex: Int?
  var lastSelection: Row?

  init(viewport: Size) {
    stack = ScrollStack(viewport: viewport)
    stack.addObserver { [weak self] in self?.observe($0) }
  }

  func problem(_ text: String) { problems.append(text) }

  func newContent(seed: Int) -> PropContent {
    labels += 1
    let content = PropContent(label: "c\(labels)", seed: seed)
    content.stack = stack
    expectedReloads[ObjectIdentifier(content)] = 0
    return content
  }
}

// MARK: - Helpers for running operations

extension StackHarness {
  var count: Int { rows.count }

  /// An index of an eager row near `raw`, if any.
  func eagerIndex(near raw: Int) -> Int? {
    guard count > 0 else { return nil }
    let start = raw % count
    for step in 0..<count {
      let index = (start + step) % count
      if rows[index].eagerContent != nil { return index }
    }
    return nil
  }

  func insertEager(
    _ recipes: [(content: PropContent, spec: SpecRecipe)], at point: InsertionPoint, index: Int
  )
    throws
  {
    try stack.addRows(specs: recipes.map { $0.spec.spec(for: $0.content) }, at: point)
    rows.insert(
      contentsOf: recipes.map { $0.spec.modelRow(for: $0.content, defaultInsets: defaultInsets) },
      at: index)
  }

  func remove(_ index: Int) {
    if let content = rows[index].eagerContent { expectedReloads[ObjectIdentifier(content)] = nil }
    rows.remove(at: index)
  }

  /// Whether the stack may select the row at `index` right now.
  func isSelectable(_ index: Int) -> Bool {
    let row = rows[index]
    return !row.isHidden && params(row).isSelectable && expectedLayout().rows[index].frame > 0
  }

  func setExpanded(_ expanded: Bool, at index: Int) throws {
    guard var collapsibility = rows[index].collapsibility else {
      return expectRefused(.rowNotCollapsible(index: index)) {
        try stack.setExpanded(expanded, at: index)
      }
    }
    try stack.setExpanded(expanded, at: index)
    collapsibility.isExpanded = expanded
    rows[index].collapsibility = collapsibility
  }

  /// A tap on row `index`: a collapsible row toggles.
  func tapped(_ index: Int) {
    if var collapsibility = rows[index].collapsibility {
      collapsibility.isExpanded.toggle()
      rows[index].collapsibility = collapsibility
    }
  }

  /// A press on a highlightable row told it `true` then `false`.
  func checkHighlights(_ index: Int) {
    let content = params(rows[index])
    guard let eager = rows[index].eagerContent, content.isHighlightable else { return }
    if Array(eager.highlights.suffix(2)) != [true, false] {
      problem("row \(index) highlights \(eager.highlights)")
    }
  }
}
