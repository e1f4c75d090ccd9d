import StackCore

/// Checks that large lazy sections, whose rows live in *pending* chunks until first needed,
/// behave exactly like the same rows added in sections small enough to get ordinary slots.
///
/// Two stacks get the same rows — one in big sections, the other in sections of at most 500
/// rows — and the same random operations (navigation, scrolling, inserts, removals, moves,
/// hiding, collapsing, width and separator changes, more lazy rows). After every step their
/// screens, offsets, selections, content lengths and events must agree.
enum PendingChunkCheck {
  /// Runs `steps` random operations; nil when the stacks never disagreed, else the first
  /// difference.
  static func run(rows: Int, steps: Int, seed: UInt64 = 0x5EED) -> String? {
    var random = SplitMix(seed: seed)
    let big = Harness(sectionSize: Int.max)
    let small = Harness(sectionSize: 500)
    big.addLazy(rows, at: 0)
    small.addLazy(rows, at: 0)
    if let difference = compare(big, small, step: -1, operation: "setup") { return difference }
    for step in 0..<steps {
      let operation = Operation(random: &random, count: big.stack.count)
      big.events.removeAll()
      small.events.removeAll()
      big.apply(operation)
      small.apply(operation)
      if let difference = compare(big, small, step: step, operation: "\(operation)") {
        return difference
      }
    }
    return nil
  }

  private static func compare(_ a: Harness, _ b: Harness, step: Int, operation: String)
    -> String?
  {
    var canvasA = Canvas(size: a.stack.viewport)
    var canvasB = Canvas(size: b.stack.viewport)
    a.stack.render(into: &canvasA)
    b.stack.render(into: &canvasB)
    let facts = [
      ("screen", canvasA == canvasB), ("offset", a.stack.offset == b.stack.offset),
      ("selection", a.stack.selectedIndex == b.stack.selectedIndex),
      ("count", a.stack.count == b.stack.count),
      ("content length", a.stack.contentLength == b.stack.contentLength),
      ("visible rows", a.stack.visibleIndexes == b.stack.visibleIndexes),
      ("events", a.events == b.events),
      ("row starts and visibility", samples(a) == samples(b)),
    ]
    guard let failed = facts.first(where: { !$0.1 }) else { return nil }
    return "step \(step) (\(operation)): \(failed.0) differs"
  }

  /// Where some rows start and how visible they are: queries that do not make lazy rows, so
  /// they read pending chunks as they are.
  private static func samples(_ harness: Harness) -> [String] {
    let count = harness.stack.count
    guard count > 0 else { return [] }
    return [0, 1, 255, 256, 257, 511, 777, 1024, 2047, 4095, count / 3, count / 2, count - 1]
      .filter { $0 < count }
      .map { index in
        let start = (try? harness.stack.startOfRow(at: index)) ?? -1
        let visibility = (try? harness.stack.visibilityOfRow(at: index))?.description ?? "?"
        return "\(index):\(start):\(visibility)"
      }
  }

  /// One random operation.
  private enum Operation: CustomStringConvertible {
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

    init(random: inout SplitMix, count: Int) {
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
  private final class Harness {
    let stack = ScrollStack(viewport: Size(width: 80, height: 24))
    let sectionSize: Int
    var events: [String] = []
    private var sources = 0
    private var inserted = 0

    init(sectionSize: Int) {
      self.sectionSize = sectionSize
      stack.defaultSeparator = ListStack.separator
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
          ) { PendingChunkCheck.content(first + $0) }
          added += size
        }
      }
    }

    func apply(_ operation: Operation) {
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
        try? stack.setCollapsibility(ListStack.collapsibility, forRowAt: index)
      case .width(let width): stack.viewport = Size(width: width, height: 24)
      case .separator(let shown): stack.defaultSeparator = shown ? ListStack.separator : .hidden
      case .lazy(let count, let index): addLazy(count, at: index)
      }
    }
  }

  /// Row `i`'s content: text of a few lengths, so rows wrap to 1–3 lines by width.
  static func content(_ i: Int) -> any RowContent {
    TextRowContent("Row \(i) " + String(repeating: "lorem ipsum ", count: i % 9))
  }
}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// A number in `0..<bound` (`bound` > 0).
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}
