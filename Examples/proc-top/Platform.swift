// This target's one door to the C library (docs/decisions/0460): the other files use its
// names without importing it. /proc is Linux's; elsewhere the table stays empty (untested).
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

/// Sends SIGTERM to `pid`: nil when sent, else why not.
func terminate(_ pid: Int32) -> String? {
  kill(pid, SIGTERM) == 0 ? nil : String(cString: strerror(errno))
}
