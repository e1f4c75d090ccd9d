import StackCore
import StackTesting

/// The cost of one animation frame: `advanceAnimations()` (layout, visibility, events) and
/// the frame's render and diff, at 60 frames a second on a ``ManualClock``.
@MainActor
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
    let timer = ContinuousClock()
    var samples = Samples()
    play(
      change, on: frames.stack, frames: repeats, draw: { frames.frame() },
      animationFrame: {
        let start = timer.now
        if frames.stack.advanceAnimations() { frames.frame() }
        samples.add(timer.now - start)
      })
    return samples
  }

  /// The bytes the terminal writes for each frame of `change` (frames that change nothing write
  /// nothing and count as 0), on the real back end at 80x24 writing into a pipe.
  static func measureBytes(_ change: Change, rows: Int, repeats: Int) -> Samples {
    let headless = HeadlessNcurses.forBenchmark()
    defer { headless.close() }
    let stack = ListStack.make(rows: rows)
    var canvas = Canvas(size: ListStack.screen)
    func draw() {
      canvas.clear()
      stack.draw(into: &canvas)
      headless.counting.present(canvas)
    }
    var samples = Samples()
    play(change, on: stack, frames: repeats, draw: draw) {
      let before = headless.bytesWritten
      if stack.advanceAnimations() { draw() }
      samples.add(value: Double(headless.bytesWritten - before))
    }
    return samples
  }

  /// Starts `change` on `stack` again and again (drawing its first frame with `draw`) and runs
  /// `animationFrame` once per frame interval while it moves, until `frames` frames were run.
  private static func play(
    _ change: Change, on stack: ScrollStack, frames: Int, draw: () -> Void,
    animationFrame: () -> Void
  ) {
    let clock = ManualClock()
    stack.animationClock = clock
    let rows = stack.count
    let middle = rows / 2
    if change == .collapse {
      try? stack.setCollapsibility(
        Collapsibility(collapsed: .fixed(1), expanded: .fixed(14), isExpanded: true),
        forRowAt: middle)
      try? stack.select(rowAt: middle)
      draw()
    }
    var taken = 0
    while taken < frames {
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
      draw()
      while stack.isAnimating {
        clock.advance(by: frameInterval)
        animationFrame()
        taken += 1
      }
    }
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
    print("\n## One animation frame: bytes written (80x24, xterm-256color)\n")
    lines = []
    for change in Change.allCases {
      for rows in options.rows {
        progress("animation bytes: \(change.rawValue), \(Format.rows(rows)) rows")
        let samples = measureBytes(change, rows: rows, repeats: 60)
        lines.append([
          change.rawValue, Format.rows(rows), Format.fixed(samples.median),
          Format.fixed(samples.p90), String(samples.count),
        ])
      }
    }
    printTable(["change", "rows", "median", "p90", "n"], lines)
  }
}
