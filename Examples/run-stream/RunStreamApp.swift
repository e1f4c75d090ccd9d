import StackCore
import StackLive
import StackTerminal
import StackWidgets

/// Runs a command and shows what it writes as it arrives: standard output and standard
/// error lines as rows (errors marked), following the end; Enter expands the selected line
/// (wrapped in full); the exit status and the time it took when it ends (a failure marked).
/// Ctrl-C stops the command (SIGTERM and SIGCONT to its process group — a stopped command
/// too — then SIGKILL on a second press); q or a Ctrl-C after it ended leaves with the
/// command's status (``exitStatus()``), ending the command if it still runs. The command runs
/// in a session of its own: what it writes to /dev/tty never reaches the screen.
@MainActor
final class RunStreamApp: TerminalApp {
  let stack = ScrollStack()
  /// The command and its arguments as bytes (passed on as they are: not necessarily UTF-8).
  let arguments: [[UInt8]]
  private(set) var output: OutputLines
  /// The rows shown expanded (wrapped in full).
  private(set) var expanded: Set<Int> = []
  private(set) var termination: ChildProcess.Termination?
  /// Why the command could not start, if it could not.
  private(set) var startFailure: String?
  private(set) var isStopping = false
  /// The signal that stopped the command while it is stopped (SIGSTOP, SIGTTIN…).
  private(set) var stopSignal: Int32?
  private var child: ChildProcess?
  private var loop: AppLoop?
  private var started: Duration = .zero
  private var elapsed: Duration = .zero
  private var spinner: LoopTimer?
  private var spinnerFrame = 0
  private var openStreams = 2
  static let errorRole = StyleRole.error
  /// The app's keys, tried before the list's (`KeyMap.standard`).
  lazy var layers: [KeyLayer] = [
    .quit(),
    .command("stop", keys: [.ctrl("c")], help: "stop (again: kill)") { [unowned self] in stop() },
    .command("expand", keys: [.enter], help: "expand / fold the line") { [unowned self] in
      toggleExpanded()
    },
  ]
  /// The last line: ``RunStreamStatus`` (a failure in ``errorRole``), then the keys.
  let footer = Footer()

  convenience init(arguments: [String], maximumLines: Int = RecentLines.defaultMaximumLines) {
    self.init(argumentBytes: arguments.map { Array($0.utf8) }, maximumLines: maximumLines)
  }

  init(argumentBytes: [[UInt8]], maximumLines: Int = RecentLines.defaultMaximumLines) {
    self.arguments = argumentBytes
    output = OutputLines(maximumLines: maximumLines)
    stack.followsEnd = true
    footer.sections = { [unowned self] in layers.map(\.helpSection) + [.listMoves()] }
  }

  func start(in loop: AppLoop) {
    self.loop = loop
    started = loop.clock.now
    do {
      let child = try ChildProcess(argumentBytes: arguments)
      self.child = child
      loop.readLines(from: child.standardOutput) { [unowned self] in receive($0, isError: false) }
      loop.readLines(from: child.standardError) { [unowned self] in receive($0, isError: true) }
      loop.watchExit(of: child) { [unowned self] status in finish(status) }
      loop.watchStops(of: child) { [unowned self] signal in
        stopSignal = signal
        return .redraw
      }
      spinner = loop.schedule(every: .milliseconds(100)) { [unowned self] in
        spinnerFrame += 1
        elapsed = loop.clock.now - started
        return .redraw
      }
    } catch {
      startFailure = error.description
      output.append(text: error.description, isError: true)
      addRows(from: 0, count: 1)
      termination = .exited(127)
    }
  }

  /// Adds the lines of `batch` as rows. When the cap dropped old lines, the rows are made
  /// again (a row record per line is what the cap bounds), the selection kept on its line.
  private func receive(_ batch: LineBatch, isError: Bool) -> AppResponse {
    let start = output.count
    let dropped = output.droppedCount
    output.append(batch, isError: isError)
    if output.droppedCount != dropped {
      remakeRows(shiftedBy: (output.droppedCount - dropped) - (dropped == 0 ? 1 : 0))
    } else {
      addRows(from: start, count: output.count - start)
    }
    if batch.isEnd { openStreams -= 1 }
    return .redraw
  }

  /// Makes every row again after old lines were dropped: rows moved up by `shift`.
  private func remakeRows(shiftedBy shift: Int) {
    let selected = stack.selectedIndex.map { $0 - shift }
    let following = stack.isFollowingEnd
    expanded = Set(expanded.map { $0 - shift }.filter { $0 > 0 })
    stack.removeAllRows()
    _ = try? stack.addLazyRows(count: output.count) { [unowned self] index in row(at: index) }
    if following {
      stack.selectLast()
    } else if let selected, selected > 0 {
      try? stack.select(rowAt: selected)
    }
  }

  private func addRows(from start: Int, count: Int) {
    guard count > 0 else { return }
    let selectionFollows =
      stack.isFollowingEnd && (stack.selectedIndex ?? start - 1) == start - 1
    try? stack.addLazyRows(count: count) { [unowned self] index in row(at: start + index) }
    if selectionFollows { stack.selectLast() }
  }

  /// Line `index` as a row: one line (cut with …) unless expanded; errors marked.
  private func row(at index: Int) -> TextRowContent {
    let isError = output.isError(at: index)
    let marker = isError ? "▌" : " "
    return TextRowContent(
      marker + output.text(at: index), role: isError ? Self.errorRole : .text,
      wraps: expanded.contains(index))
  }

  private func finish(_ status: ChildProcess.Termination) -> AppResponse {
    termination = status
    stopSignal = nil
    spinner?.cancel()
    if let loop { elapsed = loop.clock.now - started }
    return .redraw
  }

  func handle(_ event: InputEvent) -> AppResponse {
    if let response = layers.handle(event) { return response }
    guard let action = KeyMap.standard.action(for: event, origin: .zero) else {
      return .unchanged
    }
    return stack.perform(action) ? .redraw : .unchanged
  }

  /// Ctrl-C: SIGTERM, then SIGKILL on a second press; after the command ended, leaves.
  private func stop() -> AppResponse {
    guard termination == nil, let child else { return .quit }
    if isStopping {
      child.kill()
    } else {
      isStopping = true
      child.terminate()
    }
    return .redraw
  }

  /// Enter: shows the selected line in full, or on one line again.
  private func toggleExpanded() -> AppResponse {
    guard let index = stack.selectedIndex else { return .unchanged }
    if expanded.remove(index) == nil { expanded.insert(index) }
    _ = try? stack.replaceRow(at: index, with: row(at: index))
    return .redraw
  }

  func render(in surface: inout Surface) {
    stack.render(in: &surface)
    let status = RunStreamStatus(
      command: arguments, lines: output.lineCount, termination: termination,
      startFailure: startFailure, isStopping: isStopping, stopSignal: stopSignal,
      elapsed: elapsed,
      spinnerFrame: spinnerFrame)
    footer.status = { status.text }
    footer.statusRole = status.isFailure ? Self.errorRole : .status
    let lastLine = Rect(x: 0, y: surface.size.height - 1, width: surface.size.width, height: 1)
    footer.render(in: &surface, region: lastLine, isFocused: false)
  }

  /// The status run-stream leaves with, as a shell reports the command's: its exit status,
  /// or 128 + the signal that ended it (143 after Ctrl-C stopped it); 127 when it could not
  /// start. A command still running when the viewer leaves is killed (SIGKILL): 137.
  func exitStatus() -> Int32 {
    if let termination { return termination.shellStatus }
    child?.kill()
    return 128 + SIGKILL
  }

  func resize(to size: Size) {
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}
