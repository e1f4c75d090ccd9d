/// `CLOCK_MONOTONIC` in nanoseconds, readable from any thread: the time stamps the live
/// benchmarks pass between a sending thread and the loop (a plain integer is `Sendable`).
enum LiveClock {
  /// Now, in nanoseconds since an arbitrary start.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  /// Sleeps the calling thread until `deadline` (a ``now()`` value).
  static func sleep(until deadline: UInt64) {
    var time = timespec(
      tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
    while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
  }

  /// Sleeps the calling thread for `nanoseconds`.
  static func sleep(nanoseconds: UInt64) { sleep(until: now() + nanoseconds) }

  /// CPU time (user + system) this process used so far, in nanoseconds (`getrusage`).
  static func processCPUTime() -> UInt64 {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func nanoseconds(_ time: timeval) -> UInt64 {
      UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_usec) * 1000
    }
    return nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime)
  }

  /// The peak resident set size of this process so far, in KiB (`getrusage` `ru_maxrss`).
  static func peakResidentKiB() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss)
  }
}

extension Samples {
  /// Adds the time from `start` to `end` (``LiveClock`` nanoseconds) in microseconds.
  mutating func add(from start: UInt64, to end: UInt64) {
    add(value: end >= start ? Double(end - start) / 1000 : 0)
  }

  /// `median / p99 / max` in milliseconds with two decimals, and the count.
  var latencySummary: String {
    "\(Format.fixed(median / 1000)) / \(Format.fixed(percentile(99) / 1000))"
      + " / \(Format.fixed(maximum / 1000)) ms (n = \(count))"
  }
}
