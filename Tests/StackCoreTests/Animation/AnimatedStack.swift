import Testing

@testable import StackCore

/// A stack on a ``ManualClock`` for animation tests: frames are drawn by moving the clock,
/// and after every update the visibility contract is checked (each transition starts from the
/// state observers last heard, changes the kind, and the states heard match the queries).
final class AnimatedStack {
  let stack: ScrollStack
  let clock = ManualClock()
  let contents: [TestContent]
  /// The state observers heard last, per row.
  private(set) var heard: [ObjectIdentifier: RowVisibility.Kind] = [:]
  private(set) var problems: [String] = []
  private(set) var events: [StackEvent] = []

  /// Rows of the given lengths (named A, B, …) in a `width`×`height` vertical viewport; the row
  /// at `collapsible` (if any) collapses to 1 line and expands to its length.
  init(
    lengths: [Int], width: Int = 6, height: Int = 8, collapsible: Int? = nil, clocked: Bool = true
  )
    throws
  {
    stack = ScrollStack(viewport: Size(width: width, height: height))
    contents = lengths.enumerated().map { index, length in
      TestContent(
        rowName(index), length: length,
        collapsibility: index == collapsible
          ? Collapsibility(collapsed: .fixed(1), isExpanded: true) : nil)
    }
    if clocked { stack.animationClock = clock }
    stack.addObserver { [unowned self] event in self.hear(event) }
    try stack.addRows(contents)
    check()
  }

  private func hear(_ event: StackEvent) {
    events.append(event)
    guard case .visibilityChanged(let transition) = event else { return }
    let id = ObjectIdentifier(transition.row)
    let known = heard[id] ?? .offscreen
    if transition.from.kind != known {
      problems.append("row \(transition.index): heard \(known), told from \(transition.from.kind)")
    }
    if transition.from.kind == transition.to.kind {
      problems.append("row \(transition.index): transition without a kind change")
    }
    heard[id] = transition.to.kind
  }

  /// Checks that every row's state as heard is the state the stack reports.
  func check(_ where: SourceLocation = #_sourceLocation) {
    for index in 0..<stack.count {
      guard let row = try? stack.row(at: index), let state = try? stack.visibilityOfRow(at: index)
      else { continue }
      let known = heard[ObjectIdentifier(row)] ?? .offscreen
      if known != state.kind {
        problems.append("row \(index): heard \(known), is \(state.kind) at offset \(stack.offset)")
      }
    }
    #expect(problems.isEmpty, "\(problems)", sourceLocation: `where`)
    problems = []
  }

  /// Moves the clock by `milliseconds`, draws that frame and checks the contract.
  @discardableResult
  func advance(_ milliseconds: Int, _ where: SourceLocation = #_sourceLocation) -> Bool {
    clock.advance(by: .milliseconds(milliseconds))
    let changed = stack.advanceAnimations()
    check(`where`)
    return changed
  }

  /// Collapses the row at `index` with ``linear100``; the returned log hears its completion.
  func collapseAnimated(rowAt index: Int) throws -> CompletionLog {
    let log = CompletionLog()
    try stack.collapseRow(at: index, animation: linear100, completion: log.handler)
    return log
  }

  /// Starts of every row on screen.
  var starts: [Int] { (0..<stack.count).map { (try? stack.startOfRow(at: $0)) ?? -1 } }

  /// The screen.
  var screen: [String] { render(stack).lines }
}

/// Linear 100 ms: every frame's value is easy to work out.
let linear100 = StackAnimation(duration: .milliseconds(100), curve: .linear)

/// Records how a completion was called.
final class CompletionLog {
  private(set) var calls: [Bool] = []
  var handler: (Bool) -> Void { { [unowned self] in self.calls.append($0) } }
}
