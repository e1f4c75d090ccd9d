// This target's one door to the C library (docs/decisions/0460): the other files use its
// names without importing it. /proc is Linux's; elsewhere the table stays empty (untested).
// No Foundation: it would cost this viewer ~10 MB of memory (decision 0710).
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif

/// Clock ticks per second (the unit of /proc's CPU times) and the memory page size.
let clockTicks = Double(sysconf(Int32(_SC_CLK_TCK)))
let pageBytes = Int(sysconf(Int32(_SC_PAGESIZE)))

/// The first `limit` bytes of the file at `path` in one read (a /proc file gives all it
/// holds up to the size asked): nil when it cannot be opened (the process is gone, no
/// permission), empty when it cannot be read.
func readFile(_ path: String, limit: Int) -> [UInt8]? {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  return [UInt8](unsafeUninitializedCapacity: max(0, limit)) { buffer, count in
    count = max(0, read(descriptor, buffer.baseAddress, buffer.count))
  }
}

/// The entries of the folder at `path` named by a number (processes in /proc, descriptors
/// in /proc/PID/fd), or nil when it cannot be listed (gone, no permission).
func numberedEntries(of path: String) -> [Int32]? {
  guard let folder = opendir(path) else { return nil }
  defer { closedir(folder) }
  var numbers: [Int32] = []
  while let entry = readdir(folder) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
    if let number = Int32(String(decoding: name, as: UTF8.self)) { numbers.append(number) }
  }
  return numbers
}

/// The login name of the owner of `path` (the number when the user has none), or nil.
func ownerName(of path: String) -> String? {
  var info = stat()
  guard stat(path, &info) == 0 else { return nil }
  return getpwuid(info.st_uid)?.pointee.pw_name.map { String(cString: $0) } ?? "\(info.st_uid)"
}
