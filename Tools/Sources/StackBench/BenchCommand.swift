import ArgumentParser
import StackTerminal

/// The command line of `stack-bench`, parsed by swift-argument-parser (as `stack-demo`'s is);
/// ``options`` turns it into the ``BenchOptions`` the benchmark runs with.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stack-bench",
    abstract: "StackTUI's benchmark (build with -c release; Tools/Scripts/bench.sh does).",
    discussion: """
      Benchmarks StackCore's per-key work (median and p90 in µs, against a naive baseline \
      without virtualization), the bytes written per frame, start-up to the first \
      frame and peak memory, at 1k, 100k and 1M rows on an 80x24 screen.

      Probes (one fresh process per figure; the benchmark runs them itself): \
      --probe-lazy-walk N --walk next|last|absent|rows|next-declared|last-declared times one \
      walk over N unselectable lazy rows and prints its peak memory; --probe-lazy-rebuild N \
      prints the resident memory before and after N rebuilds of a lazy list.

      Live data (issue 19; Tools/Scripts/live-bench.sh runs them all, live-idle under strace): \
      live-send, live-idle, live-stream, live-follow (stack-bench help <subcommand>).
      """,
    subcommands: [
      LiveSendCommand.self, LiveIdleCommand.self, LiveStreamCommand.self, LiveFollowCommand.self,
    ])

  @Flag(help: "Fewer repetitions (about a tenth of the time).")
  var quick = false

  @Option(
    help: ArgumentHelp(
      "Row counts, comma-separated (default 1000,100000,1000000).", valueName: "list"))
  var rows: RowCounts?

  @Option(help: ArgumentHelp("Timed presses per key and row count (default 2000).", valueName: "n"))
  var repeats: Count?

  @Option(
    help: ArgumentHelp(
      "One part: down, pagedown, end, home, collapse, noop (the real stack, for profiling), "
        + "naive-<key>, keys, naive, bytes, startup, memory, animation, check, filter, edits, apply (only when named).",
      valueName: "part"))
  var only: String?

  @Flag(help: "Leave out the naive baseline.")
  var skipNaive = false

  @Option(
    help: ArgumentHelp(
      "The most pages the memory probe turns (default 100000; 20000 with --quick).",
      valueName: "n"))
  var pages: Count?

  @Option(
    help: ArgumentHelp(
      "Probe: from the start of the process to the first frame of an N-row list.",
      valueName: "n"))
  var probeFirstFrame: Count?

  @Option(
    help: ArgumentHelp(
      "Probe: peak memory of an N-row lazy list paged through (up to --pages).", valueName: "n"))
  var probeMemory: Count?

  @Option(help: ArgumentHelp("Probe: memory of N eager text rows.", valueName: "n"))
  var probeEager: Count?

  @Option(
    help: ArgumentHelp("Probe: one --walk over N unselectable lazy rows.", valueName: "n"))
  var probeLazyWalk: Count?

  @Option(
    help: ArgumentHelp(
      "The operation of --probe-lazy-walk: next, last, absent, rows, next-declared or "
        + "last-declared (default next).",
      valueName: "operation"))
  var walk: String?

  @Option(
    help: ArgumentHelp(
      "Probe: N rounds of removeAllRows() and 524,288 lazy rows whose make captures 4 MB.",
      valueName: "n"))
  var probeLazyRebuild: Count?

  /// The probes given, as (flag, row count).
  private var probes: [(name: String, rows: Int)] {
    [
      ("--probe-first-frame", probeFirstFrame), ("--probe-memory", probeMemory),
      ("--probe-eager", probeEager), ("--probe-lazy-walk", probeLazyWalk),
      ("--probe-lazy-rebuild", probeLazyRebuild),
    ].compactMap { name, count in count.map { (name, $0.value) } }
  }

  func validate() throws {
    if probes.count > 1 {
      throw ValidationError(
        "give at most one probe (\(probes.map(\.name).joined(separator: ", ")))")
    }
  }

  /// The settings the benchmark runs with: the defaults, then `--quick`, then the options given.
  var options: BenchOptions {
    var options = BenchOptions()
    if quick {
      options.repeats = 300
      options.warmup = 50
      options.rounds = 2
      options.naiveBudget = .milliseconds(600)
      options.startUpRepeats = 5
      options.memoryPages = 20_000
    }
    if let rows { options.rows = rows.values }
    if let repeats { options.repeats = max(1, repeats.value) }
    options.only = only
    options.skipNaive = skipNaive
    if let pages { options.memoryPages = pages.value }
    options.probe = probes.first
    if let walk { options.walk = walk }
    return options
  }

  /// What the command line asks for: the benchmark with its options, or a live subcommand.
  enum Parsed {
    case benchmark(BenchOptions)
    case live(any LiveBenchCommand)
  }

  /// Parses the process's arguments. `--help` prints the help and exits 0; a usage error
  /// prints the message and the usage on stderr and exits 2.
  static func parseCommand() -> Parsed {
    do {
      var command = try parseAsRoot()
      if let live = command as? any LiveBenchCommand { return .live(live) }
      if let benchmark = command as? BenchCommand { return .benchmark(benchmark.options) }
      try command.run()  // `help`: prints the help (as a clean exit, below).
      exit()
    } catch {
      // Messages quote arguments raw: they go out escaped (ProcessExit), as in every
      // executable of the repository.
      let code = exitCode(for: error)
      ProcessExit.exit(
        printing: fullMessage(for: error),
        status: code == .validationFailure ? 2 : code.rawValue)
    }
  }
}

/// A count given on the command line: a non-negative integer, `_` allowed (`1_000_000`).
struct Count: ExpressibleByArgument {
  /// The count.
  let value: Int

  /// Parses `argument`; nil when it is not a non-negative integer.
  init?(argument: String) {
    guard let value = Int(argument.replacing("_", with: "")), value >= 0 else { return nil }
    self.value = value
  }
}

/// `--rows`: counts separated by commas (`1000,100000`).
struct RowCounts: ExpressibleByArgument {
  /// The row counts, in the order given.
  let values: [Int]

  /// Parses `argument`; nil when a part is not a ``Count``.
  init?(argument: String) {
    let counts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
      Count(argument: String($0))
    }
    guard !counts.isEmpty, counts.allSatisfy({ $0 != nil }) else { return nil }
    values = counts.compactMap { $0?.value }
  }
}
