import StackLive
import StackTesting

/// Runs this executable again in a fresh process (for figures a warm process would falsify:
/// peak memory, start-up), through StackTesting's ``Spawn``.
enum ChildProcess {
  /// What a child printed and how long it took from spawn to exit.
  struct Outcome {
    var output: String
    var status: Int32
    var wallTime: Duration
  }

  /// The path of the running executable.
  static var executablePath: String {
    ProcStatus.executablePath() ?? CommandLine.arguments[0]
  }

  /// Runs `path` (this executable by default) with `arguments` and this process's
  /// environment, capturing standard output; standard error is inherited, standard input is
  /// `/dev/null`. The wall time runs from just before `posix_spawn` to the child being reaped
  /// (no time limit, so the wait is exact).
  static func run(_ arguments: [String], path: String = executablePath) -> Outcome {
    do {
      let result = try Spawn.run(path, arguments, error: STDERR_FILENO, timeout: nil)
      return Outcome(
        output: String(decoding: result.stdout, as: UTF8.self), status: result.status,
        wallTime: result.wallTime)
    } catch {
      fatalError("stack-bench: \(error)")
    }
  }

  /// The `key=value` pairs of a probe's output.
  static func fields(_ output: String) -> [String: Double] {
    var fields: [String: Double] = [:]
    for token in output.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let parts = token.split(separator: "=", maxSplits: 1)
      if parts.count == 2, let value = Double(parts[1]) { fields[String(parts[0])] = value }
    }
    return fields
  }
}
