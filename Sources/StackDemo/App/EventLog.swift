/// The newest lines of the event log, oldest dropped beyond `capacity`: a ring, so adding a
/// line to a full log moves no other line.
struct EventLog {
  /// The lines; once `capacity` is reached, the oldest is at `oldest`.
  private var ring: [EventLine] = []
  private var oldest = 0
  let capacity: Int

  init(capacity: Int = 200) { self.capacity = capacity }

  /// The number of lines kept.
  var count: Int { ring.count }

  /// The line `offset` lines after the oldest one kept (`0..<count`).
  subscript(offset: Int) -> EventLine { ring[(oldest + offset) % ring.count] }

  mutating func append(_ line: EventLine) {
    guard capacity > 0 else { return }
    if ring.count < capacity {
      ring.append(line)
    } else {
      ring[oldest] = line
      oldest = (oldest + 1) % capacity
    }
  }

  /// The lines' text, oldest first.
  var lines: [String] { (0..<count).map { self[$0].text } }
}
