@_spi(Tools) import StackDrawing
import StackWidgets

// `table-bench [ROWS] [ROUNDS] [check]` (and `table-bench form`, see FormKeys.swift): the
// StackWidgets table beside the plain list (the stack of lazy one-line rows stack-bench
// measures, bare and as a StackWidget) in one run, 80×24, in-process: opening ROWS rows
// (build + first frame, 40 a round), one ↓ and one Page Down (handle + render + diff), and
// sorting by a text column and by a number column (sort + the sorted screen). Rounds
// alternate list and table so both see the same machine. Medians (and p90) in microseconds of
// the thread's CPU time (a loaded machine stretches wall-clock time; the wall-clock median is
// printed too).

/// One model of the table: four columns.
struct Item: Identifiable {
  let id: Int
  let name: String
  let size: Int
  let kind: String
}

/// The list's row: the demo's "Row n: some text for the row", one line.
/// With `wide`, the line is as long as a table row's (80 columns: the table writes its gaps).
final class ListRow: RowContent {
  let number: Int
  let wide: Bool
  init(number: Int, wide: Bool = false) { (self.number, self.wide) = (number, wide) }
  func sizing(along axis: Axis) -> RowSizing { .fixed(1) }
  func render(in surface: inout Surface, context: RowRenderContext) {
    let text = "Row \(number + 1): some text for the row"
    surface.write(wide ? text + String(repeating: " ", count: 44) + "1234  txt" : text, at: .zero)
  }
}

/// Two canvases of consecutive frames: draw, diff, swap (what a key costs the loop).
@MainActor final class Frames {
  var previous = Canvas(size: screen)
  var current = Canvas(size: screen)
  @discardableResult
  func frame(_ draw: (inout Surface) -> Void) -> Int {
    current.clear()
    Surface.draw(on: &current, context: RenderContext()) { draw(&$0) }
    let changes = CanvasDiff.changedLines(from: previous, to: current).count
    swap(&previous, &current)
    return changes
  }
  /// Blank canvases again: the next frame is a first screen.
  func reset() {
    previous.clear()
    current.clear()
  }
}

let screen = Size(width: 80, height: 24)
let region = Rect(origin: .zero, size: screen)
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let rowCount = max(1, arguments.first ?? 1_000_000)
let rounds = max(1, arguments.dropFirst().first ?? 5)
let clock = ContinuousClock()
var samples: [String: [Double]] = [:]
var wallSamples: [String: [Double]] = [:]

