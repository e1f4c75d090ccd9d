import StackCore

/// `--probe-lazy-rebuild N`: a picker rebuilding its list N times (issue 20 item 3) —
/// `removeAllRows()`, then 524,288 lazy rows whose `make` captures a new 4 MB array — in a
/// fresh process. Prints the resident set (`VmRSS`) before the first round and after the
/// last, and the peak, in kB: a section let go with its last row leaves memory where it was.
enum LazyRebuildProbe {
  static func run(rounds: Int) {
    let stack = ScrollStack(viewport: Size(width: 80, height: 24))
    var canvas = Canvas(size: stack.viewport)
    let before = ProcStatus.kilobytes("VmRSS") ?? 0
    for round in 0..<rounds {
      stack.removeAllRows()
      // 4 MB the closure keeps alive, touched so that it is resident.
      let data = [Int](repeating: round, count: 524_288)
      do {
        try stack.addLazyRows(count: 524_288) { index in
          TextRowContent("Row \(index): \(data[index])")
        }
      } catch {
        print("cannot add rows: \(error)")
        return
      }
      stack.selectLast()
      canvas.clear()
      stack.draw(into: &canvas)
    }
    let after = ProcStatus.kilobytes("VmRSS") ?? 0
    let peak = ProcStatus.kilobytes("VmHWM") ?? 0
    print("rebuild rounds=\(rounds) before_kb=\(before) after_kb=\(after) peak_kb=\(peak)")
  }
}
