import StackCore

/// A state-driven row (the multi-state goal view): empty, a goal of some size, or success.
/// Its height follows its state; tapping advances the state.
final class GoalContent: RowContent {
  enum Goal: Int, CaseIterable {
    case small = 10
    case medium = 50
    case big = 100
  }

  enum State: Equatable {
    case empty
    case goal(Goal)
    case success
  }

  private(set) var state: State = .empty
  var isHighlightable: Bool { true }

  /// Moves to the next state: empty → small → medium → big → success → empty.
  func advance() {
    switch state {
    case .empty: state = .goal(.small)
    case .goal(.small): state = .goal(.medium)
    case .goal(.medium): state = .goal(.big)
    case .goal(.big): state = .success
    case .success: state = .empty
    }
  }

  private var lines: [String] {
    switch state {
    case .empty:
      return ["No goal yet", "Tap (Enter) to set a goal:", "  small · medium · big"]
    case .goal(let goal):
      let name = "\(goal)"
      let bars = goal == .small ? 1 : goal == .medium ? 3 : 5
      return ["Goal: \(goal.rawValue) taps (\(name))"]
        + (0..<bars).map { "progress ▕" + String(repeating: "█", count: ($0 + 1) * 3) + "▏" }
    case .success:
      return ["🏆 Success!", "You reached your goal.", "Tap to start over.", "", "  ★ ★ ★"]
    }
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    axis == .vertical ? lines.count : 28
  }

  func render(in painter: inout Painter, context: RowRenderContext) {
    for (y, line) in lines.enumerated() {
      painter.write(
        TextLayout.truncate(line, width: painter.size.width), x: 0, y: y,
        style: y == 0 ? DemoPalette.heading : .plain)
    }
  }
}
