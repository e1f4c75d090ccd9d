#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs this executable again in a fresh process (for figures a warm process would falsify:
/// peak memory, start-up).
enum ChildProcess {
  /// What a child printed and how long it took from spawn to exit.
  struct Outcome {
    var output: String
    var status: Int32
    var wallTime: Duration
  }

  /// The path of the running executable.
  static var executablePath: String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Runs `path` (this executable by default) with `arguments`, capturing standard output;
  /// standard error is inherited. The wall time runs from just before `posix_spawn` to
  /// `waitpid` returning.
  static func run(_ arguments: [String], path: String = executablePath) -> Outcome {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { fatalError("pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(fds[1])
    guard spawned == 0 else {
      close(fds[0])
      fatalError("cannot run \(path): error \(spawned)")
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
      if count > 0 {
        output += buffer[..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    close(fds[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let wall = clock.now - start
    return Outcome(
      output: String(decoding: output, as: UTF8.self), status: status, wallTime: wall)
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

/// Reading this process's memory figures from `/proc/self/status`.
enum ProcStatus {
  /// The value of `field` (such as `VmHWM` or `VmRSS`) in kB, or nil.
  static func kilobytes(_ field: String) -> Int? {
    let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
      return Int(digits)
    }
    return nil
  }

  /// The 1, 5 and 15 minute load averages (`/proc/loadavg`), to show how busy the machine was.
  static func loadAverage() -> String {
    guard let file = fopen("/proc/loadavg", "r") else { return "unknown" }
    defer { fclose(file) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    guard getline(&line, &capacity, file) > 0, let line else { return "unknown" }
    return String(cString: line).split(separator: " ").prefix(3).joined(separator: " ")
  }

  /// Number of online processors and the CPU model, for the report's machine line.
  static func machine() -> (processors: Int, model: String) {
    let processors = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    var model = "unknown CPU"
    if let file = fopen("/proc/cpuinfo", "r") {
      defer { fclose(file) }
      var line: UnsafeMutablePointer<CChar>?
      var capacity = 0
      while getline(&line, &capacity, file) > 0 {
        guard let line else { break }
        let text = String(cString: line)
        if text.hasPrefix("model name") {
          model =
            text.split(separator: ":", maxSplits: 1).last.map {
              $0.trimmingCharacters(in: " \t\n")
            } ?? model
          break
        }
      }
      free(line)
    }
    return (processors, model)
  }
}

extension Substring {
  /// The text without leading and trailing characters from `set`.
  func trimmingCharacters(in set: String) -> String {
    var slice = self[...]
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
