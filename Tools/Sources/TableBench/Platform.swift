// This target's one door to the C library: the CPU time of the thread that measures.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time the calling thread has used, in microseconds (what a measure costs even when
/// a loaded machine stretches its wall-clock time).
func threadCPUMicroseconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) * 1e6 + Double(now.tv_nsec) / 1e3
}

/// Ends the process at once, successfully (the profiling mode's end).
func endProcess() -> Never { exit(0) }

/// Ends the process at once with `status` (a missed goal under `check`).
func exitProcess(status: Int32) -> Never { exit(status) }
