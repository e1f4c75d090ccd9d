// The benchmark's one door to the C library (docs/decisions/0460): the other files use its
// names without importing it. The figures below come from Linux's /proc; elsewhere they are
// "unknown" (untested: CI builds and runs Linux only).
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif

/// This process's and the machine's figures, from Linux's `/proc`.
enum ProcStatus {
  /// The path of the running executable (`/proc/self/exe`), or nil.
  static func executablePath() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return nil
    #endif
  }

  /// The value of `field` (such as `VmHWM` or `VmRSS`) in kB, or nil.
  static func kilobytes(_ field: String) -> Int? {
    #if os(Linux)
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
    #else
      return nil
    #endif
  }

  /// The 1, 5 and 15 minute load averages (`/proc/loadavg`), to show how busy the machine was.
  static func loadAverage() -> String {
    #if os(Linux)
      guard let file = fopen("/proc/loadavg", "r") else { return "unknown" }
      defer { fclose(file) }
      var line: UnsafeMutablePointer<CChar>?
      var capacity = 0
      defer { free(line) }
      guard getline(&line, &capacity, file) > 0, let line else { return "unknown" }
      return String(cString: line).split(separator: " ").prefix(3).joined(separator: " ")
    #else
      return "unknown"
    #endif
  }

  /// Number of online processors and the CPU model, for the report's machine line.
  static func machine() -> (processors: Int, model: String) {
    let processors = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    var model = "unknown CPU"
    #if os(Linux)
      let cpuInformation = fopen("/proc/cpuinfo", "r")
    #else
      let cpuInformation: UnsafeMutablePointer<FILE>? = nil
    #endif
    if let file = cpuInformation {
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

#if canImport(Darwin)
  /// `posix_spawn`'s file actions, not yet initialised: a pointer on Darwin (untested).
  func uninitialisedSpawnFileActions() -> posix_spawn_file_actions_t? { nil }
  /// The process's environment (`environ`, which Darwin's headers do not declare).
  var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    _NSGetEnviron().pointee
  }
#else
  /// `posix_spawn`'s file actions, not yet initialised: a structure on Linux.
  func uninitialisedSpawnFileActions() -> posix_spawn_file_actions_t {
    posix_spawn_file_actions_t()
  }
  /// The process's environment (`environ`).
  var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
#endif

extension Substring {
  /// The text without leading and trailing characters from `set`.
  func trimmingCharacters(in set: String) -> String {
    var slice = self[...]
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
