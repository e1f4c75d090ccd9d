import StackCore
import StackTerminal

/// Runs a command and shows what it writes as it arrives: standard output and standard
/// error lines as rows (errors marked), following the end; Enter expands the selected line
/// (wrapped in full); the exit status and the time it took when it ends (a failure marked).
/// Ctrl-C stops the command (SIGTERM to its process group, then SIGKILL on a second press); q
/// or a Ctrl-C after it ended leaves, with the command's status (``exitStatus()``).
@MainActor
final class RunStreamApp: TerminalApp {
  let stack = ScrollStack()
  let arguments: [String]
  private(set) var output = OutputLines()
  /// The rows shown expanded (wrapped in full).
  private(set) var expanded: Set<Int> = []
  private(set) var termination: ChildProcess.Termination?
  /// Why the command could not start, if it could not.
  private(set) var startFailure: String?
  private(set) var isStopping = false
  private var child: ChildProcess?
  private var loop: AppLoop?
  private var started: Duration = .zero
  private var elapsed: Duration = .zero
  private var spinner: LoopTimer?
  private var spinnerFrame = 0
  private var openStreams = 2
  static let errorRole = StyleRole.error

  init(arguments: [String]) {
    self.arguments = arguments
    stack.followsEnd = true
  }

  func start(in loop: AppLoop) {
    self.loop = loop
    started = loop.clock.now
    do {
      let child = try ChildProcess(arguments: arguments)
      self.child = child
      loop.readLines(from: child.standardOutput) { [unowned self] in receive($0, isError: false) }
      loop.readLines(from: child.standardError) { [unowned self] in receive($0, isError: true) }
      loop.watchExit(of: child) { [unowned self] status in finish(status) }
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

  /// Adds the lines of `batch` as rows.
  private func receive(_ batch: LineBatch, isError: Bool) -> AppResponse {
    let start = output.count
    output.append(batch, isError: isError)
    addRows(from: start, count: batch.count)
    if batch.isEnd { openStreams -= 1 }
    return .redraw
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
    spinner?.cancel()
    if let loop { elapsed = loop.clock.now - started }
    return .redraw
  }

  func handle(_ event: InputEvent) -> AppResponse {
    switch event {
    case .key(.character("q")):
      return .quit
    case .key(.ctrl("c")):
      guard termination == nil, let child else { return .quit }
      if isStopping {
        child.kill()
      } else {
        isStopping = true
        child.terminate()
      }
      return .redraw
    case .key(.enter):
      guard let index = stack.selectedIndex else { return .unchanged }
      if expanded.remove(index) == nil { expanded.insert(index) }
      _ = try? stack.replaceRow(at: index, with: row(at: index))
      return .redraw
    default:
      guard let action = KeyMap.standard.action(for: event, origin: .zero) else {
        return .unchanged
      }
      return stack.perform(action) ? .redraw : .unchanged
    }
  }

  func render(in surface: inout Surface) {
    stack.render(in: &surface)
    let status = RunStreamStatus(
      command: arguments, lines: output.count, termination: termination,
      startFailure: startFailure, isStopping: isStopping, elapsed: elapsed,
      spinnerFrame: spinnerFrame)
    surface.write(
      TextLayout.pad(status.text, toWidth: surface.size.width),
      at: Point(x: 0, y: surface.size.height - 1),
      role: status.isFailure ? Self.errorRole : .status)
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