@MainActor func record(_ name: String, _ body: () -> Void) {
  let start = clock.now
  let cpuStart = threadCPUMicroseconds()
  body()
  samples[name, default: []].append(threadCPUMicroseconds() - cpuStart)
  let elapsed = clock.now - start
  wallSamples[name, default: []].append(
    Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
}

let columns: [TableColumn<Item>] = [
  TableColumn("ID", width: .fixed(8), alignment: .trailing, text: { "\($0.id)" }, sortKey: \.id),
  TableColumn("Name", width: .fill(), text: \.name),
  TableColumn(
    "Size", width: .fixed(9), alignment: .trailing, text: { "\($0.size)" }, sortKey: \.size),
  TableColumn("Kind", width: .fixed(6), text: \.kind),
]
// `table-bench form [check]`: a form's text field with a megabyte, per key (FormKeys.swift).
if CommandLine.arguments.contains("form") {
  measureFormKeys(check: CommandLine.arguments.contains("check"))
}

let modelStart = clock.now
let items = (0..<rowCount).map { index in
  let hash = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
  return Item(
    id: index, name: String(hash >> 20, radix: 36) + "-file", size: Int(hash % 100_000),
    kind: ["txt", "swift", "md"][index % 3])
}
print("models: \(rowCount) items built in \(clock.now - modelStart) (not counted below)")

// `table-bench ROWS ROUNDS profile-open`: only the table's first screens, for `perf record`.
if CommandLine.arguments.contains("profile-open") {
  for _ in 0..<3_000 {
    let frames = Frames()
    let table = Table(columns: columns, rows: items)
    frames.frame { table.render(in: &$0, isFocused: true) }
  }
  endProcess()
}

// `table-bench ROWS ROUNDS profile-open-both`: the table's and the plain list's first screens
// alternating, for `perf record` (compare `openList` with `openTable` in one profile).
@MainActor @inline(never) func openList(_ frames: Frames) {
  let stack = ScrollStack(viewport: screen)
  _ = try? stack.addLazyRows(count: rowCount, estimatedLength: 1) { ListRow(number: $0) }
  _ = stack.selectFirst()
  frames.frame { stack.render(in: &$0) }
}
@MainActor @inline(never) func openTable(_ frames: Frames) {
  let table = Table(columns: columns, rows: items)
  frames.frame { table.render(in: &$0, isFocused: true) }
}
if CommandLine.arguments.contains("profile-open-both") {
  for _ in 0..<3_000 {
    openList(Frames())
    openTable(Frames())
  }
  endProcess()
}

// `table-bench ROWS ROUNDS profile`: only the table's ↓ keys, for `perf record`.
if CommandLine.arguments.contains("profile") {
  let table = Table(columns: columns, rows: items)
  let frames = Frames()
  frames.frame { table.render(in: &$0, isFocused: true) }
  for index in 0..<200_000 {
    let key: Key = index % 5_000 == 4_999 ? .home : .down
    if table.handle(.key(key), in: region) == .redraw {
      frames.frame { table.render(in: &$0, isFocused: true) }
    }
  }
  endProcess()
}

let keys = 400
/// Opens (build + first frame) per round, alternating list and table: one open is ~0.1 ms,
/// so a handful of them would be at the mercy of one cold cache or one busy moment.
let opens = 40
for round in 0..<rounds {
  var stack = ScrollStack(viewport: .zero)
  let listFrames = Frames()
  var widget = StackWidget(ScrollStack(viewport: .zero), panel: nil)
  let widgetFrames = Frames()
  var wideStack = ScrollStack(viewport: .zero)
  let wideFrames = Frames()
  var table = Table<Item>(columns: columns)
  let tableFrames = Frames()
  // The plain list and the table alternate on their own, so each open follows the other's
  // (neither runs with its code warmed by a variant of itself just before); the two other
  // lists alternate after them.
  for _ in 0..<opens {
    listFrames.reset()
    record("list: open (build + first frame)") {
      stack = ScrollStack(viewport: screen)
      _ = try? stack.addLazyRows(count: rowCount, estimatedLength: 1) { ListRow(number: $0) }
      _ = stack.selectFirst()
      listFrames.frame { stack.render(in: &$0) }
    }
    tableFrames.reset()
    record("table: open (build + first frame)") {
      table = Table(columns: columns, rows: items)
      tableFrames.frame { table.render(in: &$0, isFocused: true) }
    }
  }
  for _ in 0..<opens {
    // The same list as a widget (StackWidget, no panel): its key goes through the key map, as
    // the table's does.
    widgetFrames.reset()
    record("list widget: open (build + first frame)") {
      let listStack = ScrollStack(viewport: screen)
      _ = try? listStack.addLazyRows(count: rowCount, estimatedLength: 1) { ListRow(number: $0) }
      _ = listStack.selectFirst()
      widget = StackWidget(listStack, panel: nil)
      widgetFrames.frame { widget.render(in: &$0, isFocused: true) }
    }
    wideFrames.reset()
    record("list, 80-column lines: open (build + first frame)") {
      wideStack = ScrollStack(viewport: screen)
      _ = try? wideStack.addLazyRows(count: rowCount, estimatedLength: 1) {
        ListRow(number: $0, wide: true)
      }
      _ = wideStack.selectFirst()
      wideFrames.frame { wideStack.render(in: &$0) }
    }
  }
  // Keys alternate between the two, so both see the same moment of a shared machine.
  for index in 0..<(keys + 50) {
    let (action, key, name) =
      index < keys
      ? (StackAction.selectNext, Key.down, "↓ key") : (.pageForward, .pageDown, "Page Down")
    record("list: \(name)") {
      if stack.perform(action) { listFrames.frame { stack.render(in: &$0) } }
    }
    record("list, 80-column lines: \(name)") {
      if wideStack.perform(action) { wideFrames.frame { wideStack.render(in: &$0) } }
    }
    record("list widget: \(name)") {
      if widget.handle(.key(key), in: region) == .redraw {
        widgetFrames.frame { widget.render(in: &$0, isFocused: true) }
      }
    }
    record("table: \(name)") {
      if table.handle(.key(key), in: region) == .redraw {
        tableFrames.frame { table.render(in: &$0, isFocused: true) }
      }
    }
  }
  // The sort a key asks for: a slice a frame, a ↓ key between two frames (what a key pressed
  // during the sort waits for: its own work and the slice of the frame it draws).
  var sliceFrames = 0
  record("table: sliced sort by Name (text) to the sorted screen, ↓ keys between frames") {
    table.requestSort(TableSort(column: 1, ascending: round % 2 == 0))
    while table.pendingSort != nil {
      record("table: ↓ key during the sliced sort (key + frame with its slice)") {
        if table.handle(.key(.down), in: region) == .redraw {
          tableFrames.frame { table.render(in: &$0, isFocused: true) }
        }
      }
      sliceFrames += 1
    }
  }
  print("round \(round + 1): the sliced sort took \(sliceFrames) frames")
  table.setSort(nil)
  record("table: sort by Name (text) to the sorted screen") {
    table.setSort(TableSort(column: 1))
    tableFrames.frame { table.render(in: &$0, isFocused: true) }
  }
  record("table: reverse the Name sort to the screen") {
    table.setSort(TableSort(column: 1, ascending: false))
    tableFrames.frame { table.render(in: &$0, isFocused: true) }
  }
  record("table: sort by Size (number) to the sorted screen") {
    table.setSort(TableSort(column: 2))
    tableFrames.frame { table.render(in: &$0, isFocused: true) }
  }
  record("table: refresh (setRows, same models, sorted) to the screen") {
    table.setRows(items)
    tableFrames.frame { table.render(in: &$0, isFocused: true) }
  }
}

func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p / 100).rounded(.up)) - 1)]
}
print("\n\(rowCount) rows, 80×24, \(rounds) rounds (\(keys) ↓ keys and 50 Page Downs a round)\n")
print("| measure | CPU median µs | CPU p90 µs | wall median µs | samples |")
print("| --- | ---: | ---: | ---: | ---: |")
for name in samples.keys.sorted() {
  let values = samples[name] ?? []
  let median = percentile(values, 50)
  let p90 = percentile(values, 90)
  let wall = percentile(wallSamples[name] ?? [0], 50)
  print("| \(name) | \(format3(median)) | \(format3(p90)) | \(format3(wall)) | \(values.count) |")
}

