import StackCore

/// What a ``ContrastCheck`` found: the cells below the minimum ratio, each cell once.
public struct ContrastReport: Sendable, Equatable, CustomStringConvertible {
  /// The failing cells, in the order found (the same cell on a later screen is not repeated).
  public private(set) var failures: [ContrastFailure] = []
  /// How many cells with visible text were checked (every screen, background and depth).
  public private(set) var checkedCells = 0
  /// The least ratio accepted.
  public var minimumRatio: Double

  private var seen: Set<ContrastFailure.Key> = []

  /// An empty report for a check with `minimumRatio`.
  public init(minimumRatio: Double = ContrastCheck.defaultMinimumRatio) {
    self.minimumRatio = minimumRatio
  }

  /// True when no cell failed.
  public var isPassing: Bool { failures.isEmpty }

  /// The `count` failures with the lowest ratios, lowest first.
  public func worst(_ count: Int) -> [ContrastFailure] {
    Array(failures.sorted { $0.ratio < $1.ratio }.prefix(max(0, count)))
  }

  /// Adds a failure unless the same cell (place, text, style, background and depth) is
  /// already in the report.
  public mutating func add(_ failure: ContrastFailure) {
    guard seen.insert(failure.key).inserted else { return }
    failures.append(failure)
  }

  /// Counts `count` more checked cells.
  public mutating func countChecked(_ count: Int) {
    checkedCells += count
  }

  /// Adds `other`'s failures (each cell once) and checked cells.
  public mutating func merge(_ other: ContrastReport) {
    for failure in other.failures { add(failure) }
    checkedCells += other.checkedCells
  }

  /// One line with the counts, then one line per look (background, depth, style and
  /// colours) that fails, worst first, with how many cells and the first of them: at most
  /// 20 lines.
  public var description: String {
    let ratio = ContrastFailure.ratioText(minimumRatio)
    var lines = [
      "\(failures.count) cells below \(ratio) (of \(checkedCells) cells with text checked)"
    ]
    let looks = self.looks
    lines += looks.prefix(20).map { look in
      "  \(look.count) × \(look.first)"
    }
    if looks.count > 20 { lines.append("  … and \(looks.count - 20) more looks") }
    return lines.joined(separator: "\n")
  }

  /// The failures grouped by how they look (background, depth, style, colours), each with
  /// its first failure and how many cells: worst ratio first.
  public var looks: [(first: ContrastFailure, count: Int)] {
    var order: [Look] = []
    var groups: [Look: (first: ContrastFailure, count: Int)] = [:]
    for failure in failures {
      let look = Look(failure)
      if let group = groups[look] {
        groups[look] = (group.first, group.count + 1)
      } else {
        order.append(look)
        groups[look] = (failure, 1)
      }
    }
    return order.compactMap { groups[$0] }.sorted { $0.first.ratio < $1.first.ratio }
  }

  /// What makes failures look the same.
  private struct Look: Hashable {
    var background: XtermBackground
    var colors: XtermColorDepth
    var style: CellStyle
    var cellColors: CellColors

    init(_ failure: ContrastFailure) {
      background = failure.terminalBackground
      colors = failure.colors
      style = failure.style
      cellColors = CellColors(foreground: failure.foreground, background: failure.background)
    }
  }

  public static func == (lhs: ContrastReport, rhs: ContrastReport) -> Bool {
    lhs.failures == rhs.failures && lhs.checkedCells == rhs.checkedCells
      && lhs.minimumRatio == rhs.minimumRatio
  }
}
