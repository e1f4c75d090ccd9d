/// The newest lines of the event log, oldest dropped beyond `capacity`.
struct EventLog {
  private(set) var lines: [String] = []
  let capacity: Int

  init(capacity: Int = 200) { self.capacity = capacity }

  mutating func append(_ line: String) {
    lines.append(line)
    if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
  }

  /// The last `count` lines, oldest first.
  func tail(_ count: Int) -> ArraySlice<String> { lines.suffix(max(0, count)) }
}
