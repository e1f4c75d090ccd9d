// This target's one door to the C library (docs/decisions/0460): the other files use its
// names without importing it. /proc is Linux's; elsewhere the table stays empty (untested).
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif

/// The first `limit` bytes of the file at `path`, or nil when it cannot be read (the process
/// is gone, no permission).
func readFile(_ path: String, limit: Int = 1 << 16) -> [UInt8]? {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var bytes = [UInt8](repeating: 0, count: limit)
  var count = 0
  while count < limit {
    let got = bytes[count...].withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if got < 0 && errno == EINTR { continue }
    guard got > 0 else { if got < 0 { return nil } else { break } }
    count += got
  }
  return Array(bytes[..<count])
}

/// The names in the folder at `path` (without `.` and `..`), or nil when it cannot be read.
func folderEntries(_ path: String) -> [String]? {
  guard let folder = opendir(path) else { return nil }
  defer { closedir(folder) }
  var names: [String] = []
  while let entry = readdir(folder) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name != "." && name != ".." { names.append(name) }
  }
  return names
}

/// The owner of the file at `path`, or nil.
func ownerID(of path: String) -> UInt32? {
  var info = stat()
  return stat(path, &info) == 0 ? UInt32(info.st_uid) : nil
}

/// The login name of user `uid`, or nil.
func userName(of uid: UInt32) -> String? {
  guard let entry = getpwuid(uid_t(uid)), let name = entry.pointee.pw_name else { return nil }
  return String(cString: name)
}

/// Clock ticks per second (the unit of /proc's CPU times) and the memory page size.
let clockTicks = Double(sysconf(Int32(_SC_CLK_TCK)))
let pageBytes = Int(sysconf(Int32(_SC_PAGESIZE)))

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Sends SIGTERM to `pid`: nil when sent, else why not.
func terminate(_ pid: Int32) -> String? {
  kill(pid, SIGTERM) == 0 ? nil : String(cString: strerror(errno))
}