// The goals (issue 30): the table's first screen and per-key cost at most 1.2× the plain
// list's, in one run; beside the list whose lines are as wide as the table's (80 columns
// written, as the table writes its gaps), the same text width. `check` makes a miss the exit
// status (1), as a guard a script can run.
print("\n| table ÷ list (CPU medians) | ÷ plain list | ÷ 80-column list | goal (plain list) |")
print("| --- | ---: | ---: | ---: |")
var missed: [String] = []
for (measure, goal) in [
  ("↓ key", 1.2), ("Page Down", nil), ("open (build + first frame)", 1.2),
] as [(String, Double?)] {
  let table = percentile(samples["table: \(measure)"] ?? [0], 50)
  let list = percentile(samples["list: \(measure)"] ?? [1], 50)
  let wide = percentile(samples["list, 80-column lines: \(measure)"] ?? [1], 50)
  let ratio = table / max(list, 0.001)
  if let goal, ratio > goal { missed.append(measure) }
  print(
    "| \(measure) | \(format2(ratio))× | \(format2(table / max(wide, 0.001)))× | "
      + (goal.map { "≤ \(format2($0))" } ?? "—") + " |")
}
if CommandLine.arguments.contains("check"), !missed.isEmpty {
  print("goal missed: \(missed.joined(separator: ", "))")
  exitProcess(status: 1)
}

func format2(_ value: Double) -> String {
  let scaled = Int((value * 100).rounded())
  return "\(scaled / 100)." + (scaled % 100 < 10 ? "0" : "") + "\(scaled % 100)"
}

func format3(_ value: Double) -> String {
  let scaled = Int((value * 10).rounded())
  return "\(scaled / 10).\(scaled % 10)"
}
