/// What `stack-bench` runs and how often: the defaults, changed by the command line
/// (``BenchCommand``).
struct BenchOptions {
  /// Row counts to run at.
  var rows = [1000, 100_000, 1_000_000]
  /// Timed presses per key and row count (the real stack).
  var repeats = 2000
  /// Untimed presses before timing.
  var warmup = 200
  /// Interleaved rounds the key timings are split into.
  var rounds = 4
  /// Time budget per naive-baseline measurement (it stops earlier once it has 30 samples).
  var naiveBudget: Duration = .seconds(3)
  /// Runs of the start-up measurements.
  var startUpRepeats = 15
  /// The most pages the memory probe turns.
  var memoryPages = 100_000
  /// Skip the naive baseline.
  var skipNaive = false
  /// Run only this part: a key (`down`, `pagedown`, `end`, `home`, `collapse`, `noop`),
  /// `naive-<key>`, `keys`, `naive`, `bytes`, `startup`, `memory`, `animation`, `check`,
  /// `filter`, `edits` or `apply` (only when named: applying a state beside `setRows`).
  var only: String?
  /// A probe to run instead of the benchmark (in a child process): its name and row count.
  var probe: (name: String, rows: Int)?
  /// The operation of `--probe-lazy-walk` (see ``LazyWalkProbe``).
  var walk = "next"

  /// True when the part `name` is to run.
  func runs(_ name: String) -> Bool {
    guard let only else { return true }
    return only == name
  }
}

#if DEBUG
  /// How this executable was built.
  let buildConfiguration = "debug"
#else
  /// How this executable was built.
  let buildConfiguration = "release"
#endif

/// Standard error as a text stream, for progress and errors.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    _ = string.utf8CString.withUnsafeBufferPointer { buffer in
      StackBench.write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
    }
  }
}

/// Prints a progress line on standard error.
func progress(_ message: String) {
  var standardError = StandardError()
  print(message, to: &standardError)
}
