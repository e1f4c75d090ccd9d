import StackCore

/// The cost of one animation frame: `advanceAnimations()` (layout, visibility, events) and
/// the frame's render and diff, at 60 frames a second on a ``ManualClock``.
enum AnimationBench {
  /// An animated change the benchmark times frame by frame.
  enum Change: String, CaseIterable {
    /// The selected row in the middle of the list collapsing from 14 lines to 1.
    case collapse = "collapse 14 lines"
    /// Page down, the offset moving smoothly.
    case pageDown = "smooth page down"
  }

  /// The time between two frames.
  static let frameInterval = Duration.milliseconds(16)

  /// Times the frames of `change` on a `rows`-row list until `repeats` frames are timed.
  static func measure(_ change: Change, rows: Int, repeats: Int) -> Samples {
    let frames = FramePair(stack: ListStack.make(rows: rows))
    let stack = frames.stack
    let clock = ManualClock()
    stack.animationClock = clock
    let middle = rows / 2
    if change == .collapse {
      try? stack.setCollapsibility(
        Collapsibility(collapsed: .fixed(1), expanded: .fixed(14), isExpanded: true),
        forRowAt: middle)
      try? stack.select(rowAt: middle)
      frames.frame()
    }
    let timer = ContinuousClock()
    var samples = Samples()
    while samples.count < repeats {
      switch change {
      case .collapse:
        let expanded = stack.rows[middle].isExpanded ?? false
        try? stack.setExpanded(!expanded, at: middle, animation: .default)
      case .pageDown:
        if (stack.selectedIndex ?? 0) >= rows - 40 {
          try? stack.select(rowAt: 0)
          stack.finishAnimations()
        }
        stack.perform(.pageForward, animation: .default)
      }
      frames.frame()
      while stack.isAnimating {
        clock.advance(by: frameInterval)
        let start = timer.now
        if stack.advanceAnimations() { frames.frame() }
        samples.add(timer.now - start)
      }
    }
    return samples
  }

  /// Prints the table: one line per change and row count.
  static func report(_ options: BenchOptions) {
    print("\n## One animation frame: advanceAnimations, render and diff, µs (60 fps)\n")
    var lines: [[String]] = []
    for change in Change.allCases {
      for rows in options.rows {
        progress("animation: \(change.rawValue), \(Format.rows(rows)) rows")
        let samples = measure(change, rows: rows, repeats: max(30, options.repeats))
        lines.append([
          change.rawValue, Format.rows(rows), Format.fixed(samples.median),
          Format.fixed(samples.p90), String(samples.count),
        ])
      }
    }
    printTable(["change", "rows", "median", "p90", "n"], lines)
  }
}
