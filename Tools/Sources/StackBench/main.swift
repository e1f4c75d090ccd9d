// stack-bench: StackTUI's benchmark. See `stack-bench --help` and README.md ("Performance").

let processStart = ContinuousClock.now
switch BenchCommand.parseCommand() {
case .live(let command):
  if buildConfiguration != "release" {
    progress("stack-bench: warning: this is a debug build; build with -c release for real figures")
  }
  command.runLive()
case .benchmark(let options):
  runBenchmark(options)
}

/// The benchmark (no subcommand): the probes, or the parts `options` selects.
@MainActor
func runBenchmark(_ options: BenchOptions) {
  if let probe = options.probe {
    switch probe.name {
    case "--probe-first-frame": Probes.firstFrame(rows: probe.rows, processStart: processStart)
    case "--probe-memory": Probes.memory(rows: probe.rows, maxPages: options.memoryPages)
    case "--probe-lazy-walk": LazyWalkProbe.run(rows: probe.rows, operation: options.walk)
    case "--probe-lazy-rebuild": LazyRebuildProbe.run(rounds: probe.rows)
    default: Probes.eager(rows: probe.rows)
    }
  } else {
    if buildConfiguration != "release" {
      progress(
        "stack-bench: warning: this is a debug build; build with -c release for real figures")
    }
    let machine = ProcStatus.machine()
    print("# stack-bench")
    print(
      "\nMachine: \(machine.processors) processors (nproc), \(machine.model);"
        + " \(buildConfiguration) build;"
        + " \(options.repeats) timed presses per key (naive: up to \(options.repeats),"
        + " at least 30); screen 80x24.")
    print("Load average at start: \(ProcStatus.loadAverage()).")
    defer { print("\nLoad average at end: \(ProcStatus.loadAverage()).") }
    let only = options.only
    let keyParts = KeyOperation.allCases.map(\.rawValue)
    let isKeyPart =
      only.map { keyParts.contains($0) || $0.hasPrefix("naive") || $0 == "keys" } ?? true
    if isKeyPart { Sections.keys(options) }
    if options.runs("check") || (only == nil && !options.skipNaive) { Sections.check(options) }
    if options.runs("bytes") { Sections.bytes(options) }
    if options.runs("startup") { Sections.startUp(options) }
    if options.runs("memory") { Sections.memory(options) }
    if options.runs("animation") { AnimationBench.report(options) }
    if options.runs("filter") { FilterBench.report(options) }
    if options.runs("edits") { EditBench.report(options) }
    if options.only == "apply" { ApplyBench.report(options) }
  }
}
