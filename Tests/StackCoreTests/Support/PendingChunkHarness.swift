import TestSupport

@testable import StackCore

/// One random operation of ``PendingChunkDifferentialTests``, applied to both stacks.
enum PendingChunkOperation: CustomStringConvertible {
  case action(StackAction)
  case scrollToRow(Int, ScrollAlignment)
  case insert(Int)
  case remove(Int)
  case move(Int, Int)
  case hide(Int, Bool)
  case collapse(Int)
  case width(Int)
  case separator(Bool)
  case lazy(count: Int, at: Int)

  init(random: inout SeededGenerator, count: Int) {
    let index = count > 0 ? random.next(count) : 0
    let actions: [StackAction] = [
      .selectNext, .selectPrevious, .pageForward, .pageBack, .selectFirst, .selectLast,
      .scroll(by: 7), .scroll(by: -5), .expandSelection, .collapseSelection,
    ]
    switch random.next(20) {
    case 0..<8: self = .action(actions[random.next(actions.count)])
    case 8: self = .scrollToRow(index, ScrollAlignment.allCases[random.next(4)])
    case 9, 10: self = .insert(random.next(count + 1))
    case 11: self = .remove(index)
    case 12: self = .move(index, count > 0 ? random.next(count) : 0)
    case 13: self = .hide(index, random.next(2) == 0)
    case 14: self = .collapse(index)
    case 15: self = .width([80, 60, 33][random.next(3)])
    case 16: self = .separator(random.next(2) == 0)
    default: self = .lazy(count: 513 + random.next(1500), at: random.next(count + 1))
    }
  }

  var description: String {
    switch self {
    case .action(let action): "\(action)"
    case .scrollToRow(let index, let alignment): "scroll to \(index) \(alignment)"
    case .insert(let index): "insert at \(index)"
    case .remove(let index): "remove \(index)"
    case .move(let from, let to): "move \(from) → \(to)"
    case .hide(let index, let hidden): "hide \(index): \(hidden)"
    case .collapse(let index): "collapsible \(index)"
    case .width(let width): "width \(width)"
    case .separator(let shown): "separator \(shown)"
    case .lazy(let count, let index): "\(count) lazy rows at \(index)"
    }
  }
}

/// A stack, the events it reported, and how it adds lazy rows.
final class PendingChunkHarness {
  let stack = ScrollStack(viewport: Size(width: 80, height: 24))
  let sectionSize: Int
  var events: [String] = []
  private var sources = 0
  private var inserted = 0

  init(sectionSize: Int) {
    self.sectionSize = sectionSize
    stack.defaultSeparator = Self.separator
    stack.showsScrollIndicator = true
    stack.addObserver { [unowned self] event in
      if case .lazyRowsAdded = event { return }  // Reported per section: differs by design.
      events.append(event.description)
    }
  }

  /// Adds `count` lazy rows at `index`, in sections of at most `sectionSize`, as one update.
  /// Row contents depend only on the order rows were added in, so both stacks get the same.
  func addLazy(_ count: Int, at index: Int) {
    let base = sources
    sources += count
    stack.performUpdate {
      var added = 0
      while added < count {
        let size = min(sectionSize, count - added)
        let first = base + added
        _ = try? stack.addLazyRows(
          count: size, estimatedLength: 2, at: .index(index + added)
        ) { PendingChunkHarness.content(first + $0) }
        added += size
      }
    }
  }

  func apply(_ operation: PendingChunkOperation) {
    switch operation {
    case .action(let action): stack.perform(action)
    case .scrollToRow(let index, let alignment):
      try? stack.scrollToRow(at: index, alignment: alignment)
    case .insert(let index):
      inserted += 1
      _ = try? stack.addRow(TextRowContent("inserted \(inserted)"), at: .index(index))
    case .remove(let index): _ = try? stack.removeRow(at: index)
    case .move(let from, let to): try? stack.moveRow(from: from, to: to)
    case .hide(let index, let hidden): try? stack.setRowHidden(hidden, at: index)
    case .collapse(let index):
      try? stack.setCollapsibility(Self.collapsibility, forRowAt: index)
    case .width(let width): stack.viewport = Size(width: width, height: 24)
    case .separator(let shown): stack.defaultSeparator = shown ? Self.separator : .hidden
    case .lazy(let count, let index): addLazy(count, at: index)
    }
  }

  /// The demo's separator (as the benchmark's list stack has it).
  static let separator = Separator(style: CellStyle(attributes: .dim))

  /// Three lines expanded, one collapsed.
  static let collapsibility = Collapsibility(
    collapsed: .fixed(1), expanded: .fixed(3), isExpanded: true)

  /// Row `i`'s content: text of a few lengths, so rows wrap to 1–3 lines by width.
  static func content(_ i: Int) -> any RowContent {
    TextRowContent("Row \(i) " + String(repeating: "lorem ipsum ", count: i % 9))
  }
}
