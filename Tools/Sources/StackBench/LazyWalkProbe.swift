import StackCore

/// `--probe-lazy-walk N` with `--walk OPERATION`: one operation over N lazy rows whose content
/// is not selectable (issue 8 item 21), in a fresh process so the peak memory (`VmHWM`) is
/// that operation's. Prints the time, the resident set before and after, and the peak, in kB.
///
/// Operations: `next` (`selectNext()`), `last` (`selectLast()`), `absent`
/// (`firstRow(ofType:)` for a type no row has), `rows` (`for row in stack.rows`);
/// `next-declared` and `last-declared` are `next` and `last` over a section added with
/// `selectable: false` (issue 20 item 4).
enum LazyWalkProbe {
  /// A content the selection must skip.
  final class Unselectable: RowContent {
    let index: Int
    init(_ index: Int) { self.index = index }
    var isSelectable: Bool { false }
    func render(in surface: inout Surface, context: RowRenderContext) {
      surface.write("label \(index)", at: Point(x: 0, y: 0))
    }
  }

  /// A type no row has.
  final class Absent: RowContent {
    func render(in surface: inout Surface, context: RowRenderContext) {}
  }

  static func run(rows: Int, operation: String) {
    let stack = ScrollStack(viewport: Size(width: 80, height: 24))
    do {
      try stack.addLazyRows(count: rows, selectable: !operation.hasSuffix("-declared")) {
        Unselectable($0)
      }
    } catch {
      print("cannot add \(rows) rows: \(error)")
      return
    }
    var canvas = Canvas(size: stack.viewport)
    stack.draw(into: &canvas)
    let before = ProcStatus.kilobytes("VmRSS") ?? 0
    let start = ContinuousClock.now
    var result = ""
    switch operation {
    case "next", "next-declared": result = "changed=\(stack.selectNext())"
    case "last", "last-declared": result = "changed=\(stack.selectLast())"
    case "absent": result = "found=\(stack.firstRow(ofType: Absent.self) != nil)"
    case "rows":
      var labels = 0
      for row in stack.rows { labels &+= (row.content as? Unselectable)?.index ?? 0 }
      result = "sum=\(labels)"
    default:
      print(
        "unknown walk: \(operation) (next, last, absent, rows, next-declared, last-declared)")
      return
    }
    let elapsed = ContinuousClock.now - start
    let after = ProcStatus.kilobytes("VmRSS") ?? 0
    let peak = ProcStatus.kilobytes("VmHWM") ?? 0
    print(
      "walk=\(operation) rows=\(rows) ms=\(elapsed.milliseconds) \(result)"
        + " before_kb=\(before) after_kb=\(after) peak_kb=\(peak)")
  }
}
