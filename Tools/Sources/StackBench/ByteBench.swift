import StackCore
import StackLive
@_spi(Tools) import StackTerminal
import StackTesting

extension HeadlessNcurses {
  /// The benchmark's real ncurses back end, headless: StackTesting's ``HeadlessNcurses`` as
  /// `xterm-256color` at 80x24 (``ListStack/screen``). `lineOperations` lets the frame
  /// encoder scroll lines that moved; without `scrolling` the terminal is `xterm-256color`
  /// without its scrolling capabilities (see ``NoScrollTerminfo``).
  static func forBenchmark(lineOperations: Bool = true, scrolling: Bool = true)
    -> HeadlessNcurses
  {
    var termName = "xterm-256color"
    if !scrolling {
      guard let directory = NoScrollTerminfo.directory else {
        fatalError("cannot build the terminfo entry without scrolling (needs infocmp and tic)")
      }
      setenv("TERMINFO", directory, 1)
      termName = NoScrollTerminfo.name
    } else {
      unsetenv("TERMINFO")
    }
    do {
      let headless = try HeadlessNcurses(size: ListStack.screen, termName: termName)
      headless.terminal.setUsesLineOperations(lineOperations)
      return headless
    } catch {
      fatalError("cannot start ncurses headless: \(error)")
    }
  }
}

/// Bytes per frame for the benchmark keys, measured on the real ncurses back end.
@MainActor
enum ByteBench {
  /// How ncurses is set up.
  enum Mode: CaseIterable {
    /// As ``NcursesTerminal`` sets it up: lines that moved are scrolled with the terminal's
    /// scrolling region when that is shorter.
    case standard
    /// The frame encoder told not to scroll moved lines (they are drawn again).
    case withoutIdlok
    /// A terminal entry without scrolling capabilities: nothing can be scrolled.
    case withoutScrolling
  }

  /// The bytes of each kind of key.
  struct Result {
    var rows: Int
    var mode: Mode
    /// (label, bytes per frame) in report order.
    var entries: [(label: String, samples: Samples)] = []
  }

  /// Presses the benchmark keys on a `rows`-row list and measures what each frame writes.
  /// Every key is followed by a frame, even when nothing changed. Without `separators` the
  /// rows are drawn without the separator lines between them.
  static func run(rows: Int, mode: Mode, separators: Bool = true) -> Result {
    let headless = HeadlessNcurses.forBenchmark(
      lineOperations: mode != .withoutIdlok, scrolling: mode != .withoutScrolling)
    defer { headless.close() }
    let stack = ListStack.make(rows: rows)
    if !separators { stack.defaultSeparator = .hidden }
    var canvas = Canvas(size: ListStack.screen)
    var result = Result(rows: rows, mode: mode)
    var table: [String: Samples] = [:]
    var order: [String] = []

    func present(_ label: String?) {
      canvas.clear()
      stack.draw(into: &canvas)
      let before = headless.bytesWritten
      headless.counting.present(canvas)
      let written = headless.bytesWritten - before
      guard let label else { return }
      if table[label] == nil { order.append(label) }
      table[label, default: Samples()].add(value: Double(written))
    }
    func key(_ action: StackAction, _ label: String?) {
      stack.perform(action)
      present(label)
    }

    present("first frame (full screen)")
    for _ in 0..<40 {
      let offset = stack.offset
      stack.perform(.selectNext)
      present(stack.offset == offset ? "down (selection moves)" : "down (list scrolls)")
    }
    for _ in 0..<20 { key(.pageForward, "page down") }
    for _ in 0..<5 {
      key(.selectLast, "end")
      key(.selectFirst, "home")
    }
    for _ in 0..<10 { key(.selectPrevious, "no-op key (↑ on the first row)") }
    let middle = rows / 2
    try? stack.setCollapsibility(ListStack.collapsibility, forRowAt: middle)
    try? stack.select(rowAt: middle)
    present(nil)
    for _ in 0..<5 {
      key(.collapseSelection, "collapse a row mid-list")
      key(.expandSelection, nil)
    }
    result.entries = order.compactMap { label in table[label].map { (label, $0) } }
    return result
  }
}

/// A terminfo entry that is `xterm-256color` without the capabilities a terminal scrolls with
/// (`csr`, `ri`, `rin`, `il`, `il1`, `dl`, `dl1`, `indn`), compiled once into a temporary
/// directory with `infocmp` and `tic`: the frame encoder then never scrolls.
enum NoScrollTerminfo {
  static let name = "xterm-256color-noscroll"

  /// The directory to use as `TERMINFO`, or nil when the entry cannot be built.
  @MainActor static let directory: String? = {
    let directory = "/tmp/stack-bench-terminfo-\(getpid())"
    let removed = ["csr", "ri", "rin", "il1", "il", "dl1", "dl", "indn"]
      .map { "s/\\b\($0)=[^,]*,//g" }.joined(separator: "; ")
    let script = """
      set -e
      mkdir -p '\(directory)'
      infocmp -x xterm-256color \\
        | sed -e 's/^xterm-256color|/\(name)|/' -e '\(removed)' > '\(directory)/source'
      tic -x -o '\(directory)' '\(directory)/source'
      """
    let outcome = ChildProcess.run(["-c", script], path: "/bin/sh")
    return outcome.status == 0 ? directory : nil
  }()

  /// Deletes the entry's directory, if it was built.
  @MainActor static func remove() {
    guard let directory else { return }
    _ = ChildProcess.run(["-c", "rm -rf '\(directory)'"], path: "/bin/sh")
  }
}
