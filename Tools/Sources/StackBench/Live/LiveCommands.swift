import ArgumentParser
import StackLive

/// A `stack-bench` subcommand that measures the loop's live data (issue 19); `runLive()`
/// runs on the main thread, where the loop's synchronous `run()` runs the app.
protocol LiveBenchCommand: ParsableCommand {
  @MainActor func runLive()
}

/// `stack-bench live-send`: send → frame latency from a thread and from tasks; a burst.
struct LiveSendCommand: LiveBenchCommand {
  static let configuration = CommandConfiguration(
    commandName: "live-send",
    abstract: "Send → frame latency from another thread and from tasks; a burst of sends.")

  @Option(help: ArgumentHelp("Values per sender, one every 1 ms (default 2000).", valueName: "n"))
  var count: Count?

  @Option(help: ArgumentHelp("Sends in the burst (default 1000000).", valueName: "n"))
  var burst: Count?

  @MainActor func runLive() {
    SendBench.report(count: max(1, count?.value ?? 2000), burst: max(1, burst?.value ?? 1_000_000))
  }
}

/// `stack-bench live-idle`: a loop with nothing to do, for `strace` (Tools/Scripts/live-bench.sh).
struct LiveIdleCommand: LiveBenchCommand {
  static let configuration = CommandConfiguration(
    commandName: "live-idle",
    abstract: "Waits idle with a pending task and a timer 1 hour away, then quits.",
    discussion: """
      After --settle milliseconds a thread writes "live-idle: idle from here" on standard \
      error, sleeps --seconds, writes "live-idle: idle until here" and sends the quit. Run it \
      under strace -f: every system call between the two lines by another thread is a \
      wake-up (Tools/Scripts/live-bench.sh counts them).
      """)

  @Option(help: ArgumentHelp("How long to stay idle (default 5).", valueName: "seconds"))
  var seconds: Count?

  @Option(
    help: ArgumentHelp("Time to settle after the first frame (default 500).", valueName: "ms"))
  var settle: Count?

  @Flag(help: "Run one empty Task.detached first (it starts Dispatch's worker pool).")
  var globalExecutor = false

  @Option(
    help: ArgumentHelp(
      "What the pending task waits on: stream (an AsyncStream, the default), continuation "
        + "or none.", valueName: "kind"))
  var task: String?

  func validate() throws {
    if let task, IdleBench.PendingTask(rawValue: task) == nil {
      throw ValidationError("--task is stream, continuation or none")
    }
  }

  @MainActor func runLive() {
    IdleBench.run(
      seconds: seconds?.value ?? 5, settleMilliseconds: settle?.value ?? 500,
      usesGlobalExecutor: globalExecutor,
      pending: task.flatMap(IdleBench.PendingTask.init(rawValue:)) ?? .stream)
  }
}

/// `stack-bench live-stream`: a command's output streamed into a lazy stack.
struct LiveStreamCommand: LiveBenchCommand {
  static let configuration = CommandConfiguration(
    commandName: "live-stream",
    abstract: "find /usr and seq 10000000 streamed into a lazy stack; keys during a flood.",
    discussion: """
      --part find: `find /usr` through a ChildProcess and readLines, as run-stream does; \
      --part seq: lines per second from `seq N` and peak RSS; --part keys: a key written to \
      the terminal's input every 20 ms from another thread while `seq N` floods. Run one part \
      per process for a clean peak RSS.
      """)

  @Option(help: ArgumentHelp("find, seq or keys (default: all three).", valueName: "part"))
  var part: String?

  @Option(help: ArgumentHelp("Lines seq writes (default 10000000).", valueName: "n"))
  var lines: Count?

  @Option(help: ArgumentHelp("The folder find walks (default /usr).", valueName: "path"))
  var folder: String?

  @Flag(help: "keys: reserve the line store up front (no array copies while it grows).")
  var reserve = false

  func validate() throws {
    if let part, !["find", "seq", "keys"].contains(part) {
      throw ValidationError("--part is find, seq or keys")
    }
  }

  @MainActor func runLive() {
    let lines = lines?.value ?? 10_000_000
    if part == nil || part == "find" { StreamBench.find(folder: folder ?? "/usr") }
    if part == nil || part == "seq" { StreamBench.seq(lines: lines) }
    if part == nil || part == "keys" { StreamBench.keysDuringFlood(lines: lines, reserve: reserve) }
  }
}

/// `stack-bench live-follow`: a file followed as it grows, then idle.
struct LiveFollowCommand: LiveBenchCommand {
  static let configuration = CommandConfiguration(
    commandName: "live-follow",
    abstract: "FileFollower on a file a thread appends to every 10 ms; CPU time idle after.")

  @Option(help: ArgumentHelp("Lines appended, one every 10 ms (default 500).", valueName: "n"))
  var count: Count?

  @Option(help: ArgumentHelp("Idle time measured after (default 5).", valueName: "seconds"))
  var idle: Count?

  @MainActor func runLive() {
    FollowBench.run(count: max(1, count?.value ?? 500), idleSeconds: idle?.value ?? 5)
  }
}
