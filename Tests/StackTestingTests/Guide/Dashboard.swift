import Dispatch
import StackCore
import StackLive
import StackTerminal

/// The code of the "Live data" article and the README's section, run by LiveGuideTests: a
/// report loaded by a task, readings sent from a thread, a spinner on a timer, a command's
/// lines and its exit, lines from an `AsyncSequence`.
@MainActor final class Dashboard: TerminalApp {
  private var loop: AppLoop?
  private(set) var status = ""
  private(set) var heading = ""
  private(set) var rows: [String] = []
  private(set) var latest = 0
  private(set) var frame = 0
  private(set) var lines: [String] = []
  private var spinner: LoopTimer?
  let readings: [Int]
  let command: [String]
  let feed: AsyncStream<String>

  init(readings: [Int], command: [String], feed: AsyncStream<String>) {
    (self.readings, self.command, self.feed) = (readings, command, feed)
  }

  func start(in loop: AppLoop) {
    self.loop = loop
    // timers, watches and tasks start here
    loop.task { [self] in
      heading = "loading…"
      let report = await fetchReport()  // another actor, the network, the disk
      rows = report.rows
    }
    sendReadings(from: loop)  // loop.sender: send { … } from a thread
    spinner = loop.schedule(every: .milliseconds(80)) { [self] in
      frame += 1
      return .redraw
    }
    runCommand(in: loop)  // ChildProcess, loop.readLines(from:), loop.watchExit(of:)
    loop.task { [self] in
      for await line in feed {  // any AsyncSequence
        lines.append(line)
        loop.setNeedsRedraw()
      }
    }
  }

  /// Sends every reading from a background thread.
  func sendReadings(from loop: AppLoop) {
    let sender = loop.sender
    let readings = self.readings
    DispatchQueue.global().async {
      for reading in readings {
        sender.send { [self] in
          latest = reading
          return .redraw
        }
      }
    }
  }

  /// Runs the command, its lines shown as they arrive and its exit status at the end.
  func runCommand(in loop: AppLoop) {
    do {
      let child = try ChildProcess(arguments: command)
      loop.readLines(from: child.standardOutput) { [self] batch in
        lines += batch.indices.map { batch.text(at: $0) }  // or batch.bytes(at:)
        return .redraw
      }
      loop.watchExit(of: child) { [self] termination in
        status = "\(termination)"  // "exit 0", "signal 15 (SIGTERM)"
        // when the work is done:
        spinner?.cancel()
        return .redraw
      }
    } catch {
      status = error.description
    }
  }

  /// The report, from somewhere slow.
  nonisolated func fetchReport() async -> (rows: [String], source: String) {
    (["north", "south", "east"], "the disk")
  }

  // handle(_:), render(in:), resize(to:)
  func handle(_ event: InputEvent) -> AppResponse {
    event == .key(.character("q")) ? .quit : .unchanged
  }

  func resize(to size: Size) {}

  func render(in surface: inout Surface) {
    surface.write("\(status) · latest \(latest)", at: .zero, style: .plain)
    for (index, line) in (rows + lines).prefix(max(0, surface.size.height - 1)).enumerated() {
      surface.write(line, at: Point(x: 0, y: index + 1), style: .plain)
    }
  }
}
