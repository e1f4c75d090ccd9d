import Testing

@testable import StackWidgets

/// A capped block store for endless streams: the newest lines within the caps, the oldest
/// dropped an eighth of the cap at a time, line numbers kept from the stream's start.
@Suite struct RecentLinesTests {
  static func filled(_ count: Int, maximumLines: Int, maximumBytes: Int = 1 << 30) -> RecentLines {
    let lines = RecentLines(maximumLines: maximumLines, maximumBytes: maximumBytes)
    for number in 0..<count { lines.append(line: Array("line \(number)".utf8)[...]) }
    return lines
  }

  @Test func belowTheCapEveryLineIsKept() {
    let lines = Self.filled(64, maximumLines: 64)
    #expect(lines.droppedCount == 0)
    #expect(lines.count == 64)
    #expect(lines.string(at: 0) == "line 0")
    #expect(lines.string(at: 63) == "line 63")
  }

  @Test func pastTheLineCapTheOldestAreDroppedAndNumbersStay() {
    let lines = Self.filled(1000, maximumLines: 64)
    #expect(lines.count <= 64)
    #expect(lines.count >= 64 - 64 / 8)
    #expect(lines.droppedCount + lines.count == 1000)
    #expect(lines.endIndex == 1000)
    #expect(lines.string(at: 999) == "line 999")
    #expect(lines.string(at: lines.droppedCount) == "line \(lines.droppedCount)")
    #expect(lines.string(at: lines.droppedCount - 1) == "")
    #expect(!lines.contains(lines.droppedCount - 1))
  }

  @Test func pastTheByteCapTheOldestAreDropped() {
    // "line 100" and longer: 8+ bytes a line, 800 bytes kept at most.
    let lines = Self.filled(2000, maximumLines: 1_000_000, maximumBytes: 800)
    #expect(lines.byteCount <= 800)
    #expect(lines.droppedCount > 0)
    #expect(lines.string(at: 1999) == "line 1999")
  }

  @Test func aCapBelowEightIsRaisedToEight() {
    let lines = Self.filled(100, maximumLines: 0)
    #expect(lines.maximumLines == 8)
    #expect(lines.count <= 8)
    #expect(lines.string(at: 99) == "line 99")
  }
}
