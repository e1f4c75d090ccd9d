import StackCore

/// A state-driven row (the multi-state goal view): empty, a goal being tapped towards, or
/// success. Its height follows its state (one progress bar per 10 taps of the goal); tapping
/// counts towards the goal.
final class GoalContent: RowContent {
  /// A goal: how many taps it takes.
  enum Goal: Int, CaseIterable {
    case small = 10
    case medium = 30
    case big = 50

    /// The goal set after this one is reached, nil after the biggest.
    var next: Goal? { Goal.allCases.first { $0.rawValue > rawValue } }
  }

  enum State: Equatable {
    case empty
    case goal(Goal, taps: Int)
    case success(Goal)
  }

  /// Taps one progress bar stands for.
  static let tapsPerBar = 10

  private(set) var state: State = .empty
  var isHighlightable: Bool { true }

  /// Counts a tap: empty → small goal; each tap counts until the goal is reached (success);
  /// success → the next goal, or empty after the biggest.
  func advance() {
    switch state {
    case .empty: state = .goal(.small, taps: 0)
    case .goal(let goal, let taps):
      state = taps + 1 >= goal.rawValue ? .success(goal) : .goal(goal, taps: taps + 1)
    case .success(let goal): state = goal.next.map { .goal($0, taps: 0) } ?? .empty
    }
  }

  private var lines: [String] {
    switch state {
    case .empty:
      return ["No goal yet", "Tap (Enter) to set a goal:", "  small · medium · big"]
    case .goal(let goal, let taps):
      let bars = goal.rawValue / Self.tapsPerBar
      return ["Goal: \(goal.rawValue) taps (\(goal)) — \(taps) tapped"]
        + (0..<bars).map { bar in
          let filled = min(Self.tapsPerBar, max(0, taps - bar * Self.tapsPerBar))
          return "progress ▕" + String(repeating: "█", count: filled)
            + String(repeating: "·", count: Self.tapsPerBar - filled) + "▏"
        }
    case .success(let goal):
      let next = goal.next.map { "Tap for the \($0) goal." } ?? "Tap to start over."
      return ["🏆 Success!", "You reached \(goal.rawValue) taps.", next, "", "  ★ ★ ★"]
    }
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    axis == .vertical ? lines.count : 28
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    for (y, line) in lines.enumerated() {
      surface.write(
        TextLayout.truncate(line, width: surface.size.width), at: Point(x: 0, y: y),
        role: y == 0 ? DemoPalette.heading : .text)
    }
  }
}
