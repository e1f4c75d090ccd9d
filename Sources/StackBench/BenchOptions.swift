#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The command line of `stack-bench`.
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
  /// `naive-<key>`, `keys`, `naive`, `bytes`, `startup`, `memory`, `animation` or `check`.
  var only: String?
  /// A probe to run instead of the benchmark (in a child process): its name and row count.
  var probe: (name: String, rows: Int)?
  /// The operation of `--probe-lazy-walk` (see ``LazyWalkProbe``).
  var walk = "next"

  static let usage = """
    usage: stack-bench [--quick] [--rows N[,N...]] [--repeats N] [--only PART] [--skip-naive]

    Benchmarks StackCore's per-key work (median and p90 in µs, against a naive baseline
    without virtualization), the bytes ncurses writes per frame, start-up to the first frame
    and peak memory, at 1k, 100k and 1M rows on an 80x24 screen. Build with -c release.

      --quick          fewer repetitions (about a tenth of the time)
      --rows LIST      row counts, comma-separated (default 1000,100000,1000000)
      --repeats N      timed presses per key and row count (default 2000)
      --only PART      one part: down, pagedown, end, home, collapse, noop (the real stack,
                       for profiling), naive-<key>, keys, naive, bytes, startup, memory, animation,
                       check
      --skip-naive     leave out the naive baseline

    Probe (one fresh process per figure): --probe-lazy-walk N --walk next|last|absent|rows
    times one walk over N unselectable lazy rows and prints its peak memory.
    """

  /// Parses `arguments` (without the program name); exits with usage on an error.
  static func parse(_ arguments: [String]) -> BenchOptions {
    var options = BenchOptions()
    var index = 0
    func value() -> String {
      index += 1
      guard index < arguments.count else { fail("missing value for \(arguments[index - 1])") }
      return arguments[index]
    }
    func number(_ text: String) -> Int {
      guard let number = Int(text.replacing("_", with: "")), number >= 0 else {
        fail("not a count: \(text)")
      }
      return number
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--quick":
        options.repeats = 300
        options.warmup = 50
        options.rounds = 2
        options.naiveBudget = .milliseconds(600)
        options.startUpRepeats = 5
        options.memoryPages = 20_000
      case "--rows": options.rows = value().split(separator: ",").map { number(String($0)) }
      case "--repeats": options.repeats = max(1, number(value()))
      case "--only": options.only = value()
      case "--skip-naive": options.skipNaive = true
      case "--pages": options.memoryPages = number(value())
      case "--walk": options.walk = value()
      case "--probe-first-frame", "--probe-memory", "--probe-eager", "--probe-lazy-walk":
        let name = arguments[index]
        options.probe = (name, number(value()))
      case "-h", "--help":
        print(usage)
        exit(0)
      default:
        fail("unknown argument \(arguments[index])")
      }
      index += 1
    }
    return options
  }

  /// True when the part `name` is to run.
  func runs(_ name: String) -> Bool {
    guard let only else { return true }
    return only == name
  }

  private static func fail(_ message: String) -> Never {
    var standardError = StandardError()
    print("stack-bench: \(message)\n\(usage)", to: &standardError)
    exit(2)
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
      Glibc.write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
    }
  }
}

/// Prints a progress line on standard error.
func progress(_ message: String) {
  var standardError = StandardError()
  print(message, to: &standardError)
}
