/// The whole machine's CPU use from the first line of /proc/stat: the busy share of the
/// time since the last sample, 0...1 (nil on the first sample or when unreadable).
struct CPUSampler {
  private var last: (busy: Double, total: Double)?

  mutating func sample() -> Double? {
    guard let bytes = readFile("/proc/stat", limit: 512),
      let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first
    else { return nil }
    let times = line.split(separator: " ").dropFirst().compactMap { Double($0) }
    guard times.count > 4 else { return nil }
    let (total, idle) = (times.reduce(0, +), times[3] + times[4])  // idle: idle + iowait
    defer { last = (total - idle, total) }
    guard let last, total > last.total else { return nil }
    return (total - idle - last.busy) / (total - last.total)
  }
}
