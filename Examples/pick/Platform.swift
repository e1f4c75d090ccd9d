// This target's one door to the C library (docs/decisions/0460): the other files use its
// names without importing it. CI builds Linux (Glibc) only; Musl and Darwin are untested.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif

/// Asks for a pipe buffer of `bytes` on `descriptor` (`F_SETPIPE_SZ`, Linux only; elsewhere
/// the pipe keeps the system's size). Nothing happens when it is not a pipe or the size is
/// refused.
func enlargePipeBuffer(_ descriptor: Int32, to bytes: Int) {
  #if os(Linux)
    let setPipeSize: Int32 = 1024 + 7  // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7).
    _ = fcntl(descriptor, setPipeSize, Int32(bytes))
  #endif
}
