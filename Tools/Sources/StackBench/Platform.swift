#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
